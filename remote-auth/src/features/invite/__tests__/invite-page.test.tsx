import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@signalboard/shared/session';
import { currentLocation, findAlert, findField, field } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withInviteApi } from './invite-api';

const api = withInviteApi();

const signInAs = (email: string) => {
  const account = api().addAccount(email, 'correct horse');
  useSession.getState().signIn(`token-${account.id}`);
};

describe('the invitation page', () => {
  it('previews the invitation to anyone: organization, inviter, role, expiry', async () => {
    renderApp('/invite?t=live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme' })).toBeVisible();
    expect(screen.getByText('Ada Lovelace invited you to join Acme on Signalboard.')).toBeVisible();
    const details = screen.getByText('Invited by').closest('dl');
    expect(details).toHaveTextContent(/Organization\s*Acme/);
    expect(details).toHaveTextContent(/Invited by\s*Ada Lovelace/);
    expect(details).toHaveTextContent(/Role\s*Admin/);
    expect(details).toHaveTextContent(/Expires\s*Mar 8, 2025/);
    expect(details).not.toHaveTextContent('Project');
    expect(api().requests[0]?.authorization).toBeUndefined();
  });

  it('signed out: sign-in and sign-up links that come back to the invitation', async () => {
    renderApp('/invite?t=live');
    const back = encodeURIComponent('/invite?t=live');
    expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/sign-in?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/sign-up?next=${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('signed out: signing in returns to the invitation, which can then be accepted', async () => {
    api().addAccount('grace@example.com', 'correct horse');
    const { user } = renderApp('/invite?t=live');
    await user.click(await screen.findByRole('link', { name: 'Sign in to accept' }));
    await user.type(await findField('E-mail'), 'grace@example.com');
    await user.type(field('Password'), 'correct horse{Enter}');

    await waitFor(() => expect(currentLocation()).toBe('/invite?t=live'));
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(api().joined).toEqual(['grace@example.com']);
  });

  it('signed in: accepting joins the organization and goes to the projects', async () => {
    signInAs('grace@example.com');
    const { user } = renderApp('/invite?t=live');
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(api().joined).toEqual(['grace@example.com']);
  });

  it('signed in: declining says so and stays', async () => {
    signInAs('grace@example.com');
    const { user } = renderApp('/invite?t=live');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/You declined the invitation to Acme\./)).toHaveRole('status');
    expect(api().declined).toEqual(['grace@example.com']);
    expect(currentLocation()).toBe('/invite?t=live');
  });

  it('signed in as a member of another organization: says accepting cannot work, what joining would cost, and offers Decline', async () => {
    signInAs('grace@example.com');
    api().route('GET /api/v1/organization', () => ({
      status: 200,
      body: {
        id: 'org-2',
        name: 'Initech',
        website: null,
        created_at: '2025-01-01T00:00:00.000Z',
        role: 'owner',
      },
    }));
    const { user } = renderApp('/invite?t=live');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('You are a member of Initech.');
    expect(note).toHaveTextContent('you cannot join Acme while you are in Initech');
    expect(note).toHaveTextContent('you will lose access to its projects and leads at once');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Initech team page' })).toHaveAttribute(
      'href',
      '/team',
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/You declined the invitation to Acme\./)).toBeVisible();
    expect(api().joined).toEqual([]);
  });

  it('signed in as a member of another organization, a guest invitation is still accepted', async () => {
    signInAs('grace@example.com');
    api().route('GET /api/v1/organization', () => ({
      status: 200,
      body: {
        id: 'org-2',
        name: 'Initech',
        website: null,
        created_at: '2025-01-01T00:00:00.000Z',
        role: 'owner',
      },
    }));
    const { user } = renderApp('/invite?t=guest');
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(api().guests).toEqual(['grace@example.com']));
  });

  it("signed in: shows the server's sentence when joining is refused", async () => {
    signInAs('grace@example.com');
    api().route('POST /api/v1/organization/tokenized-invites/accept', () => ({
      status: 409,
      body: { detail: 'You already belong to an organization.', code: 'ALREADY_IN_ORGANIZATION' },
    }));
    const { user } = renderApp('/invite?t=live');
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await findAlert('You already belong to an organization.');
    expect(currentLocation()).toBe('/invite?t=live');
  });

  it.each([
    ['expired', 'This invitation has expired', /work for 7 days/],
    ['used', 'This invitation was already used', /works once/],
    ['cancelled', 'This invitation was cancelled', /withdrew it/],
    ['nonsense', 'This invitation link is not valid', /whole link/],
  ])('a %s link gets a clear message', async (token, title, explanation) => {
    renderApp(`/invite?t=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(explanation)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).not.toBeInTheDocument();
  });

  it('a link without a token is not valid, and nothing is asked', async () => {
    renderApp('/invite');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link is not valid' }),
    ).toBeVisible();
    expect(api().requests).toHaveLength(0);
  });

  it("shows any other refusal with the server's sentence, and tries again", async () => {
    api().route('GET /api/v1/organization/tokenized-invites/preview', () => ({
      status: 422,
      body: { detail: 't: must be at least 1 character', code: 'VALIDATION_ERROR', field: 't' },
    }));
    const { user } = renderApp('/invite?t=live');
    await findAlert('We could not load the invitation. t: must be at least 1 character');
    api().route('GET /api/v1/organization/tokenized-invites/preview', () => ({
      status: 200,
      body: {
        email: null,
        expires_at: '2025-03-08T10:00:00.000Z',
        inviter_name: null,
        organization_name: 'Acme',
        role: 'member',
        status: 'pending',
        project: null,
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme' })).toBeVisible();
  });
});
