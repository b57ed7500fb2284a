import { screen, waitFor, within } from '@testing-library/react';
import { mountPaths, REMOTE_CONTRACT_VERSION, remoteMounts } from '@signalboard/shared/contract';
import routes from '../routes';
import { renderApp } from '../testing/render-app';
import { currentLocation } from '@signalboard/shared/testing';

const tabs = [
  ['project', 'General'],
  ['business', 'Business'],
  ['data-sources', 'Data Sources'],
  ['notifications', 'Notifications'],
  ['danger-zone', 'Danger Zone'],
] as const;

describe('the settings routes module', () => {
  it('speaks the current contract for the settings remote', () => {
    expect(routes.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(routes.remote).toBe('settings');
  });

  it('fills exactly the mounts the host gives the settings remote', () => {
    expect(Object.keys(routes.mounts).sort()).toEqual([...remoteMounts.settings].sort());
    expect(Object.keys(mountPaths.settings).sort()).toEqual([...remoteMounts.settings].sort());
  });

  it('opens the General tab from the settings index', async () => {
    renderApp('/projects/p1/settings');
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/project'));
    expect(screen.getByRole('heading', { level: 1, name: 'Project Settings' })).toBeVisible();
    expect(
      screen.getByText('Manage your project name, business details, and notification settings'),
    ).toBeVisible();
  });

  it.each(tabs)('shows the %s tab as coming soon, marked current in the navigation', async (path, label) => {
    renderApp(`/projects/p1/settings/${path}`);
    expect(await screen.findByRole('heading', { name: `${label}: coming soon` })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
  });

  it('links every tab inside the current project', async () => {
    renderApp('/projects/p1/settings/business');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: 'Danger Zone' })).toHaveAttribute(
      'href',
      '/projects/p1/settings/danger-zone',
    );
  });

  it('shows the Slack return point as coming soon', async () => {
    renderApp('/slack-callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connecting Slack' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  });

  it('draws no card of its own on the Slack page (the public layout is the card)', async () => {
    const { container } = renderApp('/slack-callback');
    await screen.findByRole('heading', { level: 1, name: 'Connecting Slack' });
    expect(container.querySelector('.sb-card')).toBeNull();
  });

  it('sends an unknown tab to /404, as the host does', async () => {
    renderApp('/projects/p1/settings/billing');
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });
});
