import { screen, waitFor } from '@testing-library/react';
import { mountPaths, CONTRACT_VERSION, remoteMounts } from '@signalboard/shared/contract';
import routes from '../routes';
import { renderApp } from '../testing/render-app';
import { currentLocation } from '@signalboard/shared/testing';
import { withAuthApi } from '../testing/with-auth-api';

withAuthApi();

const headingAt: Record<keyof typeof routes.mounts, string> = {
  'sign-in': 'Sign in to Signalboard',
  'sign-up': 'Create your account',
  invite: 'This invitation link is not valid',
  'forgot-password': 'Forgot your password?',
  'check-your-email-password-reset': 'Check your e-mail',
  'reset-password': 'This reset link is incomplete',
  'verify-user': 'We could not verify your e-mail address',
  'google-auth-callback': 'Sign in with Google did not finish',
};

describe('the routes module', () => {
  it('speaks the current contract for the auth remote', () => {
    expect(routes.contractVersion).toBe(CONTRACT_VERSION);
    expect(routes.remote).toBe('auth');
  });

  it('fills exactly the mounts the host gives the auth remote', () => {
    expect(Object.keys(routes.mounts).sort()).toEqual([...remoteMounts.auth].sort());
    expect(Object.keys(mountPaths.auth).sort()).toEqual([...remoteMounts.auth].sort());
  });

  it.each(Object.entries(headingAt))('renders the %s mount', async (mount, heading) => {
    const path = mountPaths.auth[mount as keyof typeof mountPaths.auth].path.replace('/*', '');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it.each(Object.entries(headingAt))(
    'draws no card of its own on the %s screen (the public layout is the card)',
    async (mount, heading) => {
      const path = mountPaths.auth[mount as keyof typeof mountPaths.auth].path.replace('/*', '');
      const { container } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(container.querySelector('.sb-card')).toBeNull();
    },
  );

  it('sends an unknown path under a mount to /404, as the host does', async () => {
    renderApp('/sign-in/nowhere');
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });
});
