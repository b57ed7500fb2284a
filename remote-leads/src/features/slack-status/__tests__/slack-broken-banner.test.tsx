// The "Slack alerts stopped" warning over the lead list: shown to members when the project's Slack
// connection is broken, with Slack's reason and the way to the settings; dismissible; never for a
// guest, a healthy connection or a server without Slack.
import { screen, waitFor } from '@testing-library/react';
import { currentLocation } from '@signalboard/shared/testing';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';
import { disconnectedSlack } from '../../../testing/slack-routes';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const REASON = 'Slack says Signalboard’s access was revoked (the app was removed from Acme Sales).';

function breakSlack(broken_code = 'token_revoked') {
  api().state.slackConnection = {
    ...disconnectedSlack(),
    status: 'broken',
    team_id: 'T1',
    team_name: 'Acme Sales',
    channel_id: 'C1',
    channel_name: 'leads',
    connected_at: '2025-02-01T09:30:00.000Z',
    broken_code,
    broken_reason: REASON,
  };
}

async function openLeads() {
  const result = renderApp(`/projects/${PROJECT}/leads`);
  await screen.findByRole('heading', { level: 1, name: 'Leads' });
  return result;
}

const banner = () => screen.queryByRole('region', { name: 'Slack alerts' });

describe('the broken Slack warning in the lead workspace', () => {
  it('tells a member why Slack alerts stopped and links to the Notifications settings', async () => {
    breakSlack();
    const { user } = await openLeads();
    const region = await screen.findByRole('region', { name: 'Slack alerts' });
    expect(region).toHaveTextContent(`Slack alerts stopped: ${REASON} Fix it in Settings → Notifications.`);
    await user.click(screen.getByRole('link', { name: 'Settings → Notifications' }));
    await waitFor(() => expect(currentLocation()).toBe(`/projects/${PROJECT}/settings/notifications`));
  });

  it('goes away when dismissed, and stays away for the same breakage only', async () => {
    breakSlack();
    const first = await openLeads();
    await first.user.click(await screen.findByRole('button', { name: 'Dismiss the Slack warning' }));
    expect(banner()).not.toBeInTheDocument();
    first.unmount();

    // The broken connection is still known (cached) when the page opens again, and stays hidden.
    await openLeads();
    expect(api().state.slackConnection?.status).toBe('broken');
    expect(banner()).not.toBeInTheDocument();
  });

  it('comes back when the connection breaks another way', async () => {
    localStorage.setItem(
      `signalboard.slack-broken-dismissed.${PROJECT}`,
      '2025-02-01T09:30:00.000Z token_revoked',
    );
    breakSlack('channel_not_found');
    await openLeads();
    expect(await screen.findByRole('region', { name: 'Slack alerts' })).toBeVisible();
  });

  it('still warns, and can be dismissed, where the browser refuses storage', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    try {
      breakSlack();
      const { user } = await openLeads();
      await user.click(await screen.findByRole('button', { name: 'Dismiss the Slack warning' }));
      expect(banner()).not.toBeInTheDocument();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it('shows nothing to a guest, and does not ask', async () => {
    breakSlack();
    api().state.project.viewer_role = 'guest';
    await openLeads();
    await waitFor(() => expect(api().count(`GET /api/v1/project/${PROJECT}`)).toBeGreaterThan(0));
    expect(banner()).not.toBeInTheDocument();
    expect(api().count(`GET /slack/${PROJECT}/connection`)).toBe(0);
  });

  it('shows nothing while Slack works', async () => {
    await openLeads();
    await waitFor(() => expect(api().count(`GET /slack/${PROJECT}/connection`)).toBe(1));
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows nothing on a server without Slack', async () => {
    api().state.slackConnection = null;
    await openLeads();
    await waitFor(() => expect(api().count(`GET /slack/${PROJECT}/connection`)).toBe(1));
    expect(banner()).not.toBeInTheDocument();
  });
});
