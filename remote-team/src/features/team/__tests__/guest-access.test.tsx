import { screen, waitFor, within } from '@testing-library/react';
import { findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { testGuest, testUser } from '../../../testing/guest-routes';
import { ME, testMember, testOrganization, testProject, withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

const GRACE = testUser('0b6f8c8e-1a2b-4c3d-8e4f-5a6b7c8d9e01', 'grace@partner.example', 'Grace', 'Hopper');
const LINUS = testUser('0b6f8c8e-1a2b-4c3d-8e4f-5a6b7c8d9e02', 'linus@partner.example');
const ALAN = testUser('0b6f8c8e-1a2b-4c3d-8e4f-5a6b7c8d9e03', 'alan@elsewhere.example', 'Alan', 'Turing');
const MEMBER_ID = '0b6f8c8e-1a2b-4c3d-8e4f-5a6b7c8d9e04';

beforeEach(() => {
  const state = api().state;
  state.organization = testOrganization('owner');
  state.members = [
    testMember(ME, 'ada@example.com', 'owner', 'Ada'),
    testMember(MEMBER_ID, 'bob@example.com', 'member', 'Bob'),
  ];
  state.projects = [
    testProject('p-alpha', 'Alpha', '2025-01-01T00:00:00.000Z'),
    testProject('p-beta', 'Beta', '2025-02-01T00:00:00.000Z'),
    // Ada is a guest of another organization's project: not hers to share.
    testProject('p-other', 'Elsewhere', '2025-02-02T00:00:00.000Z', 'org-9'),
  ];
  state.users = [
    GRACE,
    LINUS,
    ALAN,
    { id: MEMBER_ID, email: 'bob@example.com', first_name: 'Bob', last_name: null },
  ];
  state.guests = {
    'p-alpha': [testGuest(GRACE, '2025-03-05T10:00:00.000Z'), testGuest(LINUS, '2025-03-07T10:00:00.000Z')],
  };
});

const guestCard = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Guest access' })).closest('section') as HTMLElement;
const projectBlock = async (name: string) => screen.findByRole('region', { name });

describe('guest access, for an owner', () => {
  it("lists each of the organization's projects with its guests: name, e-mail, added", async () => {
    renderApp('/team');
    const card = await guestCard();
    expect(card).toHaveTextContent("people outside your organization who can see one project's leads");
    expect(card).toHaveTextContent('Invite them by e-mail');

    const table = await screen.findByRole('table', { name: 'Guests of Alpha' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Grace Hopper.*grace@partner\.example.*Mar 5, 2025/);
    // Without a name, a guest is shown by e-mail.
    expect(within(rows[2]!).getAllByRole('cell', { name: 'linus@partner.example' })).toHaveLength(2);

    expect(await within(await projectBlock('Beta')).findByText('No guests yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Elsewhere' })).not.toBeInTheDocument();
    expect(api().count('GET /api/v1/project/guests-access/p-other')).toBe(0);
  });

  it('offers the guests of the other projects, and adds one without an invitation', async () => {
    const { user } = renderApp('/team');
    const beta = await projectBlock('Beta');
    await screen.findByRole('table', { name: 'Guests of Alpha' });
    const person = await within(beta).findByRole('combobox', {
      name: 'Or add a guest of your other projects to Beta',
    });
    expect(
      within(person)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Grace Hopper (grace@partner.example)', 'linus@partner.example']);

    await user.selectOptions(person, LINUS.id);
    await user.click(within(beta).getByRole('button', { name: 'Add guest: linus@partner.example to Beta' }));

    const table = await screen.findByRole('table', { name: 'Guests of Beta' });
    // Without a name, a guest is shown by e-mail (name and e-mail cells).
    expect(await within(table).findAllByRole('cell', { name: 'linus@partner.example' })).toHaveLength(2);
    expect(await screen.findByText('linus@partner.example can now see Beta.')).toBeVisible();
    expect(api().requests.find((r) => r.method === 'POST')?.path).toBe(
      `/api/v1/project/guests-access/p-beta/user/${LINUS.id}`,
    );
    // Grace is still offered to Beta; Alpha's guests are both guests already there: Alpha offers no one.
    await waitFor(() =>
      expect(within(beta).getByRole('combobox')).toHaveTextContent('Grace Hopper (grace@partner.example)'),
    );
    const alpha = await projectBlock('Alpha');
    expect(within(alpha).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a refusal to add a guest of another project under that form', async () => {
    api().route('POST /api/v1/project/guests-access/:projectId/user/:userId', () => ({
      status: 404,
      body: { detail: 'No user has this id.', code: 'GUEST_USER_NOT_FOUND' },
    }));
    const { user } = renderApp('/team');
    const beta = await projectBlock('Beta');
    await screen.findByRole('table', { name: 'Guests of Alpha' });
    await user.click(await within(beta).findByRole('button', { name: 'Add guest: Grace Hopper to Beta' }));
    await findAlert('No user has this id.');
    expect(api().state.guests['p-beta'] ?? []).toEqual([]);
  });

  it('removes a guest after the confirmation', async () => {
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper from Alpha' }));

    const dialog = await screen.findByRole('dialog', { name: "Remove Grace Hopper's guest access?" });
    expect(dialog).toHaveTextContent('Grace Hopper will no longer see Alpha and its leads.');
    expect(api().count(`DELETE /api/v1/project/guests-access/p-alpha/user/${GRACE.id}`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count(`DELETE /api/v1/project/guests-access/p-alpha/user/${GRACE.id}`)).toBe(1);
    const table = screen.getByRole('table', { name: 'Guests of Alpha' });
    await waitFor(() => expect(within(table).queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(await screen.findByText('Grace Hopper no longer has access to Alpha.')).toBeVisible();
  });

  it('keeps the guest when the confirmation is cancelled, and shows a refusal inside the dialog', async () => {
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper from Alpha' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().requests.some((r) => r.method === 'DELETE')).toBe(false);

    api().route('DELETE /api/v1/project/guests-access/:projectId/user/:userId', () => ({
      status: 404,
      body: { detail: 'This person has no guest access to the project.', code: 'GUEST_NOT_FOUND' },
    }));
    await user.click(screen.getByRole('button', { name: 'Remove linus@partner.example from Alpha' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(dialog).toContainElement(await findAlert('This person has no guest access to the project.'));
  });

  it("says when a project's guests could not be loaded, and tries again", async () => {
    let fail = true;
    api().route('GET /api/v1/project/guests-access/:projectId', ({ params }) =>
      fail && params.projectId === 'p-beta'
        ? { status: 404, body: { detail: 'Project not found.', code: 'PROJECT_NOT_FOUND' } }
        : { status: 200, body: api().state.guests[params.projectId ?? ''] ?? [] },
    );
    const { user } = renderApp('/team');
    await findAlert('The guests of Beta could not be loaded. Project not found.');
    fail = false;
    await user.click(within(await projectBlock('Beta')).getByRole('button', { name: 'Try again' }));
    expect(await within(await projectBlock('Beta')).findByText('No guests yet.')).toBeVisible();
  });
});

describe('guest access, by role and state', () => {
  it('an admin manages guests too', async () => {
    api().state.organization = testOrganization('admin');
    renderApp('/team');
    expect(await screen.findByRole('button', { name: 'Remove Grace Hopper from Alpha' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send invitation for Beta' })).toBeVisible();
  });

  it('a member reads what guests are, sees no controls, and asks for no list', async () => {
    api().state.organization = testOrganization('member');
    renderApp('/team');
    const card = await guestCard();
    expect(
      within(card).getByText(/Only owners and admins see and manage who has guest access/),
    ).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(api().requests.some((r) => r.path.startsWith('/api/v1/project/guests-access'))).toBe(false);
  });

  it('without projects, explains that guests are added per project and links to a new one', async () => {
    api().state.projects = [];
    renderApp('/team');
    const card = await guestCard();
    expect(await within(card).findByRole('heading', { name: 'No projects to share yet' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new');
  });
});
