// Inviting a guest by e-mail, per project: the form (checks before sending, the server's refusals at
// the field), the pending invitations (Resend, Cancel behind a confirmation) and their states.
import { screen, waitFor, within } from '@testing-library/react';
import { findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import {
  GUEST_INVITE_PENDING_SENTENCE,
  GUEST_IS_MEMBER_SENTENCE,
  testGuest,
  testGuestInvite,
  testUser,
} from '../../../testing/guest-routes';
import { ME, testMember, testOrganization, testProject, withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

const GRACE = testUser('0b6f8c8e-1a2b-4c3d-8e4f-5a6b7c8d9e01', 'grace@partner.example', 'Grace', 'Hopper');

beforeEach(() => {
  // The page marks invitations past their expiry: the fixtures' dates are read on Mar 5, 2025.
  // Only Date is faked; timers stay real for the HTTP server and user-event.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-05T12:00:00.000Z'));
  const state = api().state;
  state.organization = testOrganization('owner');
  state.members = [
    testMember(ME, 'ada@example.com', 'owner', 'Ada'),
    testMember('user-2', 'bob@example.com', 'member', 'Bob'),
  ];
  state.projects = [
    testProject('p-alpha', 'Alpha', '2025-01-01T00:00:00.000Z'),
    testProject('p-beta', 'Beta', '2025-02-01T00:00:00.000Z'),
  ];
  state.users = [GRACE];
  state.guests = { 'p-alpha': [testGuest(GRACE)] };
  state.guestInvites = [
    testGuestInvite('ginv-1', 'p-alpha', 'linus@partner.example'),
    // Expired, but still pending: the API lists it, and Resend gives it a new link.
    testGuestInvite('ginv-2', 'p-alpha', 'old@partner.example', {
      invited_by: null,
      expires_at: '2020-01-08T10:00:00.000Z',
    }),
    testGuestInvite('ginv-3', 'p-beta', 'gone@partner.example', { status: 'cancelled' }),
  ];
});
afterEach(() => {
  vi.useRealTimers();
});

const projectBlock = async (name: string) => screen.findByRole('region', { name });
const emailField = (block: HTMLElement) =>
  within(block).getByRole('textbox', { name: /^Invite a guest by e-mail/ });
const sendButton = (block: HTMLElement, project: string) =>
  within(block).getByRole('button', { name: `Send invitation for ${project}` });
const pendingTable = (name: string) => screen.findByRole('table', { name: `Pending invitations to ${name}` });

describe('inviting a guest by e-mail', () => {
  it('sends the invitation, lists it as pending and empties the field', async () => {
    const { user } = renderApp('/team');
    const beta = await projectBlock('Beta');
    await within(beta).findByText('No guests yet.');
    // Beta's only invitation was cancelled: no pending list.
    expect(within(beta).queryByRole('table')).not.toBeInTheDocument();
    expect(emailField(beta)).toHaveAccessibleDescription(/We e-mail them a link/);

    await user.type(emailField(beta), '  alan@elsewhere.example {Enter}');

    const table = await pendingTable('Beta');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /alan@elsewhere\.example.*Ada Lovelace.*Apr 10, 2025/,
    );
    expect(api().state.guestMails).toEqual(['alan@elsewhere.example']);
    expect(api().requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/project/guests-access/p-beta/invites',
      body: { email: 'alan@elsewhere.example' },
    });
    await waitFor(() => expect(emailField(beta)).toHaveValue(''));
    expect(await screen.findByText('Invitation sent to alan@elsewhere.example.')).toBeVisible();
  });

  it('checks the address before sending: required, valid, not a guest already, not invited already', async () => {
    const { user } = renderApp('/team');
    const alpha = await projectBlock('Alpha');
    await pendingTable('Alpha');
    const field = emailField(alpha);

    await user.click(sendButton(alpha, 'Alpha'));
    expect(field).toHaveAccessibleDescription(/E-mail is required\./);
    expect(field).toHaveFocus();

    await user.type(field, 'grace at partner');
    await user.click(sendButton(alpha, 'Alpha'));
    expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address/);

    await user.clear(field);
    await user.type(field, 'GRACE@partner.example');
    await user.click(sendButton(alpha, 'Alpha'));
    expect(field).toHaveAccessibleDescription(/Grace Hopper already has guest access to Alpha\./);

    await user.clear(field);
    await user.type(field, 'linus@partner.example');
    await user.click(sendButton(alpha, 'Alpha'));
    expect(field).toHaveAccessibleDescription(
      /An invitation to linus@partner\.example is already pending\. Use Resend/,
    );
    expect(field).toBeInvalid();
    expect(api().requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's refusals at the field, and clears them when the address changes", async () => {
    const { user } = renderApp('/team');
    const beta = await projectBlock('Beta');
    await within(beta).findByText('No guests yet.');

    // A member of the organization: only the server knows.
    await user.type(emailField(beta), 'bob@example.com{Enter}');
    await waitFor(() =>
      expect(emailField(beta)).toHaveAccessibleDescription(new RegExp(GUEST_IS_MEMBER_SENTENCE)),
    );
    expect(emailField(beta)).toBeInvalid();

    await user.type(emailField(beta), 'x');
    expect(emailField(beta)).not.toBeInvalid();

    // Invited meanwhile by someone else (the page's list does not know it yet).
    api().state.guestInvites.push(testGuestInvite('ginv-9', 'p-beta', 'alan@elsewhere.example'));
    await user.clear(emailField(beta));
    await user.type(emailField(beta), 'alan@elsewhere.example{Enter}');
    await waitFor(() =>
      expect(emailField(beta)).toHaveAccessibleDescription(new RegExp(GUEST_INVITE_PENDING_SENTENCE)),
    );

    api().route('POST /api/v1/project/guests-access/:projectId/invites', () => ({
      status: 422,
      body: { detail: 'email: must be a valid e-mail address', code: 'VALIDATION_ERROR', field: 'email' },
    }));
    await user.clear(emailField(beta));
    await user.type(emailField(beta), 'ada@localhost.invalid{Enter}');
    await waitFor(() =>
      expect(emailField(beta)).toHaveAccessibleDescription(/email: must be a valid e-mail address/),
    );
    expect(api().state.guestMails).toEqual([]);
  });

  it('shows any other refusal under the form', async () => {
    api().route('POST /api/v1/project/guests-access/:projectId/invites', () => ({
      status: 403,
      body: { detail: 'Only owners and admins can manage guest access.', code: 'GUESTS_FORBIDDEN' },
    }));
    const { user } = renderApp('/team');
    const beta = await projectBlock('Beta');
    await within(beta).findByText('No guests yet.');
    await user.type(emailField(beta), 'alan@elsewhere.example{Enter}');
    await findAlert('Only owners and admins can manage guest access.');
    expect(emailField(beta)).not.toBeInvalid();
  });
});

describe('pending guest invitations', () => {
  it('lists them per project: e-mail, who sent it, when, until when (or that it expired)', async () => {
    renderApp('/team');
    const rows = within(await pendingTable('Alpha')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/linus@partner\.example.*Ada Lovelace.*Mar 1, 2025.*Mar 8, 2025/);
    expect(rows[2]).toHaveTextContent(/old@partner\.example.*Someone no longer here.*Expired Jan 8, 2020/);
  });

  it('resends one: a new e-mail, and the new expiry', async () => {
    const { user } = renderApp('/team');
    await pendingTable('Alpha');
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to old@partner.example' }));

    expect(await screen.findByText('Invitation sent again to old@partner.example.')).toBeVisible();
    expect(api().state.guestMails).toEqual(['old@partner.example']);
    const row = within(await pendingTable('Alpha')).getAllByRole('row')[2];
    await waitFor(() => expect(row).toHaveTextContent(/Apr 30, 2025/));
    expect(row).not.toHaveTextContent('Expired');
  });

  it('shows a refused resend under the list', async () => {
    api().route('POST /api/v1/project/guests-access/:projectId/invites/:id/resend', () => ({
      status: 409,
      body: { detail: 'This invite is no longer pending.', code: 'INVITE_NOT_PENDING' },
    }));
    const { user } = renderApp('/team');
    await pendingTable('Alpha');
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to linus@partner.example' }));
    await findAlert('This invite is no longer pending.');
  });

  it('cancels one after the confirmation; "Keep it" keeps it', async () => {
    const { user } = renderApp('/team');
    await pendingTable('Alpha');
    const cancel = screen.getByRole('button', { name: 'Cancel the invitation to linus@partner.example' });

    await user.click(cancel);
    let dialog = await screen.findByRole('dialog', {
      name: 'Cancel the invitation to linus@partner.example?',
    });
    expect(dialog).toHaveTextContent('The link we e-mailed to linus@partner.example will stop working');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count('POST /api/v1/project/guests-access/p-alpha/invites/ginv-1/cancel')).toBe(0);

    await user.click(cancel);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().state.guestInvites[0]?.status).toBe('cancelled');
    expect(await screen.findByText('The invitation to linus@partner.example was cancelled.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Pending invitations to Alpha' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
  });

  it('shows a refused cancel inside the dialog', async () => {
    api().route('POST /api/v1/project/guests-access/:projectId/invites/:id/cancel', () => ({
      status: 409,
      body: { detail: 'This invite is no longer pending.', code: 'INVITE_NOT_PENDING' },
    }));
    const { user } = renderApp('/team');
    await pendingTable('Alpha');
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation to linus@partner.example' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(dialog).toContainElement(await findAlert('This invite is no longer pending.'));
  });

  it('says when they could not be loaded, and tries again', async () => {
    let fail = true;
    api().route('GET /api/v1/project/guests-access/:projectId/invites', ({ params }) =>
      fail
        ? { status: 404, body: { detail: 'Project not found.', code: 'PROJECT_NOT_FOUND' } }
        : {
            status: 200,
            body: api().state.guestInvites.filter(
              (i) => i.project_id === params.projectId && i.status === 'pending',
            ),
          },
    );
    const { user } = renderApp('/team');
    const alpha = await projectBlock('Alpha');
    await findAlert('The pending invitations to Alpha could not be loaded. Project not found.');
    fail = false;
    await user.click(within(alpha).getByRole('button', { name: 'Try again' }));
    expect(await pendingTable('Alpha')).toBeVisible();
  });
});
