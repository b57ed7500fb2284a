import { screen, waitFor } from '@testing-library/react';
import { findAlert, renderWithProviders } from '@signalboard/shared/testing';
import { withAuthApi } from '../../../testing/with-auth-api';
import { GoogleSignInButton } from '../google-sign-in-button';

const api = withAuthApi();

describe('Continue with Google', () => {
  it('leaves for the authorization URL the API gives, and stays busy meanwhile', async () => {
    const visited: string[] = [];
    const { user } = renderWithProviders(<GoogleSignInButton redirect={(url) => visited.push(url)} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(visited).toEqual(['https://accounts.google.test/o/oauth2/auth?state=s1']));
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    expect(api().count('GET /auth/google/authorize')).toBe(1);
  });

  it('falls back to "Sign in with Google failed" when the server gives no detail', async () => {
    api().route('GET /auth/google/authorize', () => ({ status: 502, body: 'Bad gateway' }));
    const visited: string[] = [];
    const { user } = renderWithProviders(<GoogleSignInButton redirect={(url) => visited.push(url)} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await findAlert('Sign in with Google failed');
    expect(visited).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
