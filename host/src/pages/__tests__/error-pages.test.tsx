import { act, render, screen } from '@testing-library/react';
import { AppRouterProvider, createAppRouter } from '@signalboard/shared/router';
import { appRoutes } from '../../app/routes';
import { RootRoute } from '../root-error';
import { retryableLazy } from '@signalboard/shared/ui';
import { RemoteLoaderContext } from '../../remotes/remote-loader-context';
import { createRemoteRoutesLoader } from '../../remotes/remote-routes-loader';

function renderAt(path: string) {
  const router = createAppRouter(appRoutes, { initialEntries: [path] });
  const loader = createRemoteRoutesLoader(() => Promise.reject(new Error('no remotes in this test')));
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <AppRouterProvider router={router} />
    </RemoteLoaderContext.Provider>,
  );
  return router;
}

describe('error pages', () => {
  it('/404 says the page does not exist and offers the way home', async () => {
    renderAt('/404');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 - Page Not Found');
    expect(
      screen.getByText('The page you are looking for does not exist. Do you want to return home?'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

  it('/500 and /503 carry the spec texts', async () => {
    renderAt('/500');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '500 - Internal Server Error',
    );
    expect(
      screen.getByText('An error occurred while processing your request. Please try again later.'),
    ).toBeTruthy();
  });

  it('/503', async () => {
    renderAt('/503');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('503 - Service Unavailable');
    expect(screen.getByText('We are currently undergoing maintenance. Please check back soon.')).toBeTruthy();
  });

  it('an unknown path redirects to /404, with the wordmark', async () => {
    const router = renderAt('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 - Page Not Found');
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByText('Signalboard')).toBeTruthy();
  });
});

describe('the root error boundary', () => {
  function Boom(): never {
    throw new Error('a page that cannot render');
  }

  it('shows the 500 page for a page that throws, and a navigation clears it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createAppRouter(
      [
        {
          path: '/',
          element: <RootRoute />,
          children: [
            { path: 'broken', element: <Boom /> },
            { path: 'fine', element: <h1>Fine</h1> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<AppRouterProvider router={router} />);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '500 - Internal Server Error',
    );
    expect(quiet).toHaveBeenCalledWith('[signalboard] The application failed to render.', expect.any(Error));

    act(() => router.navigate('/fine'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fine');
    quiet.mockRestore();
  });
});

describe('a page chunk that fails to download', () => {
  it('shows the 500 page, and the next navigation to it downloads it again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Flaky = retryableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError: the network dropped');
      return { default: () => <h1>Loaded page</h1> };
    });
    const router = createAppRouter(
      [
        {
          path: '/',
          element: <RootRoute />,
          children: [
            { path: 'flaky', element: <Flaky /> },
            { path: 'other', element: <h1>Other</h1> },
          ],
        },
      ],
      { initialEntries: ['/flaky'] },
    );
    render(<AppRouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '500 - Internal Server Error',
    );

    act(() => router.navigate('/other'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Other');
    act(() => router.navigate('/flaky'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded page' })).toBeTruthy();
    expect(attempts).toBe(2);
    quiet.mockRestore();
  });
});
