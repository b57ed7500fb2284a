import { screen, waitFor, within } from '@testing-library/react';
import { ACCESS_TOKEN_KEY } from '@signalboard/shared/session';
import { renderApp } from '../../../testing/render-app';
import {
  currentLocation,
  errorReply,
  field,
  findAlert,
  findField,
  pointApiAt,
} from '@signalboard/shared/testing';
import { withAuthApi } from '../../../testing/with-auth-api';

const api = withAuthApi();

const location = currentLocation;

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await findField('E-mail'), email);
  await user.type(field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('names the screen with one heading', async () => {
    renderApp('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Signalboard' })).toBeVisible();
  });

  it('says what is missing on submit and moves focus to the first invalid field', async () => {
    const { user } = renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const emailField = field('E-mail');
    expect(emailField).toHaveFocus();
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(emailField).toHaveAccessibleDescription(/E-mail is required/);
    expect(field('Password')).toHaveAccessibleDescription(/Password is required/);
    expect(api().count('POST /auth/jwt/login')).toBe(0);
  });

  it('checks the e-mail format when the field is left, and clears the message once fixed', async () => {
    const { user } = renderApp('/sign-in');
    const emailField = await findField('E-mail');
    await user.type(emailField, 'not-an-address');
    await user.tab();
    expect(emailField).toHaveAccessibleDescription(/Enter a valid e-mail address/);

    await user.clear(emailField);
    await user.type(emailField, 'ada@example.com');
    expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in with the keyboard alone and goes home', async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    const { user } = renderApp('/sign-in');
    await findField('E-mail');

    await user.tab();
    expect(field('E-mail')).toHaveFocus();
    await user.keyboard('ada@example.com');
    await user.tab();
    expect(field('Password')).toHaveFocus();
    await user.keyboard('analytical-engine{Enter}');

    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-user-1');
    expect(api().requests.find((r) => r.path === '/auth/jwt/login')?.body).toEqual({
      username: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it('returns to the page in ?next= when it is a path in the app', async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    const { user } = renderApp('/sign-in?next=%2Fteam%3Ftab%3Dinvites');
    await fillAndSubmit(user, 'ada@example.com', 'analytical-engine');
    await waitFor(() => expect(location()).toBe('/team?tab=invites'));
  });

  it('ignores a ?next= that would leave the app', async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    const { user } = renderApp('/sign-in?next=%2F%2Fevil.example%2Fphish');
    await fillAndSubmit(user, 'ada@example.com', 'analytical-engine');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("shows the server's sentence for bad credentials and stays signed out", async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'ada@example.com', 'wrong-password');

    await findAlert('Incorrect e-mail or password.');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(location()).toBe('/sign-in');
  });

  it('falls back to "Login failed" when the server gives no detail', async () => {
    api().route('POST /auth/jwt/login', () => ({ status: 500, body: {} }));
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'ada@example.com', 'analytical-engine');
    await findAlert('Login failed');
  });

  it('says when the server cannot be reached', async () => {
    const { user } = renderApp('/sign-in');
    await api().close();
    await fillAndSubmit(user, 'ada@example.com', 'analytical-engine');
    await findAlert('An error occurred while logging in...');
  });

  it('disables the button while signing in', async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api().route('POST /auth/jwt/login', async () => {
      await held;
      return { status: 200, body: { access_token: 'token-user-1', token_type: 'bearer' } };
    });
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'ada@example.com', 'analytical-engine');

    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("shows the server's sentence when Google sign-in is not configured", async () => {
    api().route('GET /auth/google/authorize', () =>
      errorReply(503, 'GOOGLE_NOT_CONFIGURED', 'Sign in with Google is not configured on this server.'),
    );
    const { user } = renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await findAlert('Sign in with Google is not configured on this server.');
  });

  it('offers Google only when the server has its credentials', async () => {
    api().route('GET /auth/methods', () => ({ status: 200, body: { password: true, google: false } }));
    renderApp('/sign-in');
    await findField('E-mail');
    await waitFor(() => expect(api().count('GET /auth/methods')).toBe(1));
    // Give the answer time to arrive; the button never shows.
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('shows Google when the server offers it', async () => {
    renderApp('/sign-in');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('keeps Google when the server cannot say which methods it has (an older API)', async () => {
    api().route('GET /auth/methods', () => errorReply(404, 'NOT_FOUND', 'Not found'));
    renderApp('/sign-in');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  it('offers newcomers an account or the demo, in one line', async () => {
    renderApp('/sign-in');
    const demo = await screen.findByRole('link', { name: 'explore the demo' });
    expect(demo).toHaveAttribute('href', '/demo');
    const line = demo.closest('p')!;
    expect(line).toHaveTextContent(/^New to Signalboard\? Create an account or explore the demo$/);
    expect(within(line).getByRole('link', { name: 'Create an account' })).toBeVisible();
    expect(screen.getAllByText(/^New /)).toHaveLength(1);
  });

  it('links to sign-up and forgot-password', async () => {
    renderApp('/sign-in');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('passes ?next= on to sign-up, so a new account also comes back (e.g. to an invite)', async () => {
    renderApp(`/sign-in?next=${encodeURIComponent('/invite?t=abc')}`);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?next=%2Finvite%3Ft%3Dabc',
    );
  });

  it('points to the local outbox only when the config names one', async () => {
    renderApp('/sign-in');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Mail is delivered to the local outbox/)).toBeNull();
  });

  it('shows the outbox link in embedded mode', async () => {
    pointApiAt(api().url, { outboxUrl: '/dev/outbox' });
    renderApp('/sign-in');
    expect(await screen.findByText(/Mail is delivered to the local outbox/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Open the outbox/ })).toHaveAttribute('href', '/dev/outbox');
  });
});
