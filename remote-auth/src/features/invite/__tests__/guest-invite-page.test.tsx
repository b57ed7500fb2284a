// The invitation page for a guest invitation (the preview's `project` is set): it names the shared
// project, not the organization to join, and accepting opens the project's leads.
import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@signalboard/shared/session';
import { currentLocation, field, findAlert, findField } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { FOR_ANOTHER_EMAIL_SENTENCE, withInviteApi } from './invite-api';

const api = withInviteApi();

const signInAs = (email: string) => {
  const account = api().addAccount(email, 'correct horse');
  useSession.getState().signIn(`token-${account.id}`);
};

describe('a guest invitation', () => {
  it('says who shared which project, with guest access instead of a role', async () => {
    renderApp('/invite?t=guest');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guest access to Globex launch' }),
    ).toBeVisible();
    expect(
      screen.getByText('Ada Lovelace shared the project Globex launch with you as a guest.'),
    ).toBeVisible();
    expect(screen.queryByText(/invited you to join/)).not.toBeInTheDocument();

    const details = screen.getByText('Invited by').closest('dl') as HTMLElement;
    expect(details).toHaveTextContent(/Project\s*Globex launch/);
    expect(details).toHaveTextContent(/Organization\s*Globex/);
    expect(details).toHaveTextContent(/Access\s*Guest: this project and its leads/);
    expect(details).toHaveTextContent(/For\s*grace@example\.com/);
    expect(within(details).queryByText('Role')).not.toBeInTheDocument();
  });

  it('signed in: accepting makes them a guest and opens the project’s leads', async () => {
    signInAs('grace@example.com');
    const { user } = renderApp('/invite?t=guest');
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p-9/leads'));
    expect(api().guests).toEqual(['grace@example.com']);
    expect(api().joined).toEqual([]);
  });

  it('signed out: creating an account comes back to the invitation, which then opens the project', async () => {
    const { user } = renderApp('/invite?t=guest');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await findField('First name');
    await user.type(field('First name'), 'Grace');
    await user.type(field('Last name'), 'Hopper');
    await user.type(field('E-mail'), 'grace@example.com');
    await user.type(field('Password'), 'compiler-1952');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentLocation()).toBe('/invite?t=guest'));
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p-9/leads'));
    expect(api().guests).toEqual(['grace@example.com']);
  });

  it("signed in with another address: shows the server's sentence and stays", async () => {
    signInAs('linus@example.com');
    const { user } = renderApp('/invite?t=guest');
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await findAlert(FOR_ANOTHER_EMAIL_SENTENCE);
    expect(currentLocation()).toBe('/invite?t=guest');
    expect(api().guests).toEqual([]);
  });

  it('declining names the project', async () => {
    signInAs('grace@example.com');
    const { user } = renderApp('/invite?t=guest');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/You declined the invitation to Globex launch\./)).toHaveRole('status');
    expect(api().declined).toEqual(['grace@example.com']);
  });
});
