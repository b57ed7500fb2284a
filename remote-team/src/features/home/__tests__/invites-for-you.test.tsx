import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { testInvite, withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

beforeEach(() => {
  api().state.addressedToMe = [
    testInvite('inv-7', 'ada@example.com', {
      organization_id: 'org-9',
      organization_name: 'Globex',
      inviter_name: 'Hank Scorpio',
    }),
  ];
});

const invitations = () => screen.findByRole('list', { name: 'Invitations for you' });

describe('home: invitations addressed to the user', () => {
  it('lists them next to "Create your organization"', async () => {
    renderApp('/');
    const list = await invitations();
    expect(within(list).getByText('Globex')).toBeVisible();
    expect(within(list).getByText(/Member, invited by Hank Scorpio\. Expires Mar 8, 2025\./)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your organization' })).toBeVisible();
  });

  it('accepting joins the organization and goes to the projects', async () => {
    const { user } = renderApp('/');
    await invitations();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation to Globex' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(api().state.organization?.name).toBe('Globex');
  });

  it('declining removes the invitation', async () => {
    const { user } = renderApp('/');
    await invitations();
    await user.click(screen.getByRole('button', { name: 'Decline the invitation to Globex' }));
    await waitFor(() => expect(screen.queryByText('Globex')).not.toBeInTheDocument());
    expect(api().state.addressedToMe[0]?.status).toBe('rejected');
    expect(currentLocation()).toBe('/');
  });

  it("shows the server's sentence when the invitation cannot be accepted", async () => {
    api().route('POST /api/v1/organization/invites/:id/accept', () => ({
      status: 410,
      body: { detail: 'This invitation has expired.', code: 'INVITE_EXPIRED' },
    }));
    const { user } = renderApp('/');
    await invitations();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation to Globex' }));
    await findAlert('This invitation has expired.');
    expect(currentLocation()).toBe('/');
  });

  it('shows nothing extra when there are none', async () => {
    api().state.addressedToMe = [];
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your organization' })).toBeVisible();
    await waitFor(() => expect(api().count('GET /api/v1/organization/invites/addressed-to-me')).toBe(1));
    expect(screen.queryByRole('list', { name: 'Invitations for you' })).not.toBeInTheDocument();
  });
});
