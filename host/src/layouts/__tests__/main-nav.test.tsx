// The navigation's unread badge: the current project's unread lead count beside "Leads", in the
// link's accessible name, and nothing at zero; or the person's own unread leads when they chose "mine".
import '@signalboard/shared/testing/setup';
import { queryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { startApiServer, withApiServer } from '@signalboard/shared/testing';
import { screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';

const api = withApiServer(
  () =>
    startApiServer({
      'GET /users_info/me': () => ({
        status: 200,
        body: {
          id: 'u1',
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          is_active: true,
          is_superuser: false,
          is_verified: true,
          created_at: '2025-01-01T00:00:00Z',
        },
      }),
      'GET /api/v1/organization': () => ({
        status: 200,
        body: { id: 'o1', name: 'Acme', website: null, created_at: '2025-01-01T00:00:00Z', role: 'owner' },
      }),
      'GET /api/v1/project': () => ({
        status: 200,
        body: [
          {
            id: 'p1',
            name: 'Project p1',
            business_description: null,
            website: null,
            organization_id: 'o1',
            created_at: '2025-01-01T00:00:00Z',
          },
        ],
      }),
      'GET /api/v1/leads/p1/unread_count': ({ query }) => ({
        status: 200,
        body: { unread_count: query.assignee === 'me' ? 3 : 1234 },
      }),
      'GET /api/v1/notifications/preferences': () => ({
        status: 200,
        body: {
          assigned: 'app',
          mentioned: 'app',
          badge: 'all',
          slack_fallback: null,
          slack_fallback_at: null,
        },
      }),
    }),
  { keepConfig: true },
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  useSession.getState().signOut();
  queryClient.clear();
});

it('shows the unread count beside Leads, capped, and says it in the link name', async () => {
  useSession.getState().signIn('token');
  stop = renderShell('/projects/p1/leads').stop;
  const link = await screen.findByRole('link', { name: 'Leads, 999+ unread' }, { timeout: 3000 });
  expect(link).toHaveTextContent('999+');
});

it('shows no badge when every lead is read', async () => {
  api().route('GET /api/v1/leads/p1/unread_count', () => ({ status: 200, body: { unread_count: 0 } }));
  useSession.getState().signIn('token');
  stop = renderShell('/projects/p1/leads').stop;
  await screen.findByRole('link', { name: 'Leads' }, { timeout: 3000 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getByRole('link', { name: 'Leads' })).toBeInTheDocument();
  expect(api().count('GET /api/v1/leads/p1/unread_count')).toBe(1);
});

it('counts only the leads assigned to the person when they chose the badge to count theirs', async () => {
  api().route('GET /api/v1/notifications/preferences', () => ({
    status: 200,
    body: { assigned: 'app', mentioned: 'app', badge: 'mine', slack_fallback: null, slack_fallback_at: null },
  }));
  useSession.getState().signIn('token');
  stop = renderShell('/projects/p1/leads').stop;
  const link = await screen.findByRole(
    'link',
    { name: 'Leads, 3 unread assigned to you' },
    { timeout: 3000 },
  );
  expect(link).toHaveTextContent('3');
});
