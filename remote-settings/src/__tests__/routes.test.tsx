import { screen, waitFor, within } from '@testing-library/react';
import { mountPaths, CONTRACT_VERSION, remoteMounts } from '@signalboard/shared/contract';
import { currentLocation } from '@signalboard/shared/testing';
import routes from '../routes';
import { renderApp } from '../testing/render-app';
import { withSettingsApi } from '../testing/settings-api';

withSettingsApi();

const tabs = [
  ['project', 'General'],
  ['business', 'Business'],
  ['data-sources', 'Data Sources'],
  ['lead-quality', 'Lead quality'],
  ['notifications', 'Notifications'],
  ['integrations', 'Integrations'],
  ['api-keys', 'API keys'],
  ['danger-zone', 'Danger Zone'],
] as const;

describe('the settings routes module', () => {
  it('speaks the current contract for the settings remote', () => {
    expect(routes.contractVersion).toBe(CONTRACT_VERSION);
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
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeVisible();
  });

  it.each(tabs)('pre-selects the tab of %s from the path, in every navigation', async (path, label) => {
    renderApp(`/projects/p1/settings/${path}`);
    const tablist = await screen.findByRole('tablist', { name: 'Settings sections' });
    // The members' tab joins once the caller's role is known.
    await within(tablist).findByRole('tab', { name: 'Integrations' });
    const selected = within(tablist).getByRole('tab', { selected: true });
    expect(selected).toHaveAccessibleName(label);
    expect(within(tablist).getAllByRole('tab')).toHaveLength(8);
    // The panel is the selected tab's, and the tab says so.
    const panel = screen.getByRole('tabpanel', { name: label });
    expect(selected).toHaveAttribute('aria-controls', panel.id);

    const side = screen.getByRole('navigation', { name: 'Project settings' });
    expect(within(side).getByRole('link', { current: 'page' })).toHaveAccessibleName(new RegExp(`^${label}`));
    expect(screen.getByRole('combobox', { name: 'Settings section' })).toHaveDisplayValue(label);
  });

  it('links every tab inside the current project', async () => {
    renderApp('/projects/p1/settings/business');
    const tablist = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(within(tablist).getByRole('tab', { name: 'Danger Zone' })).toHaveAttribute(
      'href',
      '/projects/p1/settings/danger-zone',
    );
  });

  it('shows the Slack return point: without an outcome, that Slack was not connected', async () => {
    renderApp('/slack-callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slack was not connected' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
  });

  it('draws no card of its own on the Slack page (the public layout is the card)', async () => {
    const { container } = renderApp('/slack-callback?status=success&project_id=p1');
    await screen.findByRole('heading', { level: 1, name: 'Slack is connected' });
    expect(container.querySelector('.sb-card')).toBeNull();
  });

  it('shows the CRM return point: an error in words, the way back to the project’s Integrations tab', async () => {
    renderApp('/crm-callback?status=error&provider=hubspot&reason=access_denied&project_id=p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'HubSpot was not connected' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Integrations settings' })).toHaveAttribute(
      'href',
      '/projects/p1/settings/integrations',
    );
  });

  it('sends an unknown tab to /404, as the host does', async () => {
    renderApp('/projects/p1/settings/billing');
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });
});
