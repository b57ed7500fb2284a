import { screen, waitFor, within } from '@testing-library/react';
import { findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { ME, testMember, testOrganization, withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

beforeEach(() => {
  api().state.organization = testOrganization('owner');
  api().state.members = [
    testMember(ME, 'ada@example.com', 'owner', 'Ada'),
    testMember('user-2', 'grace@example.com', 'admin', 'Grace'),
    testMember('user-3', 'linus@example.com', 'member'),
  ];
});

const membersTable = async () => screen.findByRole('table', { name: 'Members of the organization' });

describe('team members', () => {
  it('lists every member with name, e-mail and role', async () => {
    renderApp('/team');
    const table = await membersTable();
    await within(table).findByText('(you)');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('cell', { name: 'Ada Tester (you)' })).toBeVisible();
    expect(within(rows[2]!).getByRole('cell', { name: 'grace@example.com' })).toBeVisible();
    // A member without a name is shown by e-mail.
    expect(within(rows[3]!).getAllByRole('cell', { name: 'linus@example.com' })).toHaveLength(2);
  });

  it('puts the table in a named region a keyboard can focus, so a phone can scroll it sideways', async () => {
    renderApp('/team');
    const table = await membersTable();
    const region = screen.getByRole('region', { name: 'Members of the organization' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('lets the owner change the role of someone else, but not their own', async () => {
    const { user } = renderApp('/team');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of linus@example.com' }),
      'admin',
    );
    expect(screen.queryByRole('combobox', { name: 'Role of Ada Tester' })).not.toBeInTheDocument();
    await waitFor(() => expect(api().state.members[2]?.role).toBe('admin'));
    const sent = api().requests.find((r) => r.method === 'PATCH');
    expect(sent?.path).toBe('/api/v1/organization/members/user-3');
    expect(sent?.body).toEqual({ role: 'admin' });
  });

  it('removes a member after the confirmation', async () => {
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Tester' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Tester?' });
    expect(api().count('DELETE /api/v1/organization/members/user-2')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count('DELETE /api/v1/organization/members/user-2')).toBe(1);
    await waitFor(() => expect(screen.queryByText('grace@example.com')).not.toBeInTheDocument());
  });

  it('keeps the member when the confirmation is cancelled', async () => {
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Tester' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it("shows the server's sentence in the dialog when the removal is refused", async () => {
    api().route('DELETE /api/v1/organization/members/:userId', () => ({
      status: 403,
      body: { detail: 'Admins can remove members only.', code: 'MEMBER_REMOVE_FORBIDDEN' },
    }));
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Tester' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(dialog).toContainElement(await findAlert('Admins can remove members only.'));
  });

  it('an admin removes members only, and changes no roles', async () => {
    api().state.organization = testOrganization('admin');
    api().state.members[0]!.role = 'admin';
    api().state.members[1]!.role = 'owner';
    renderApp('/team');
    expect(await screen.findByRole('button', { name: 'Remove linus@example.com' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Grace Tester' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
  });

  it('a member sees the team but no invite form and no actions', async () => {
    api().state.organization = testOrganization('member');
    renderApp('/team');
    await within(await membersTable()).findByText('(you)');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(api().count('GET /api/v1/organization/invites')).toBe(0);
  });

  it('says so when the members cannot be loaded, and tries again', async () => {
    api().route('GET /api/v1/organization/members', () => ({
      status: 403,
      body: { detail: 'You are not allowed to see this.', code: 'FORBIDDEN' },
    }));
    const { user } = renderApp('/team');
    await findAlert('The members could not be loaded. You are not allowed to see this.');
    api().route('GET /api/v1/organization/members', () => ({ status: 200, body: api().state.members }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await membersTable()).toBeVisible();
  });

  it('sends a user without an organization home', async () => {
    api().state.organization = null;
    renderApp('/team');
    expect(await screen.findByRole('heading', { name: 'You are not in an organization' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
