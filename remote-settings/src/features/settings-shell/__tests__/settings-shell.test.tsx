import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentLocation, LocationProbe } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';
import { centredScrollLeft } from '../centre-scroll';
import SettingsShell from '../settings-shell';
import {
  SIDE_NAV_INDICATOR_SLIDE_MS,
  TAB_BAR_HEIGHT_PX,
  TAB_GAP_PX,
  TAB_INDICATOR_SLIDE_MS,
} from '../settings-layout';

withSettingsApi();

const tab = (name: string) => screen.getByRole('tab', { name });

async function openAt(path: string) {
  const result = renderApp(`/projects/p1/settings/${path}`);
  await screen.findByRole('tablist', { name: 'Settings sections' });
  // The members' tab (Integrations) joins once the caller's role is known.
  await screen.findByRole('tab', { name: 'Integrations' });
  return result;
}

describe('the tab bar from the keyboard', () => {
  it('moves focus right and left, wrapping round at both ends', async () => {
    const { user } = await openAt('danger-zone');
    act(() => tab('Danger Zone').focus());

    await user.keyboard('{ArrowRight}');
    expect(tab('General')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Business')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Danger Zone')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('General')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Danger Zone')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Danger Zone')).toHaveFocus();
    // Moving focus does not open a tab: the route still shows the Danger Zone.
    expect(currentLocation()).toBe('/projects/p1/settings/danger-zone');
  });

  it('keeps a single tab stop that follows focus (roving tabindex), back on the selected tab on leaving', async () => {
    const { user } = await openAt('business');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual([
      '-1',
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);

    act(() => tab('Business').focus());
    await user.keyboard('{ArrowRight}');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);

    await user.tab(); // out of the bar, into the tab panel
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual([
      '-1',
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);
  });

  it('opens the focused tab with Enter or Space, and the route selects it', async () => {
    const { user } = await openAt('project');
    act(() => tab('General').focus());
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/business'));
    expect(tab('Business')).toHaveAttribute('aria-selected', 'true');
    expect(tab('General')).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowLeft}{ArrowLeft} ');
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/danger-zone'));
    expect(tab('Danger Zone')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a tab on click, and the panel follows', async () => {
    const { user } = await openAt('project');
    await user.click(tab('Notifications'));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/notifications'));
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('the other navigations', () => {
  it('marks the current item of the side navigation and moves it with the route', async () => {
    const { user } = await openAt('project');
    const side = screen.getByRole('navigation', { name: 'Project settings' });
    expect(within(side).getByRole('link', { current: 'page' })).toHaveAccessibleName(/^General/);
    await user.click(within(side).getByRole('link', { name: /^Data Sources/ }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/data-sources'));
    expect(within(side).getByRole('link', { current: 'page' })).toHaveAccessibleName(/^Data Sources/);
    expect(tab('Data Sources')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a section from the compact navigation', async () => {
    const { user } = await openAt('project');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Settings section' }), 'Danger Zone');
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/danger-zone'));
    expect(tab('Danger Zone')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no tab bar (nor other navigation) without a projectId in the route', async () => {
    render(
      <MemoryRouter initialEntries={['/settings/project']}>
        <Routes>
          <Route path="/settings" element={<SettingsShell />}>
            <Route path="project" element={<p>General body</p>} />
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );
    expect(await screen.findByText('General body')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Settings' })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the shell’s numbers', () => {
  it('are the spec’s: a 48 px bar, 24 px between tabs, a 300 ms underline, a 0.2 s side indicator', async () => {
    expect([TAB_BAR_HEIGHT_PX, TAB_GAP_PX, TAB_INDICATOR_SLIDE_MS, SIDE_NAV_INDICATOR_SLIDE_MS]).toEqual([
      48, 24, 300, 200,
    ]);
    await openAt('project');
    const bar = screen.getByRole('tablist').parentElement!;
    expect(bar.style.getPropertyValue('--settings-tab-bar-height')).toBe('48px');
    expect(bar.style.getPropertyValue('--settings-tab-gap')).toBe('24px');
    expect(bar.style.getPropertyValue('--settings-tab-slide')).toBe('300ms');
    const side = screen.getByRole('navigation', { name: 'Project settings' });
    expect(side.style.getPropertyValue('--settings-side-slide')).toBe('200ms');
  });

  it('centres the active tab in the bar, within what can be scrolled', () => {
    const viewport = { width: 300, scrollWidth: 900 };
    expect(centredScrollLeft({ offset: 400, width: 100 }, viewport)).toBe(300);
    expect(centredScrollLeft({ offset: 20, width: 100 }, viewport)).toBe(0);
    expect(centredScrollLeft({ offset: 850, width: 50 }, viewport)).toBe(600);
    expect(centredScrollLeft({ offset: 10, width: 80 }, { width: 600, scrollWidth: 600 })).toBe(0);
  });
});
