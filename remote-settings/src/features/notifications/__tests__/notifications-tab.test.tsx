import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import type { NotificationSettings } from '@signalboard/shared/api';
import { renderApp } from '../../../testing/render-app';
import { testSignal, withSettingsApi } from '../../../testing/settings-api';
import { NOT_SAVED_YET } from '../notification-form';

const api = withSettingsApi();

async function openNotifications() {
  const result = renderApp('/projects/p1/settings/notifications');
  await screen.findByRole('switch', { name: 'E-mail alerts' });
  return result;
}

const save = () => screen.getByRole('button', { name: 'Save changes' });
const recipientInput = () => screen.getByRole('textbox', { name: 'Recipients' });
const lastPut = () =>
  api()
    .requests.filter((r) => r.method === 'PUT')
    .at(-1)?.body as NotificationSettings;

describe('the Notifications tab', () => {
  it('shows the saved settings (the defaults until saved)', async () => {
    await openNotifications();
    expect(screen.getByRole('switch', { name: 'E-mail alerts' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Slack alerts' })).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByRole('button', { name: 'Connect Slack' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Recipients' })).getByText('ada@example.com'),
    ).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Minimum lead score' })).toHaveValue('50');
    expect(screen.getByRole('spinbutton', { name: 'Minimum lead score, as a number' })).toHaveValue(50);
    expect(screen.getByRole('radio', { name: 'All signals' })).toBeChecked();
  });

  it('saves every field with PUT: frequency, recipients, Slack, score', async () => {
    const { user } = await openNotifications();
    await user.click(screen.getByRole('radio', { name: 'As they arrive' }));
    await user.type(recipientInput(), 'Grace@Example.com{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Recipients' })).getByText('Grace@Example.com'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    await user.click(screen.getByRole('switch', { name: 'Slack alerts' }));
    const score = screen.getByRole('spinbutton', { name: 'Minimum lead score, as a number' });
    await user.clear(score);
    await user.type(score, '75');
    expect(
      screen.getByText('Only leads scoring 75 or more send an alert (scores go up to 100).'),
    ).toBeVisible();
    await user.click(save());

    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(lastPut()).toEqual({
      email_enabled: true,
      email_frequency: 'instant',
      email_recipients: ['Grace@Example.com'],
      slack_enabled: true,
      min_score: 75,
      intent_signal_ids: [],
      // Never saved before: the browser's own zone.
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // What the server stored (lower-cased) is what the form shows now.
    expect(await screen.findByText('grace@example.com')).toBeVisible();
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('says once, in the save bar, that the suggestions are not saved, and saves them as they are', async () => {
    const { user } = await openNotifications();
    // One status: never "All changes saved." beside "suggested, not saved".
    expect(screen.getByText(NOT_SAVED_YET)).toBeVisible();
    expect(screen.queryByText('All changes saved.')).not.toBeInTheDocument();
    expect(screen.getAllByText(/not saved/i)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await user.click(save());
    await screen.findByText('Notification settings saved');
    expect(lastPut()).toMatchObject({ email_frequency: 'daily', email_recipients: ['ada@example.com'] });
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeVisible());
    expect(screen.queryByText(NOT_SAVED_YET)).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('says "You have unsaved changes." once the suggestions are changed', async () => {
    const { user } = await openNotifications();
    await user.click(screen.getByRole('radio', { name: 'As they arrive' }));
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    expect(screen.queryByText(NOT_SAVED_YET)).not.toBeInTheDocument();
  });

  it('sends digests at 08:00 in the chosen time zone', async () => {
    api().state.notifications.p1 = {
      email_enabled: true,
      email_frequency: 'weekly',
      email_recipients: ['ada@example.com'],
      slack_enabled: false,
      min_score: 40,
      intent_signal_ids: [],
      timezone: 'Asia/Kolkata',
      saved: true,
    };
    const { user } = await openNotifications();
    const zone = screen.getByRole('combobox', { name: 'Time zone for digests' });
    expect(zone).toHaveValue('Asia/Kolkata');
    expect(zone).toHaveAccessibleDescription(
      'The weekly digest arrives on Monday at 08:00 in this time zone.',
    );
    expect(screen.getByText('All changes saved.')).toBeVisible();
    expect(save()).toBeDisabled();
    await user.selectOptions(zone, 'America/New_York');
    await user.click(screen.getByRole('radio', { name: 'Daily digest' }));
    expect(zone).toHaveAccessibleDescription('The daily digest arrives at 08:00 in this time zone.');
    await user.click(save());
    await screen.findByText('Notification settings saved');
    expect(lastPut()).toMatchObject({ email_frequency: 'daily', timezone: 'America/New_York' });
  });

  it('checks each recipient as it is added, naming what is wrong', async () => {
    const { user } = await openNotifications();
    await user.type(recipientInput(), 'grace-at-example{Enter}');
    expect(
      await screen.findByText('“grace-at-example” is not an e-mail address: use the form name@example.com.'),
    ).toBeVisible();
    expect(recipientInput()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(recipientInput());
    await user.type(recipientInput(), 'ADA@example.com{Enter}');
    expect(await screen.findByText('ADA@example.com is already a recipient.')).toBeVisible();
    expect(api().count('PUT /api/v1/notification-settings/p1')).toBe(0);
  });

  it('adds an address typed but not yet added when saving', async () => {
    const { user } = await openNotifications();
    await user.type(recipientInput(), 'grace@example.com');
    await user.click(save());
    await screen.findByText('Notification settings saved');
    expect(lastPut().email_recipients).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('needs a recipient while e-mail alerts are on', async () => {
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    await user.click(save());
    expect(await screen.findByText('Add at least one recipient, or turn e-mail alerts off.')).toBeVisible();
    expect(recipientInput()).toHaveFocus();
    expect(api().count('PUT /api/v1/notification-settings/p1')).toBe(0);

    await user.click(screen.getByRole('switch', { name: 'E-mail alerts' }));
    expect(
      screen.queryByText('Add at least one recipient, or turn e-mail alerts off.'),
    ).not.toBeInTheDocument();
    await user.click(save());
    await screen.findByText('Notification settings saved');
    expect(lastPut()).toMatchObject({ email_enabled: false, email_recipients: [] });
  });

  it('puts the server’s refusal at the field it names', async () => {
    const { user } = await openNotifications();
    await user.type(recipientInput(), 'sales@blocked.example{Enter}');
    await user.click(save());
    expect(await screen.findByText('email_recipients: this domain does not accept alerts')).toBeVisible();
    await waitFor(() => expect(recipientInput()).toHaveFocus());
  });

  it('alerts for the chosen intent signals only, or for all of them', async () => {
    api().state.intentSignals = [
      testSignal('s1', 'Asking for a CRM'),
      testSignal('s2', 'Leaving HubSpot', false),
    ];
    const { user } = await openNotifications();
    await user.click(screen.getByRole('radio', { name: 'Only the signals I choose' }));
    await user.click(save());
    expect(
      await screen.findByText('Choose at least one intent signal, or alert for all of them.'),
    ).toBeVisible();

    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Leaving HubSpot',
        description: '(switched off: it matches no new leads)',
      }),
    );
    await user.click(save());
    await screen.findByText('Notification settings saved');
    expect(lastPut().intent_signal_ids).toEqual(['s2']);

    await user.click(screen.getByRole('radio', { name: 'All signals' }));
    await user.click(save());
    await waitFor(() => expect(lastPut().intent_signal_ids).toEqual([]));
  });

  it('leaves out chosen signals that no longer exist', async () => {
    api().state.intentSignals = [testSignal('s1', 'Asking for a CRM')];
    api().state.notifications.p1 = {
      email_enabled: true,
      email_frequency: 'weekly',
      email_recipients: ['ada@example.com'],
      slack_enabled: false,
      min_score: 40,
      intent_signal_ids: ['s1', 'gone'],
      timezone: 'Europe/Paris',
      saved: true,
    };
    const { user } = await openNotifications();
    expect(
      await screen.findByText('One chosen signal no longer exists; it is left out when you save.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Asking for a CRM' })).toBeChecked();
    const score = screen.getByRole('spinbutton', { name: 'Minimum lead score, as a number' });
    await user.clear(score);
    await user.type(score, '45');
    await user.click(save());
    await screen.findByText('Notification settings saved');
    expect(lastPut()).toMatchObject({ intent_signal_ids: ['s1'], min_score: 45 });
  });

  it('says when the settings cannot be loaded (e.g. a guest)', async () => {
    api().route('GET /api/v1/notification-settings/:projectId', () =>
      errorReply(403, 'PROJECT_MEMBERS_ONLY', "Only members of the project's organization can do this."),
    );
    renderApp('/projects/p1/settings/notifications');
    await findAlert(
      "We could not load the notification settings. Only members of the project's organization can do this.",
    );
  });
});
