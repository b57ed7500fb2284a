// The shell end to end in jsdom: real router and route table, the real guard against a real HTTP
// server, the real query client and session store; remotes are real route modules.
import { queryClient } from '@signalboard/shared/query';
import { SELECTED_PROJECT_KEY, useSession } from '@signalboard/shared/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@signalboard/shared/feedback';
import { renderShell } from '../../testing/render-shell';
import { errorReply, startApiServer, withApiServer, type ApiReply } from '@signalboard/shared/testing';

const organization = {
  id: 'o1',
  name: 'Acme',
  website: null,
  created_at: '2025-01-01T00:00:00Z',
  role: 'owner',
};
const project = (id: string) => ({
  id,
  name: `Project ${id}`,
  business_description: null,
  website: null,
  organization_id: 'o1',
  created_at: '2025-01-01T00:00:00Z',
});
const me = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_active: true,
  is_superuser: false,
  is_verified: true,
  created_at: '2025-01-01T00:00:00Z',
};

const api = withApiServer(() => startApiServer({}), { keepConfig: true });
const answer = (key: string, reply: ApiReply) => api().route(key, () => reply);

beforeAll(() => {
  // Answers arrive over real HTTP, outside act(); the assertions wait for what they need.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  answer('GET /users_info/me', { status: 200, body: me });
  answer('GET /api/v1/organization', { status: 200, body: organization });
  answer('GET /api/v1/project', { status: 200, body: [project('p1'), project('p2')] });
});
let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  act(() => notify.remove());
  useSession.getState().signOut();
  queryClient.clear();
  localStorage.clear();
});

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

describe('the shell', () => {
  it('sends a signed-out visitor to sign-in with the page to return to', async () => {
    const { router, stop } = renderShell('/team');
    cleanup = stop;
    await heading('auth:sign-in');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/sign-in?next=%2Fteam');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText(/© 2025 Signalboard/)).toBeTruthy();
  });

  it('sends a signed-in user from /sign-in to ?next', async () => {
    useSession.getState().signIn('token');
    const { router, stop } = renderShell('/sign-in?next=%2Fteam');
    cleanup = stop;
    await heading('team:team');
    expect(router.state.location.pathname).toBe('/team');
  });

  it('without an organization or shared projects, only / is reachable', async () => {
    useSession.getState().signIn('token');
    answer('GET /api/v1/organization', errorReply(404, 'ORGANIZATION_NOT_FOUND', 'Organization not found'));
    answer('GET /api/v1/project', { status: 200, body: [] });
    const { router, stop } = renderShell('/team');
    cleanup = stop;
    await heading('team:home');
    expect(router.state.location.pathname).toBe('/');
  });

  describe('a guest (no organization, projects shared with them)', () => {
    beforeEach(() => {
      useSession.getState().signIn('token');
      answer('GET /api/v1/organization', errorReply(404, 'ORGANIZATION_NOT_FOUND', 'Organization not found'));
    });

    it("opens a shared project's leads, with its navigation and no Team link", async () => {
      const { router, stop } = renderShell('/projects/p1/leads');
      cleanup = stop;
      await heading('leads:leads');
      expect(router.state.location.pathname).toBe('/projects/p1/leads');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await waitFor(() => expect(within(nav).getByRole('link', { name: 'Leads' })).toBeTruthy());
      expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
      expect(within(nav).queryByRole('link', { name: 'Team' })).toBeNull();
    });

    it('goes from /team and the wizard to the project list', async () => {
      const { router, stop } = renderShell('/team');
      cleanup = stop;
      await heading('projects:projects');
      expect(router.state.location.pathname).toBe('/projects');
      await act(() => router.navigate('/projects/new'));
      await heading('projects:projects');
      expect(router.state.location.pathname).toBe('/projects');
    });

    it('reaches / (the home page with the projects shared with them)', async () => {
      const { router, stop } = renderShell('/');
      cleanup = stop;
      await heading('team:home');
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('a member sees the Team link', async () => {
    useSession.getState().signIn('token');
    const { stop } = renderShell('/projects');
    cleanup = stop;
    await heading('projects:projects');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/team');
  });

  it('with an organization but no projects, / goes to the project list', async () => {
    useSession.getState().signIn('token');
    answer('GET /api/v1/project', { status: 200, body: [] });
    const { router, stop } = renderShell('/');
    cleanup = stop;
    await heading('projects:projects');
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('an unknown project id goes to /projects with the "Invalid project id" toast', async () => {
    useSession.getState().signIn('token');
    const { router, stop } = renderShell('/projects/zzz/leads');
    cleanup = stop;
    await heading('projects:projects');
    expect(router.state.location.pathname).toBe('/projects');
    expect(await screen.findByText('Invalid project id')).toBeTruthy();
  });

  it('/projects/:id opens its leads, stores it as the current project and shows its navigation', async () => {
    useSession.getState().signIn('token');
    const { router, stop } = renderShell('/projects/p2');
    cleanup = stop;
    await heading('leads:leads');
    expect(router.state.location.pathname).toBe('/projects/p2/leads');
    expect(localStorage.getItem(SELECTED_PROJECT_KEY)).toBe('p2');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
        '/projects/p2/settings',
      ),
    );
    expect(screen.getByRole('link', { name: 'Leads' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Project p2')).toBeTruthy();
  });

  it('the wizard shows the six steps with the current one marked', async () => {
    useSession.getState().signIn('token');
    const { stop } = renderShell('/projects/new/p1/step-3');
    cleanup = stop;
    await heading('New Project');
    expect(screen.getByText('Create a new project')).toBeTruthy();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps[0]?.textContent).toContain('(done)');
    expect(steps[3]?.textContent).not.toContain('(done)');
    expect(await screen.findByText('projects:wizard (deeper)')).toBeTruthy();
  });

  it('a 401 signs the user out and returns to sign-in, remembering the page', async () => {
    useSession.getState().signIn('expired');
    answer('GET /api/v1/organization', errorReply(401, 'UNAUTHORIZED', 'Token expired'));
    const { router, stop } = renderShell('/team');
    cleanup = stop;
    await heading('auth:sign-in');
    expect(useSession.getState().accessToken).toBeNull();
    expect(router.state.location.search).toBe('?next=%2Fteam');
  });

  it('sign out from the account menu clears the cache and goes to /sign-in', async () => {
    useSession.getState().signIn('token');
    const { router, stop } = renderShell('/team');
    cleanup = stop;
    await heading('team:team');
    fireEvent.click(await screen.findByRole('button', { name: /^Account menu for Ada Lovelace/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await heading('auth:sign-in');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/sign-in');
    expect(queryClient.getQueryData(['organization'])).toBeUndefined();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('opens the home mount at "/" without React Router warnings, and sends unknown paths to /404', async () => {
    const warn = vi.spyOn(console, 'warn');
    useSession.getState().signIn('token');
    const { router, stop } = renderShell('/');
    cleanup = stop;
    await heading('team:home');
    expect(warn.mock.calls.filter((args) => String(args[0]).includes('descendant'))).toEqual([]);
    await act(() => router.navigate('/foo'));
    await heading('404 - Page Not Found');
    expect(router.state.location.pathname).toBe('/404');
  });
});
