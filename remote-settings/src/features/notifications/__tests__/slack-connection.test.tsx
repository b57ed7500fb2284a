import { screen, waitFor, within } from '@testing-library/react';
import { findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';
import { connectedSlack, SLACK_NOT_CONFIGURED_SENTENCE } from '../../../testing/slack-routes';

const api = withSettingsApi();

const slackSection = () => screen.getByRole('region', { name: 'Slack workspace' });

async function openNotifications() {
  const result = renderApp('/projects/p1/settings/notifications');
  await screen.findByRole('switch', { name: 'Slack alerts' });
  return result;
}

describe('the Slack section of the Notifications tab', () => {
  it('tells a member whom to ask when the server has no Slack app, the variables folded away, no Connect', async () => {
    api().state.slack = null;
    const { user } = await openNotifications();
    expect(
      await within(slackSection()).findByText(
        /^Slack is not set up on this server; ask the person who runs Signalboard\./,
      ),
    ).toBeVisible();
    // The operator's words are there, but folded under "For the administrator".
    expect(within(slackSection()).getByText('SLACK_CLIENT_ID')).not.toBeVisible();
    await user.click(within(slackSection()).getByText('For the administrator'));
    for (const name of ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET', 'SLACK_SIGNING_SECRET']) {
      expect(within(slackSection()).getByText(name)).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Connect Slack' })).not.toBeInTheDocument();
    // A readable state (the read answered 200, configured: false), not the tab's load error.
    expect(api().count('GET /slack/p1/connection')).toBeGreaterThan(0);
    expect(screen.queryByText(SLACK_NOT_CONFIGURED_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(/We could not load the Slack connection/)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail alerts' })).toBeVisible();
  });

  it('offers Connect when disconnected, and says alerts start once connected', async () => {
    const { user } = await openNotifications();
    const connect = await screen.findByRole('button', { name: 'Connect Slack' });
    expect(within(slackSection()).getByText('No Slack workspace is connected.')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Slack alerts' }));
    expect(
      within(slackSection()).getByText(/Slack alerts start once one is connected and a channel is picked/),
    ).toBeVisible();

    // jsdom cannot leave for Slack; the authorize URL was asked for and the button stays busy.
    await user.click(connect);
    await waitFor(() => expect(api().count('POST /slack/p1/connect')).toBe(1));
    await waitFor(() =>
      expect(within(slackSection()).getByRole('button', { name: /Opening Slack/ })).toBeDisabled(),
    );
    expect(api().count('PUT /api/v1/notification-settings/p1')).toBe(0);
  });

  it('shows the workspace and the channel when connected, and sends a test message', async () => {
    api().state.slack!.connection = connectedSlack();
    const { user } = await openNotifications();
    const section = slackSection();
    expect(await within(section).findByText('Acme Sales')).toBeVisible();
    expect(within(section).getByText('#leads')).toBeVisible();
    expect(within(section).getByText(/Turn on Slack alerts above and save/)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Send a test message' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Test message sent to #leads.');
    expect(api().state.slack!.tests).toEqual(['leads']);
  });

  it('changes the channel with a searchable picker: lock for private ones, the bot’s membership, keyboard', async () => {
    api().state.slack!.connection = connectedSlack();
    const { user } = await openNotifications();
    await user.click(await screen.findByRole('button', { name: 'Change channel' }));

    const combobox = await screen.findByRole('combobox', { name: 'Slack channel' });
    expect(combobox).toHaveFocus();
    const listbox = await screen.findByRole('listbox', { name: 'Slack channels' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    expect(
      within(listbox).getByRole('option', { name: /sales-private, private, bot not in channel/ }),
    ).toBeVisible();
    expect(within(listbox).getByRole('option', { name: 'leads' })).toHaveAttribute('aria-selected', 'true');

    await user.type(combobox, 'gen');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByText('1 channel.')).toBeVisible();
    await user.keyboard('{Enter}');

    expect(await within(slackSection()).findByRole('status')).toHaveTextContent('Alerts now go to #general.');
    expect(within(slackSection()).getByText('#general')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Slack channel' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change channel' })).toHaveFocus());
    const put = api().requests.find((r) => r.path === '/slack/p1/update-channel');
    expect(put?.query).toEqual({ channel_id: 'C2', channel_name: 'general' });
    // Picking a channel is not a change of the form.
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('shows the /invite hint next to the picker when the bot is not in a private channel', async () => {
    api().state.slack!.connection = connectedSlack();
    const { user } = await openNotifications();
    await user.click(await screen.findByRole('button', { name: 'Change channel' }));
    const combobox = await screen.findByRole('combobox', { name: 'Slack channel' });
    await user.type(combobox, 'private');
    await user.click(await screen.findByRole('option', { name: /sales-private/ }));

    const alert = await findAlert('/invite @Signalboard');
    expect(alert).toHaveTextContent("Signalboard's Slack app is not in #sales-private.");
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription(/Type \/invite @Signalboard in that channel/);
    expect(within(slackSection()).getByText('#leads')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Slack channel' })).not.toBeInTheDocument();
  });

  it('asks for a channel when connected without one: alerts go nowhere until then', async () => {
    api().state.slack!.connection = connectedSlack({ channel_id: null, channel_name: null });
    const { user } = await openNotifications();
    expect(
      await within(slackSection()).findByText(
        'Pick the channel alerts go to. Until then, no alert goes to Slack.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a test message' })).not.toBeInTheDocument();
    // Shown by the page, not opened by the user: it does not take the focus.
    expect(screen.getByRole('combobox', { name: 'Slack channel' })).not.toHaveFocus();
    await user.click(await screen.findByRole('option', { name: /sales-team/ }));
    expect(await within(slackSection()).findByText('#sales-team')).toBeVisible();
  });

  it('disconnects after a confirmation, then offers Connect with focus on it', async () => {
    api().state.slack!.connection = connectedSlack();
    const { user } = await openNotifications();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Slack?' });
    expect(dialog).toHaveTextContent('Signalboard stops posting to Acme Sales');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count('DELETE /slack/p1/disconnect')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect Slack?' })).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    const connect = await screen.findByRole('button', { name: 'Connect Slack' });
    expect(api().count('DELETE /slack/p1/disconnect')).toBe(1);
    expect(within(slackSection()).getByRole('status')).toHaveTextContent('Slack is disconnected.');
    await waitFor(() => expect(connect).toHaveFocus());
  });

  it('puts focus on Connect when the connection is read again slowly after Disconnect', async () => {
    api().state.slack!.connection = connectedSlack();
    const { user } = await openNotifications();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const server = api();
    server.route('GET /slack/:projectId/connection', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { status: 200, body: server.state.slack!.connection };
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect Slack?' })).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    const connect = await screen.findByRole('button', { name: 'Connect Slack' });
    await waitFor(() => expect(connect).toHaveFocus());
    // It stays there: the dialog's own focus return does not take it back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connect).toHaveFocus();
  });

  it('warns when the token was revoked, with Reconnect as the fix', async () => {
    api().state.slack!.connection = connectedSlack({
      status: 'broken',
      broken_code: 'token_revoked',
      broken_reason: 'Slack says Signalboard’s access was revoked (the app was removed from Acme Sales).',
    });
    const { user } = await openNotifications();
    const section = slackSection();
    expect(await within(section).findByText('Slack alerts stopped.')).toBeVisible();
    expect(within(section).getByText(/access was revoked/)).toBeVisible();
    expect(within(section).getByText('Reconnect Slack to give Signalboard access again.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Send a test message' })).not.toBeInTheDocument();
    // The revoked token cannot list channels: the only fix offered is a new connection.
    expect(within(section).queryByRole('button', { name: 'Change channel' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Reconnect Slack' }));
    await waitFor(() => expect(api().count('POST /slack/p1/connect')).toBe(1));
  });

  it('warns when the channel is gone, and picking another one mends the connection', async () => {
    api().state.slack!.connection = connectedSlack({
      status: 'broken',
      broken_code: 'channel_not_found',
      broken_reason: 'The channel #leads was deleted or archived.',
    });
    const { user } = await openNotifications();
    const section = slackSection();
    expect(await within(section).findByText(/#leads was deleted or archived/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Reconnect Slack' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Pick another channel' }));
    await user.click(await screen.findByRole('option', { name: /general/ }));
    expect(await within(section).findByText('#general')).toBeVisible();
    expect(within(section).queryByText('Slack alerts stopped.')).not.toBeInTheDocument();
  });
});
