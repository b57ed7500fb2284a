import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { currentLocation, field, findAlert, findField } from '@signalboard/shared/testing';
import { withAuthApi } from '../../../testing/with-auth-api';

const api = withAuthApi();

describe('forgot password', () => {
  it('asks for a valid e-mail address before calling the server', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await findField('E-mail'), 'ada@');
    await user.keyboard('{Enter}');

    expect(field('E-mail')).toHaveFocus();
    expect(field('E-mail')).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(api().requests).toHaveLength(0);
  });

  it('sends the reset link and shows where it went', async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    const { user } = renderApp('/forgot-password');
    await user.type(await findField('E-mail'), 'ada@example.com{Enter}');

    await waitFor(() => expect(currentLocation()).toBe('/check-your-email-password-reset'));
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(api().mails).toEqual([{ to: 'ada@example.com', kind: 'reset' }]);
  });

  it('resends the link from the confirmation screen', async () => {
    api().addAccount('ada@example.com', 'analytical-engine');
    const { user } = renderApp({
      pathname: '/check-your-email-password-reset',
      state: { email: 'ada@example.com' },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend the link' }));

    expect(await screen.findByText('We sent another link to ada@example.com.')).toBeVisible();
    expect(api().count('POST /auth/forgot-password')).toBe(1);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('offers a new request when the confirmation screen is opened without an address', async () => {
    renderApp('/check-your-email-password-reset');
    expect(await screen.findByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows "Request failed with status {code}" when the server gives no detail', async () => {
    api().route('POST /auth/forgot-password', () => ({ status: 503 }));
    const { user } = renderApp('/forgot-password');
    await user.type(await findField('E-mail'), 'ada@example.com{Enter}');

    await findAlert('Request failed with status 503');
    expect(currentLocation()).toBe('/forgot-password');
  });
});
