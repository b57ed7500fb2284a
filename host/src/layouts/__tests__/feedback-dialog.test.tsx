// "Send feedback" in the main layout, end to end: the real shell and dialog, the real API client
// against a real HTTP server that plays POST /api/v1/feedback.
// The remotes' test setup: DOM matchers (toHaveFocus, toHaveAccessibleDescription) and a clean slate.
import '@signalboard/shared/testing/setup';
import { notify } from '@signalboard/shared/feedback';
import { queryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { errorReply, startApiServer, withApiServer, type ApiReply } from '@signalboard/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { FEEDBACK_SENT } from '../feedback-dialog';

const me = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_active: true,
  is_superuser: false,
  is_verified: true,
  created_at: '2025-01-01T00:00:00Z',
};
const organization = {
  id: 'o1',
  name: 'Acme',
  website: null,
  created_at: '2025-01-01T00:00:00Z',
  role: 'owner',
};
const project = {
  id: 'p1',
  name: 'Project p1',
  business_description: null,
  website: null,
  organization_id: 'o1',
  created_at: '2025-01-01T00:00:00Z',
};

const api = withApiServer(() => startApiServer({}), { keepConfig: true });
const answer = (key: string, reply: ApiReply) => api().route(key, () => reply);
const sent = () => api().requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/feedback');

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
let stop: (() => void) | undefined;
beforeEach(() => {
  answer('GET /users_info/me', { status: 200, body: me });
  answer('GET /api/v1/organization', { status: 200, body: organization });
  answer('GET /api/v1/project', { status: 200, body: [project] });
  answer('POST /api/v1/feedback', { status: 201, body: { id: 'fb-1' } });
  useSession.getState().signIn('token');
});
afterEach(() => {
  stop?.();
  act(() => notify.remove());
  useSession.getState().signOut();
  queryClient.clear();
  localStorage.clear();
});

/** The shell on a project's leads, the feedback dialog opened from the sidebar. */
async function openFromSidebar() {
  const user = userEvent.setup();
  const shell = renderShell('/projects/p1/leads');
  stop = shell.stop;
  await screen.findByRole('heading', { level: 1, name: 'leads:leads' }, { timeout: 3000 });
  const trigger = screen.getByRole('button', { name: 'Send feedback' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
  const text = within(dialog).getByRole('textbox', { name: 'Your feedback' });
  return { user, trigger, dialog, text };
}

describe('Send feedback', () => {
  it('sends the text and the page, thanks the user and returns focus to the trigger', async () => {
    const { user, trigger, dialog, text } = await openFromSidebar();
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAccessibleDescription('0 of 5,000 characters');

    await user.type(text, '  The lead list is great 🎉  ');
    expect(text).toHaveAccessibleDescription('28 of 5,000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText(FEEDBACK_SENT)).toBeTruthy();
    expect(FEEDBACK_SENT).toBe('Thanks — your feedback was sent.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent().map((r) => r.body)).toEqual([
      { feedback: 'The lead list is great 🎉', page: '/projects/p1/leads' },
    ]);
    expect(sent()[0]?.authorization).toBe('Bearer token');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('asks for a text before sending anything', async () => {
    const { user, dialog, text } = await openFromSidebar();
    await user.type(text, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(text).toHaveAccessibleDescription(/Write your feedback before sending it\./);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();

    await user.type(text, 'ok');
    expect(text).not.toHaveAccessibleDescription(/Write your feedback/);
    expect(sent()).toHaveLength(0);
  });

  it('counts against the limit and refuses a text over it', async () => {
    const { user, dialog, text } = await openFromSidebar();
    await user.click(text);
    await user.paste('a'.repeat(5001));
    expect(text).toHaveAccessibleDescription('5,001 of 5,000 characters: 1 too many');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(text).toHaveAccessibleDescription(/Feedback can be at most 5,000 characters\./);
    expect(sent()).toHaveLength(0);
  });

  it("keeps the dialog and the text on a refusal, with the server's sentence inside", async () => {
    answer(
      'POST /api/v1/feedback',
      errorReply(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    );
    const { user, trigger, dialog, text } = await openFromSidebar();
    await user.type(text, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));

    // The alert region can exist (empty) before the refusal arrives: wait for its text, not its presence.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please wait a minute and try again.',
      ),
    );
    expect(text).toHaveValue('Hello');
    expect(text).toHaveFocus();
    expect(screen.queryByText(FEEDBACK_SENT)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows that it is sending, and cannot be sent twice meanwhile', async () => {
    let release: (reply: ApiReply) => void = () => undefined;
    api().route('POST /api/v1/feedback', () => new Promise<ApiReply>((resolve) => (release = resolve)));
    const { user, dialog, text } = await openFromSidebar();
    await user.type(text, 'Slow network');
    const send = within(dialog).getByRole('button', { name: 'Send feedback' });
    await user.click(send);

    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release({ status: 201, body: { id: 'fb-2' } });
    expect(await screen.findByText(FEEDBACK_SENT)).toBeTruthy();
    expect(sent()).toHaveLength(1);
  });

  it('opens from the account menu too, and gives focus back to it', async () => {
    const user = userEvent.setup();
    const shell = renderShell('/projects');
    stop = shell.stop;
    const account = await screen.findByRole(
      'button',
      { name: /^Account menu for Ada Lovelace/ },
      { timeout: 3000 },
    );
    await user.click(account);
    await user.click(screen.getByRole('menuitem', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(account).toHaveFocus());
  });
});
