import { CONTRACT_VERSION } from '@signalboard/shared/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import errorLoadRemotePlugin from '../error-load-remote-plugin';
import { RemoteLoaderContext } from '../remote-loader-context';
import { RemoteMount } from '../remote-mount';
import { createRemoteRoutesLoader, type LoadFederatedModule } from '../remote-routes-loader';

/** A remote's './routes' module, as a remote build would export it. */
function leadsRoutesModule() {
  return {
    default: {
      contractVersion: CONTRACT_VERSION,
      remote: 'leads',
      mounts: {
        leads: [
          { index: true, element: <h1>Lead list</h1> },
          { path: ':leadId', element: <h1>Lead detail</h1> },
          {
            path: 'broken',
            Component: () => {
              throw new Error('Cannot read properties of undefined');
            },
          },
        ],
      },
    },
  };
}

function renderMount(loadModule: LoadFederatedModule, path = '/projects/p1/leads') {
  const router = createMemoryRouter(
    [
      {
        path: '/projects/:projectId/leads/*',
        element: (
          <>
            <Link to="/team">Team</Link>
            <RemoteMount remote="leads" mount="leads" area="Leads" />
          </>
        ),
      },
      { path: '/team', element: <h1>Team page</h1> },
      { path: '/404', element: <h1>Not found</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <RemoteLoaderContext.Provider value={createRemoteRoutesLoader(loadModule)}>
      <RouterProvider router={router} />
    </RemoteLoaderContext.Provider>,
  );
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('RemoteMount', () => {
  it('renders the remote routes for the mount, and unknown sub-paths go to /404', async () => {
    const router = renderMount(async () => leadsRoutesModule());
    expect(await screen.findByRole('heading', { name: 'Lead list' })).toBeTruthy();
    await act(() => router.navigate('/projects/p1/leads/l-7'));
    expect(screen.getByRole('heading', { name: 'Lead detail' })).toBeTruthy();
    await act(() => router.navigate('/projects/p1/leads/l-7/nothing/here'));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('shows which area failed, keeps the shell working, and Retry really fetches again', async () => {
    let attempts = 0;
    renderMount(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch remoteEntry.js');
      return leadsRoutesModule();
    });
    expect(await screen.findByText('The Leads area could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Failed to fetch remoteEntry.js')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lead list' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('renders the runtime plugin fallback as the failure, and retries through the runtime again', async () => {
    const plugin = errorLoadRemotePlugin();
    const hook = plugin.errorLoadRemote as (args: Record<string, unknown>) => unknown;
    let attempts = 0;
    renderMount(async (request) => {
      attempts += 1;
      if (attempts === 1) return hook({ id: request, error: new Error('manifest 503'), lifecycle: 'onLoad' });
      return leadsRoutesModule();
    });
    expect(await screen.findByText('The Leads area could not be loaded.')).toBeTruthy();
    expect(screen.getByText('manifest 503')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lead list' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('a contract mismatch is shown as the area failure', async () => {
    renderMount(async () => ({ default: { ...leadsRoutesModule().default, contractVersion: '99.0.0' } }));
    expect(await screen.findByText(/built for contract version 99/)).toBeTruthy();
  });

  it('a remote route that throws while rendering is contained, and navigating away recovers', async () => {
    const router = renderMount(async () => leadsRoutesModule(), '/projects/p1/leads/broken');
    expect(await screen.findByText('The Leads area could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    await act(() => router.navigate('/projects/p1/leads'));
    expect(await screen.findByRole('heading', { name: 'Lead list' })).toBeTruthy();
  });
});

/** A team remote whose home mount wraps its index page in a layout route of its own. */
function teamRoutesModule() {
  return {
    default: {
      contractVersion: CONTRACT_VERSION,
      remote: 'team',
      mounts: {
        home: [
          {
            element: (
              <section aria-label="Home frame">
                <Outlet />
              </section>
            ),
            children: [{ index: true, element: <h1>Welcome back</h1> }],
          },
        ],
        team: [],
      },
    },
  };
}

function renderHomeMount(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          { index: true, element: <RemoteMount remote="team" mount="home" area="Home" exact /> },
          { path: '404', element: <h1>Not found</h1> },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RemoteLoaderContext.Provider value={createRemoteRoutesLoader(async () => teamRoutesModule())}>
      <RouterProvider router={router} />
    </RemoteLoaderContext.Provider>,
  );
  return router;
}

describe('RemoteMount at an exact host path ("/")', () => {
  it("renders the remote's route for the mount, layout route included, without React Router's warning", async () => {
    renderHomeMount('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Home frame' })).toBeTruthy();
    const warned = vi.mocked(console.warn).mock.calls.map((args) => args.map(String).join(' '));
    expect(warned.filter((message) => message.includes('descendant'))).toEqual([]);
  });

  it('does not catch unknown paths: they still go to /404', async () => {
    const router = renderHomeMount('/foo');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});
