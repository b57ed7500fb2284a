import { screen, waitFor } from '@testing-library/react';
import { ACCESS_TOKEN_KEY } from '@signalboard/shared/session';
import { renderApp } from '../../../testing/render-app';
import { currentLocation, errorReply, field, findAlert, findField } from '@signalboard/shared/testing';
import { withAuthApi } from '../../../testing/with-auth-api';

const api = withAuthApi();

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<Record<string, string>> = {},
) {
  const filled = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'E-mail': 'ada@example.com',
    Password: 'analytical-engine',
    ...values,
  };
  await findField('First name');
  for (const [label, value] of Object.entries(filled)) {
    if (value) await user.type(field(label), value);
  }
}

describe('sign-up', () => {
  it('states the password rule next to the field', async () => {
    renderApp('/sign-up');
    expect(await findField('Password')).toHaveAccessibleDescription(/At least 8 characters/);
    expect(screen.getByText(/We will e-mail you a link to verify your address/)).toBeVisible();
  });

  it('shows no error box before anything has failed', async () => {
    renderApp('/sign-up');
    await findField('First name');
    // The form's alert region is there (so a later error is announced) but empty and hidden.
    const alert = screen.getByRole('alert', { hidden: true });
    expect(alert).toBeEmptyDOMElement();
    expect(alert).toHaveClass('sb-form-error--empty');
  });

  it('asks for every field on submit and focuses the first one missing', async () => {
    const { user } = renderApp('/sign-up');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAccessibleDescription(/First name is required/);
    expect(field('Last name')).toHaveAccessibleDescription(/Last name is required/);
    expect(field('E-mail')).toHaveAccessibleDescription(/E-mail is required/);
    expect(field('Password')).toHaveAccessibleDescription(/Password is required/);
    expect(api().requests).toHaveLength(0);
  });

  it('refuses a short password before calling the server', async () => {
    const { user } = renderApp('/sign-up');
    await fillIn(user, { Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field('Password')).toHaveFocus();
    expect(field('Password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(api().requests).toHaveLength(0);
  });

  it('shows how strong the password is in words and refuses a common one before calling the server', async () => {
    const { user } = renderApp('/sign-up');
    await fillIn(user, { Password: 'qwerty123' });
    const strength = await screen.findByText(/^Password strength: Very weak\./, undefined, { timeout: 5000 });
    expect(strength).toHaveAttribute('aria-live', 'polite');
    expect(strength).toHaveTextContent('This password is one of the most common passwords.');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field('Password')).toHaveFocus();
    expect(field('Password')).toHaveAccessibleDescription(
      /This password is one of the most common passwords/,
    );
    // Said once: the field's error says why; the meter keeps only the strength.
    expect(screen.getAllByText(/This password is one of the most common passwords/)).toHaveLength(1);
    expect(strength).toHaveTextContent(/^Password strength: Very weak\.$/);
    expect(api().requests).toHaveLength(0);
  });

  it('registers, signs in, sets the name and goes home, saying a verification e-mail was sent', async () => {
    const { user } = renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByText(/We sent a verification e-mail to ada@example.com/)).toBeVisible();
    expect(api().requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/register',
      'POST /auth/jwt/login',
      'PATCH /users_info/update_name',
    ]);
    const account = api().accounts.get('ada@example.com');
    expect(account).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(`token-${account?.id}`);
    expect(api().mails).toEqual([{ to: 'ada@example.com', kind: 'verify' }]);
  });

  it('returns to a safe ?next= after signing up (an invite link), and links sign-in with it', async () => {
    const { user } = renderApp(`/sign-up?next=${encodeURIComponent('/invite?t=abc')}`);
    await fillIn(user);
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute(
      'href',
      '/sign-in?next=%2Finvite%3Ft%3Dabc',
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentLocation()).toBe('/invite?t=abc'));
  });

  it('ignores a ?next= that leaves the app', async () => {
    const { user } = renderApp(`/sign-up?next=${encodeURIComponent('//evil.example')}`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it("shows the server's sentence when the account exists already", async () => {
    api().addAccount('ada@example.com', 'another-password');
    const { user } = renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await findAlert('An account with this e-mail already exists.');
    expect(currentLocation()).toBe('/sign-up');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('falls back to "Sign up failed" when the server gives no detail', async () => {
    api().route('POST /auth/register', () => ({ status: 500 }));
    const { user } = renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await findAlert('Sign up failed');
  });

  it('says the account exists and offers sign-in when the automatic sign-in fails', async () => {
    api().route('POST /auth/jwt/login', () =>
      errorReply(400, 'LOGIN_USER_INACTIVE', 'This account is inactive.'),
    );
    const { user } = renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await findAlert('This account is inactive.');
    expect(alert).toHaveTextContent('Your account was created');
    expect(api().accounts.has('ada@example.com')).toBe(true);
  });

  it('says "Failed to update user name" when the name step fails, and lets the signed-in user go on', async () => {
    api().route('PATCH /users_info/update_name', () => ({
      status: 500,
      body: { detail: 'Database is down' },
    }));
    const { user } = renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await findAlert('Failed to update user name');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is ready' })).toHaveFocus();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Continue to Signalboard' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
