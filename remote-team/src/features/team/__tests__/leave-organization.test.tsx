import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { ME, testMember, testOrganization, withTeamApi } from '../../../testing/team-api';
import { LAST_OWNER_SENTENCE } from '../../../testing/team-routes';

const api = withTeamApi();

beforeEach(() => {
  api().state.organization = testOrganization('member');
  api().state.members = [
    testMember('user-0', 'owner@example.com', 'owner', 'Olga'),
    testMember(ME, 'ada@example.com', 'member', 'Ada'),
  ];
});

async function openLeaveDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Leave organization' }));
  return screen.findByRole('dialog', { name: 'Leave Acme?' });
}

describe('leaving the organization', () => {
  it('asks first, then leaves and goes home', async () => {
    const { user } = renderApp('/team');
    const dialog = await openLeaveDialog(user);
    expect(api().count('POST /api/v1/organization/leave')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave organization' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api().state.organization).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your organization' })).toBeVisible();
  });

  it('stays when the confirmation is cancelled (Escape)', async () => {
    const { user } = renderApp('/team');
    await openLeaveDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count('POST /api/v1/organization/leave')).toBe(0);
  });

  it("the last owner is told what leaving takes, at the page's end, and is offered no Leave button", async () => {
    api().state.organization = testOrganization('owner');
    api().state.members[0]!.role = 'member';
    api().state.members[1]!.role = 'owner';
    const { user } = renderApp('/team');
    const leave = await screen.findByRole('region', { name: 'Leave Acme' });
    expect(
      await within(leave).findByText(
        /You are the only owner of Acme, so you cannot leave it: first make another member an owner/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave organization' })).not.toBeInTheDocument();
    // Inviting people is the page's main action.
    await user.click(screen.getByRole('button', { name: 'Invite people' }));
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
  });

  it('the only member, owner, is told to invite someone first', async () => {
    api().state.organization = testOrganization('owner');
    api().state.members = [testMember(ME, 'ada@example.com', 'owner', 'Ada')];
    renderApp('/team');
    expect(await screen.findByText(/invite someone, make them an owner, then you can leave/)).toBeVisible();
  });

  it("an owner beside another owner can leave; the server's sentence shows if it refuses", async () => {
    api().state.organization = testOrganization('owner');
    api().state.members[1]!.role = 'owner';
    api().route('POST /api/v1/organization/leave', () => ({
      status: 409,
      body: { detail: LAST_OWNER_SENTENCE, code: 'LAST_OWNER_CANNOT_LEAVE' },
    }));
    const { user } = renderApp('/team');
    const dialog = await openLeaveDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Leave organization' }));
    // The alert region may be in the dialog before the server's answer fills it: wait for the sentence.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(LAST_OWNER_SENTENCE));
    expect(currentLocation()).toBe('/team');
  });
});
