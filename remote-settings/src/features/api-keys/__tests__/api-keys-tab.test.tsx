import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { testApiKey } from '../../../testing/api-key-routes';
import { renderApp } from '../../../testing/render-app';
import { testProject, withSettingsApi } from '../../../testing/settings-api';
import { openApiKeys, row } from './api-keys-test-kit';

const api = withSettingsApi();

const HOUR = 3_600_000;

// The first test pays for loading the tab's chunk on the spot.
describe('the API keys tab', { timeout: 15_000 }, () => {
  it('sits after Integrations, says what keys are for, and offers the first key when there is none', async () => {
    await openApiKeys();
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs.slice(-3)).toEqual(['Integrations', 'API keys', 'Danger Zone']);

    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeVisible();
    expect(screen.getByText(/lets your own scripts and AI assistants use Signalboard/)).toBeVisible();
    const reference = screen.getByRole('link', { name: /API reference/ });
    expect(reference).toHaveAttribute('href', `${api().url}/docs`);
    expect(screen.getByText(`${api().url}/mcp`)).toBeVisible();
    expect(screen.getByText(`${api().url}/mcp`).closest('dd')).toContainElement(
      screen.getByRole('button', { name: 'Copy' }),
    );
  });

  it('lists the keys: active first, who made them, reach, scopes, last use and why stopped keys stopped', async () => {
    const now = Date.now();
    api().state.apiKeys.keys = [
      testApiKey({
        id: 'k3',
        name: 'Old export',
        prefix: 'sb_live_OldE',
        state: 'revoked',
        revoked_at: '2025-03-02T10:00:00.000Z',
      }),
      testApiKey({
        id: 'k2',
        name: 'Claude on Ada’s laptop',
        prefix: 'sb_live_ClAu',
        reach: 'organization',
        project_id: null,
        scopes: ['leads:read', 'leads:write'],
        created_by: null,
        last_used_at: new Date(now - 3 * HOUR).toISOString(),
        expires_at: '2099-06-01T12:00:00.000Z',
      }),
      testApiKey({ id: 'k1', name: 'Nightly CRM sync', prefix: 'sb_live_AbCd' }),
    ];
    await openApiKeys();
    await screen.findByRole('heading', { name: 'Keys for Acme CRM' });

    const names = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('.api-keys-row__name')?.textContent);
    expect(names).toEqual(['Claude on Ada’s laptop', 'Nightly CRM sync', 'Old export']);

    const claude = within(row('Claude on Ada’s laptop'));
    expect(claude.getByText('sb_live_ClAu…')).toBeVisible();
    expect(claude.getByText('All projects')).toBeVisible();
    expect(
      within(claude.getByRole('list', { name: 'Scopes' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Read leads', 'Change leads']);
    expect(claude.getByText('3 hours ago')).toBeVisible();
    expect(claude.getByText('by a former member')).toBeVisible();
    expect(claude.getByText('Active')).toBeVisible();
    expect(claude.getByText(/Jun 1, 2099/)).toBeVisible();

    const nightly = within(row('Nightly CRM sync'));
    expect(nightly.getByText('Acme CRM')).toBeVisible();
    expect(nightly.getByText('Never')).toBeVisible();
    expect(nightly.getByText('by Ada Lovelace')).toBeVisible();
    expect(nightly.getByText('No expiry')).toBeVisible();

    const old = row('Old export');
    expect(old).toHaveClass('api-keys-row--stopped');
    expect(within(old).getByText('Revoked')).toBeVisible();
    expect(within(old).getByText('Mar 2, 2025')).toBeVisible();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('shows why the keys could not be loaded, and Try again loads them', async () => {
    let fail = true;
    api().route('GET /api/v1/project/:projectId/api_keys', () =>
      fail
        ? errorReply(403, 'ORGANIZATION_REQUIRED', 'Create or join an organization first.')
        : { status: 200, body: { keys: [] } },
    );
    const { user } = await openApiKeys();
    await findAlert('We could not load the API keys. Create or join an organization first.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  });
});

describe('a guest', () => {
  it('never sees the tab, and is told so when opening it by its address', async () => {
    api().state.projects = [testProject({ viewer_role: 'guest' })];
    renderApp('/projects/p1/settings/api-keys');
    expect(await screen.findByText(/API keys are for members of the project’s organization/)).toBeVisible();
    const tablist = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(within(tablist).queryByRole('tab', { name: 'API keys' })).not.toBeInTheDocument();
    const side = screen.getByRole('navigation', { name: 'Project settings' });
    expect(within(side).queryByRole('link', { name: /^API keys/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Settings section' })).not.toHaveTextContent('API keys');
    await waitFor(() => expect(api().count('GET /api/v1/project/p1/api_keys')).toBe(0));
  });
});
