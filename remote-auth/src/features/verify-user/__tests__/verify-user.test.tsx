import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { findAlert, findField } from '@signalboard/shared/testing';
import { withAuthApi } from '../../../testing/with-auth-api';

const api = withAuthApi();

describe('verify user', () => {
  it('verifies the token exactly once, even under StrictMode, then offers to continue', async () => {
    const account = api().addAccount('ada@example.com', 'analytical-engine');
    api().verifyTokens.set('verify-user-1', 'ada@example.com');
    renderApp('/verify-user?token=verify-user-1', { strict: true });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is verified' });
    expect(heading).toHaveFocus();
    expect(api().count('POST /auth/verify')).toBe(1);
    expect(account.is_verified).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue to Signalboard' })).toHaveAttribute('href', '/');
  });

  it('shows that it is verifying while the call runs', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api().route('POST /auth/verify', async () => {
      await held;
      return { status: 400, body: { detail: 'Too late.', code: 'VERIFY_USER_BAD_TOKEN' } };
    });
    renderApp('/verify-user?token=t');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifying your e-mail address' }),
    ).toBeVisible();
    release();
    await findAlert('Too late.');
  });

  it("shows the server's sentence for a bad token and sends a new link on request", async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    const { user } = renderApp('/verify-user?token=nope');

    await findAlert('This verification link is invalid or has expired.');
    await user.type(await findField('E-mail'), 'ada@example.com{Enter}');

    expect(
      await screen.findByText(/If ada@example.com has an account that still needs verifying/),
    ).toBeVisible();
    expect(api().mails).toEqual([{ to: 'ada@example.com', kind: 'verify' }]);
  });

  it('validates the e-mail of the new-link form', async () => {
    const { user } = renderApp('/verify-user?token=nope');
    const emailField = await findField('E-mail');
    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(emailField).toHaveFocus();
    expect(emailField).toHaveAccessibleDescription(/E-mail is required/);
    expect(api().count('POST /auth/request-verify-token')).toBe(0);
  });

  it('explains a link without a token, without calling the server', async () => {
    renderApp('/verify-user');
    await findAlert('The link you followed has no verification token.');
    expect(api().count('POST /auth/verify')).toBe(0);
  });

  it('shows "Request failed with status {code}" when the server gives no detail', async () => {
    api().route('POST /auth/verify', () => ({ status: 502 }));
    renderApp('/verify-user?token=t');
    await findAlert('Request failed with status 502');
  });
});
