import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { field, findAlert, findField } from '@signalboard/shared/testing';
import { withAuthApi } from '../../../testing/with-auth-api';

const api = withAuthApi();

async function setPasswords(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirmation: string,
) {
  await user.type(await findField('New password'), password);
  await user.type(field('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password', () => {
  it('explains a link without a token and links to a new request', async () => {
    renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This reset link is incomplete' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows no error box before anything has failed', async () => {
    renderApp('/reset-password?token=reset-user-1');
    await findField('New password');
    const alert = screen.getByRole('alert', { hidden: true });
    expect(alert).toBeEmptyDOMElement();
    expect(alert).toHaveClass('sb-form-error--empty');
  });

  it('wants 8 characters and two matching entries', async () => {
    const { user } = renderApp('/reset-password?token=reset-user-1');
    await setPasswords(user, 'short', 'different');

    expect(field('New password')).toHaveFocus();
    expect(field('New password')).toHaveAccessibleDescription(/at least 8 characters/);
    expect(field('Confirm the new password')).toHaveAccessibleDescription(/The passwords do not match/);
    expect(api().requests).toHaveLength(0);
  });

  it('sets the new password and offers to sign in', async () => {
    const account = api().addAccount('ada@example.com', 'old-password');
    api().resetTokens.set('reset-user-1', 'ada@example.com');
    const { user } = renderApp('/reset-password?token=reset-user-1');
    await setPasswords(user, 'a-new-password', 'a-new-password');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your password has been reset' });
    expect(heading).toHaveFocus();
    expect(account.password).toBe('a-new-password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("shows the server's sentence for a spent token", async () => {
    const { user } = renderApp('/reset-password?token=spent');
    await setPasswords(user, 'a-new-password', 'a-new-password');
    await findAlert('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  });

  it('shows "Request failed with status {code}" when the server gives no detail', async () => {
    api().route('POST /auth/reset-password', () => ({ status: 500, body: 'oops' }));
    const { user } = renderApp('/reset-password?token=reset-user-1');
    await setPasswords(user, 'a-new-password', 'a-new-password');
    await findAlert('Request failed with status 500');
  });
});
