// The account menu's "Copy your Signalboard ID": the id an owner or admin of another organization
// needs to add the user as a guest of a project.
import '@signalboard/shared/testing/setup';
import { notify } from '@signalboard/shared/feedback';
import { useSession } from '@signalboard/shared/session';
import { startApiServer, withApiServer } from '@signalboard/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';

const ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';
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
    }),
  { keepConfig: true },
);

beforeAll(() => {
  // Answers arrive over real HTTP, outside act(); the assertions wait for what they need.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  act(() => notify.remove());
});

it('copies the Signalboard ID from the account menu and says so', async () => {
  useSession.getState().signIn('token');
  const user = userEvent.setup();
  stop = renderShell('/').stop;
  await user.click(
    await screen.findByRole('button', { name: 'Account menu for Grace Hopper' }, { timeout: 3000 }),
  );
  await user.click(screen.getByRole('menuitem', { name: 'Copy your Signalboard ID' }));

  expect(await screen.findByText('Your Signalboard ID was copied.')).toBeVisible();
  await expect(navigator.clipboard.readText()).resolves.toBe(ID);
});
