import { act, render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useParams,
  type RouteObject,
} from 'react-router-dom';
import { MountRoutes } from '../mount-routes';

function ProjectName() {
  return <h1>{`Overview of ${useParams().projectId ?? 'nothing'}`}</h1>;
}

/** A host route table with one mount of `routes` at `path`, and the host's own catch-all. */
function renderMount(path: string, routes: RouteObject[], exact: boolean, url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          path === '/'
            ? { index: true, element: <MountRoutes routes={routes} exact={exact} /> }
            : { path: path.slice(1), element: <MountRoutes routes={routes} exact={exact} /> },
          { path: '404', element: <h1>Not found</h1> },
          { path: 'elsewhere', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let warnings: string[];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
});

describe('MountRoutes under a host path ending in /*', () => {
  const routes: RouteObject[] = [
    { index: true, element: <h1>Lead list</h1> },
    { path: ':leadId', element: <h1>Lead detail</h1> },
  ];

  it("renders the remote's routes, and sends unknown sub-paths to /404", async () => {
    const router = renderMount('/projects/:projectId/leads/*', routes, false, '/projects/p1/leads');
    expect(screen.getByRole('heading', { name: 'Lead list' })).toBeTruthy();
    await act(() => router.navigate('/projects/p1/leads/l-7'));
    expect(screen.getByRole('heading', { name: 'Lead detail' })).toBeTruthy();
    await act(() => router.navigate('/projects/p1/leads/l-7/deeper'));
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('MountRoutes under an exact host path', () => {
  it('renders the index route at "/" without React Router\'s descendant-routes warning', () => {
    renderMount('/', [{ index: true, element: <h1>Home</h1> }], true, '/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(warnings.filter((w) => w.includes('descendant'))).toEqual([]);
  });

  it('renders a layout route around the index, with its outlet', () => {
    const routes: RouteObject[] = [
      {
        element: (
          <section aria-label="Frame">
            <Outlet />
          </section>
        ),
        children: [{ index: true, element: <h1>Inside the frame</h1> }],
      },
    ];
    renderMount('/', routes, true, '/');
    expect(screen.getByRole('region', { name: 'Frame' }).textContent).toBe('Inside the frame');
  });

  it("passes the host route's params, and resolves relative links against the host path", () => {
    const routes: RouteObject[] = [
      {
        index: true,
        element: (
          <>
            <ProjectName />
            <Link to="settings">Settings</Link>
          </>
        ),
      },
    ];
    renderMount('/projects/:projectId/overview', routes, true, '/projects/p9/overview');
    expect(screen.getByRole('heading', { name: 'Overview of p9' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/projects/p9/overview/settings',
    );
  });

  it('goes to /404 when the remote gives nothing for the mount itself', () => {
    const router = renderMount('/', [{ path: 'deeper', element: <h1>Deeper</h1> }], true, '/');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('leaves unknown paths to the host', () => {
    const router = renderMount('/', [{ index: true, element: <h1>Home</h1> }], true, '/elsewhere');
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
