import { screen, waitFor } from '@testing-library/react';
import { ACCESS_TOKEN_KEY } from '@signalboard/shared/session';
import { renderApp } from '../../../testing/render-app';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { withAuthApi } from '../../../testing/with-auth-api';

const api = withAuthApi();

describe('Google callback', () => {
  it('sends the query to the API once, signs in and goes home', async () => {
    renderApp('/google-auth-callback?code=c1&state=s1&scope=email', { strict: true });

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-user-1');
    const calls = api().requests.filter((r) => r.path === '/auth/google/callback');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ code: 'c1', state: 's1', scope: 'email' });
  });

  it("shows the server's sentence and a way back to sign-in when Google refused", async () => {
    const { user } = renderApp('/google-auth-callback?error=access_denied&state=s1');

    await findAlert('Google sign-in was cancelled.');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(currentLocation()).toBe('/sign-in'));
  });

  it('falls back to "Sign in with Google failed" when the server gives no detail', async () => {
    api().route('GET /auth/google/callback', () => ({ status: 500 }));
    renderApp('/google-auth-callback?code=c1&state=s1');
    await findAlert('Sign in with Google failed');
  });
});
