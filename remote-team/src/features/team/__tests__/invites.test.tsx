import { screen, waitFor, within } from '@testing-library/react';
import { field, findAlert, findField } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { ME, testInvite, testMember, testOrganization, withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

beforeEach(() => {
  api().state.organization = testOrganization('owner');
  api().state.members = [testMember(ME, 'ada@example.com', 'owner', 'Ada')];
});

const pendingTable = () => screen.findByRole('table', { name: 'Pending invites' });

describe('inviting', () => {
  it('sends an addressed invite with the chosen role', async () => {
    const { user } = renderApp('/team');
    await user.type(await findField('E-mail'), 'grace@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(api().state.invites).toHaveLength(1));
    const sent = api().requests.find((r) => r.method === 'POST' && r.path === '/api/v1/organization/invites');
    expect(sent?.body).toEqual({ email: 'grace@example.com', role: 'admin' });
    const row = within(await pendingTable()).getByRole('row', { name: /grace@example\.com/ });
    expect(row).toHaveTextContent('Admin');
    expect(field('E-mail')).toHaveValue('');
    expect(screen.queryByLabelText('Invite link')).not.toBeInTheDocument();
  });

  it('without an e-mail, creates a link invite and shows the link to copy', async () => {
    const { user } = renderApp('/team');
    await findField('E-mail');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));

    const link = await findField('Invite link');
    expect(link).toHaveValue('http://app.test/invite?t=token-inv-100');
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(/works once and expires in 7 days/);
    const sent = api().requests.find((r) => r.method === 'POST' && r.path === '/api/v1/organization/invites');
    expect(sent?.body).toEqual({ email: null, role: 'member' });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toHaveRole('status');
    await expect(navigator.clipboard.readText()).resolves.toBe('http://app.test/invite?t=token-inv-100');
    expect(within(await pendingTable()).getByRole('row', { name: /Link invite/ })).toBeVisible();
  });

  it('checks the e-mail before sending', async () => {
    const { user } = renderApp('/team');
    await user.type(await findField('E-mail'), 'not an address{Enter}');
    expect(field('E-mail')).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(api().count('POST /api/v1/organization/invites')).toBe(0);
  });

  it("shows the server's sentence when the invite is refused", async () => {
    api().route('POST /api/v1/organization/invites', () => ({
      status: 403,
      body: { detail: 'Only owners and admins can invite.', code: 'INVITE_FORBIDDEN' },
    }));
    const { user } = renderApp('/team');
    await user.type(await findField('E-mail'), 'grace@example.com{Enter}');
    await findAlert('Only owners and admins can invite.');
  });
});

describe('pending invites', () => {
  beforeEach(() => {
    api().state.invites = [
      testInvite('inv-1', 'grace@example.com'),
      testInvite('inv-2', null, { role: 'admin' }),
      testInvite('inv-3', 'old@example.com', { status: 'accepted' }),
    ];
  });

  it('lists only pending ones: who, role, sent and expiry', async () => {
    renderApp('/team');
    const rows = within(await pendingTable()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/grace@example\.com.*Member.*Mar 1, 2025.*Mar 8, 2025/);
    expect(rows[2]).toHaveTextContent(/Link invite.*Admin/);
    expect(screen.queryByText('old@example.com')).not.toBeInTheDocument();
  });

  it('cancels an invite after a confirmation, and keeps it when told to', async () => {
    const { user } = renderApp('/team');
    await pendingTable();
    await user.click(screen.getByRole('button', { name: 'Cancel the invite to grace@example.com' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the invitation to grace@example.com?' });
    expect(dialog).toHaveTextContent(/will stop working, and they will not join Acme/);
    expect(api().count('POST /api/v1/organization/invites/inv-1/cancel')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('grace@example.com')).toBeVisible();
    expect(api().count('POST /api/v1/organization/invites/inv-1/cancel')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the invite to grace@example.com' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel the invitation to grace@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(screen.queryByText('grace@example.com')).not.toBeInTheDocument());
    expect(api().state.invites[0]?.status).toBe('cancelled');
  });

  it('resends an addressed invite (a link invite has nothing to resend)', async () => {
    const { user } = renderApp('/team');
    await pendingTable();
    expect(screen.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Resend the invite to grace@example.com' }));
    await waitFor(() => expect(api().count('POST /api/v1/organization/invites/inv-1/resend')).toBe(1));
    expect(await screen.findByText('Mar 20, 2025')).toBeVisible();
  });

  it("shows the server's sentence when an invite can no longer be cancelled", async () => {
    api().route('POST /api/v1/organization/invites/:id/cancel', () => ({
      status: 409,
      body: { detail: 'This invite was already accepted.', code: 'INVITE_NOT_PENDING' },
    }));
    const { user } = renderApp('/team');
    await pendingTable();
    await user.click(screen.getByRole('button', { name: 'Cancel the invite to grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the invitation to grace@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(dialog).toContainElement(await findAlert('This invite was already accepted.'));
  });

  it('says when there is none', async () => {
    api().state.invites = [];
    renderApp('/team');
    expect(await screen.findByText('No pending invites.')).toBeVisible();
  });
});
