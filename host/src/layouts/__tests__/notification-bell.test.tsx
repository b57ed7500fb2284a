// The bell in the signed-in shell: the unseen count, the popover of notifications (plain text, linking to
// the lead), "Mark all as seen", the empty state, and "Notification choices" (the person's own choice).
import '@signalboard/shared/testing/setup';
import { useSession } from '@signalboard/shared/session';
import { startApiServer, withApiServer } from '@signalboard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { EMPTY_NOTIFICATIONS } from '../notification-bell';

const PROJECT = '11111111-1111-4111-8111-111111111111';
const LEAD = '22222222-2222-4222-8222-222222222222';
const state = {
  unseen: 2,
  items: [] as object[],
  seenCalls: [] as unknown[],
  saved: [] as unknown[],
  fallback: null as string | null,
};
const notification = (over: object) => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'assigned',
  project_id: PROJECT,
  project_name: 'Team inbox',
  lead_id: LEAD,
  lead_count: 1,
  lead_title: 'Need a CRM',
  actor_name: 'Ada Lovelace',
  note_excerpt: null,
  text: 'Ada Lovelace assigned you a lead: Need a CRM',
  created_at: '2026-11-30T10:00:00Z',
  seen_at: null,
  ...over,
});

withApiServer(
  () =>
    startApiServer({
      'GET /users_info/me': () => ({
        status: 200,
        body: {
          id: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c',
          email: 'grace@partner.example',
          first_name: 'Grace',
          last_name: 'Hopper',
          is_active: true,
          is_superuser: false,
          is_verified: true,
          created_at: '2025-01-01T00:00:00Z',
        },
      }),
      'GET /api/v1/organization': () => ({
        status: 404,
        body: { detail: 'Organization not found', code: 'ORGANIZATION_NOT_FOUND' },
      }),
      'GET /api/v1/project': () => ({ status: 200, body: [] }),
      'GET /api/v1/notifications/unseen_count': () => ({ status: 200, body: { unseen: state.unseen } }),
      'GET /api/v1/notifications': () => ({
        status: 200,
        body: { items: state.items, next_before: null },
      }),
      'POST /api/v1/notifications/seen': ({ body }) => {
        state.seenCalls.push(body);
        state.unseen = 0;
        state.items = state.items.map((item) => ({ ...item, seen_at: '2026-11-30T11:00:00Z' }));
        return { status: 200, body: { marked: 2, unseen: 0 } };
      },
      'GET /api/v1/notifications/preferences': () => ({
        status: 200,
        body: {
          assigned: 'app',
          mentioned: 'app',
          badge: 'all',
          slack_fallback: state.fallback,
          slack_fallback_at: null,
        },
      }),
      'PUT /api/v1/notifications/preferences': ({ body }) => {
        state.saved.push(body);
        return { status: 200, body: { ...(body as object), slack_fallback: null, slack_fallback_at: null } };
      },
    }),
  { keepConfig: true },
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
let stop: (() => void) | undefined;
afterEach(() => stop?.());

it('shows the unseen count, lists notifications as text linking to their lead, and marks all seen', async () => {
  state.unseen = 2;
  state.items = [
    notification({}),
    notification({
      id: '44444444-4444-4444-8444-444444444444',
      kind: 'mentioned',
      note_excerpt: '<img src=x onerror=alert(1)> look',
      text: 'Ada Lovelace mentioned you: <img src=x onerror=alert(1)> look',
    }),
  ];
  useSession.getState().signIn('token');
  const user = userEvent.setup();
  stop = renderShell('/').stop;
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unseen' }, { timeout: 15_000 });
  expect(bell).toHaveAttribute('aria-expanded', 'false');

  await user.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
  const links = await within(panel).findAllByRole('link');
  expect(links[0]).toHaveAccessibleName(/^New: Ada Lovelace assigned you a lead: Need a CRM Team inbox/);
  expect(links[0]).toHaveAttribute('href', `/projects/${PROJECT}/leads/${LEAD}`);
  // Someone's note is shown as text: no element is made of it.
  expect(links[1]).toHaveTextContent('Ada Lovelace mentioned you: <img src=x onerror=alert(1)> look');
  expect(panel.querySelector('img')).toBeNull();

  await user.click(within(panel).getByRole('button', { name: 'Mark all as seen' }));
  await waitFor(() => expect(state.seenCalls).toEqual([{ notification_ids: [], all: true }]));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  await waitFor(() => expect(within(panel).getAllByRole('link')[0]).not.toHaveAccessibleName(/^New:/));

  // Escape closes it and gives focus back to the bell.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Your notifications' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
});

it('says what will appear when there is nothing, and lets the person choose e-mail or Slack', async () => {
  state.unseen = 0;
  state.items = [];
  state.fallback = "No one in the project's Slack workspace uses your e-mail address.";
  useSession.getState().signIn('token');
  const user = userEvent.setup();
  stop = renderShell('/').stop;
  const bell = await screen.findByRole('button', { name: 'Notifications' }, { timeout: 15_000 });
  await user.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
  expect(await within(panel).findByText(EMPTY_NOTIFICATIONS)).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();

  await user.click(within(panel).getByRole('button', { name: /Choose how you are told/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Notification choices' });
  expect(
    await within(dialog).findByText(/sent by e-mail instead: No one in the project's Slack/),
  ).toBeInTheDocument();
  const assigned = within(dialog).getByRole('group', { name: 'When someone assigns you a lead' });
  const mentioned = within(dialog).getByRole('group', { name: 'When someone mentions you in a note' });
  await user.click(within(assigned).getByRole('radio', { name: 'In the app and by e-mail' }));
  await user.click(within(mentioned).getByRole('radio', { name: 'In the app and by Slack direct message' }));
  const badge = within(dialog).getByRole('group', { name: 'The Leads badge counts' });
  expect(within(badge).getByRole('radio', { name: 'Every unread lead of the project' })).toBeChecked();
  await user.click(within(badge).getByRole('radio', { name: 'Only the unread leads assigned to me' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(state.saved).toEqual([{ assigned: 'email', mentioned: 'slack', badge: 'mine' }]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notification choices' })).toBeNull());
});
