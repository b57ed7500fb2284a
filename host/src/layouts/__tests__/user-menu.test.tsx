// The account menu: who is signed in and what they can do. Guests are invited by e-mail, so the
// menu no longer hands out the user's id ("Copy your Signalboard ID" was removed).
import '@signalboard/shared/testing/setup';
import { useSession } from '@signalboard/shared/session';
import { startApiServer, withApiServer } from '@signalboard/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';

const ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';
const loggedOutAllWith: string[] = [];
const passwordChanges: { authorization: string; body: unknown }[] = [];
withApiServer(
  () =>
    startApiServer({
      'GET /users_info/me': () => ({
        status: 200,
        body: {
          id: ID,
          email: 'grace@partner.example',
          first_name: 'Grace',
          last_name: 'Hopper',
          is_active: true,
          is_superuser: false,
          is_verified: true,
          created_at: '2025-01-01T00:00:00Z',
        },
      }),
      'GET /api/v1/organization': () => ({
        status: 404,
        body: { detail: 'Organization not found', code: 'ORGANIZATION_NOT_FOUND' },
      }),
      'GET /api/v1/project': () => ({ status: 200, body: [] }),
      'POST /users_info/change_password': ({ authorization, body }) => {
        passwordChanges.push({ authorization: authorization ?? '', body });
        return { status: 200, body: { access_token: 'fresh-token', token_type: 'bearer' } };
      },
      'POST /users_info/logout_all': ({ authorization }) => {
        loggedOutAllWith.push(authorization ?? '');
        return { status: 204 };
      },
    }),
  { keepConfig: true },
);

beforeAll(() => {
  // Answers arrive over real HTTP, outside act(); the assertions wait for what they need.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
let stop: (() => void) | undefined;
afterEach(() => stop?.());

it('names who is signed in and offers feedback, password change and the two sign-outs, not their id', async () => {
  useSession.getState().signIn('token');
  const user = userEvent.setup();
  stop = renderShell('/').stop;
  const button = await screen.findByRole(
    'button',
    { name: 'Account menu for Grace Hopper grace@partner.example' },
    // The first render of the file loads the shell's lazy chunks: seconds on a busy machine.
    { timeout: 10_000 },
  );
  // Named by what it shows (WCAG 2.5.3: the visible text is part of the name), not by an aria-label.
  expect(button).not.toHaveAttribute('aria-label');
  await user.click(button);

  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Send feedback', 'Change password', 'Notification choices', 'Sign out', 'Sign out everywhere']);
  expect(document.body).toHaveTextContent('grace@partner.example');
  expect(document.body).not.toHaveTextContent(ID);
}, 20_000);

it('signs out everywhere after a confirmation, this browser too', async () => {
  useSession.getState().signIn('token-to-revoke');
  const user = userEvent.setup();
  stop = renderShell('/').stop;
  await user.click(await screen.findByRole('button', { name: /^Account menu for/ }, { timeout: 3000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));

  const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
  expect(dialog).toHaveTextContent('this one included');
  expect(loggedOutAllWith).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

  await vi.waitFor(() => expect(useSession.getState().accessToken).toBeNull());
  expect(loggedOutAllWith).toEqual(['Bearer token-to-revoke']);
  expect(useSession.getState().signOutReason).toBe('sign-out');
}, 20_000);

it('changes the password and keeps this browser signed in with the fresh token', async () => {
  useSession.getState().signIn('old-token');
  const user = userEvent.setup();
  stop = renderShell('/').stop;
  await user.click(await screen.findByRole('button', { name: /^Account menu for/ }, { timeout: 3000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));

  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(within(dialog).getByLabelText(/^Current password/), 'correct horse battery');
  await user.type(within(dialog).getByLabelText(/^New password/), 'walrus tangerine ledger');
  await user.type(within(dialog).getByLabelText(/^Confirm the new password/), 'walrus tangerine ledger');
  expect(
    await within(dialog).findByText(/^Password strength: (Strong|Very strong)\.$/, undefined, {
      timeout: 5000,
    }),
  ).toHaveAttribute('aria-live', 'polite');
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

  await vi.waitFor(() => expect(useSession.getState().accessToken).toBe('fresh-token'));
  expect(passwordChanges).toEqual([
    {
      authorization: 'Bearer old-token',
      body: { current_password: 'correct horse battery', new_password: 'walrus tangerine ledger' },
    },
  ]);
  // Typing three passwords key by key takes a few seconds on a busy machine.
}, 20_000);

it('says once why a new password is refused: under the field, not again in the meter', async () => {
  useSession.getState().signIn('old-token');
  const user = userEvent.setup();
  stop = renderShell('/').stop;
  await user.click(await screen.findByRole('button', { name: /^Account menu for/ }, { timeout: 3000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));

  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(within(dialog).getByLabelText(/^Current password/), 'correct horse battery');
  const next = within(dialog).getByLabelText(/^New password/);
  await user.type(next, 'qwerty123');
  // While typing, the meter alone says why (the field has not been checked yet).
  const meter = await within(dialog).findByText(/^Password strength: Very weak\./, undefined, {
    timeout: 5000,
  });
  expect(meter).toHaveTextContent('This password is one of the most common passwords.');
  await user.tab();
  expect(next).toHaveAccessibleDescription(/This password is one of the most common passwords/);
  expect(within(dialog).getAllByText(/This password is one of the most common passwords/)).toHaveLength(1);
  expect(meter).toHaveTextContent(/^Password strength: Very weak\.$/);
}, 20_000);
