// The host's route tree: three layouts, the remote mounts of the shared mount table, the error pages
// and the catch-all to /404.
import { isExactMountPath } from '@signalboard/shared/contract';
import { PageSpinner } from '@signalboard/shared/ui';
import { Navigate, type RouteObject } from '@signalboard/shared/router';
import { ErrorLayout } from '../layouts/error-layout';
import { MainLayout } from '../layouts/main-layout';
import { PublicLayout } from '../layouts/public-layout';
import { WizardLayout } from '../layouts/wizard-layout';
import { InternalErrorPage, NotFoundPage, UnavailablePage } from '../pages/error-pages';
import { RootError } from '../pages/root-error';
import { RemoteMount } from '../remotes/remote-mount';
import { RequireSession } from './guard/require-session';
import { hostMounts, type LayoutName } from './remote-mounts';

function mountRoutes(layout: LayoutName): RouteObject[] {
  return hostMounts
    .filter((m) => m.layout === layout)
    .map((m) => {
      const element = (
        <RemoteMount
          key={`${m.remote}:${m.mount}`}
          remote={m.remote}
          mount={m.mount}
          area={m.area}
          exact={isExactMountPath(m.path)}
        />
      );
      // "/" is the main layout's index route; every other mount path is relative to the root.
      return m.path === '/' ? { index: true, element } : { path: m.path.slice(1), element };
    });
}

// Legal pages are rarely opened: each is its own chunk, outside the initial load.
const legalPages: RouteObject[] = [
  { path: 'contact', lazy: async () => ({ Component: (await import('../pages/contact-page')).ContactPage }) },
  { path: 'privacy', lazy: async () => ({ Component: (await import('../pages/privacy-page')).PrivacyPage }) },
  { path: 'terms', lazy: async () => ({ Component: (await import('../pages/terms-page')).TermsPage }) },
];

// Which remote versions this page runs (not in production): public, so it works signed out too.
const stagingPage: RouteObject = {
  path: 'staging',
  lazy: async () => ({ Component: (await import('../pages/staging/staging-page')).StagingPage }),
};

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RootError />,
    // Shown while a lazy route (a legal page) opened directly loads its chunk.
    hydrateFallbackElement: <PageSpinner label="Loading" />,
    children: [
      { element: <PublicLayout />, children: [...mountRoutes('public'), ...legalPages, stagingPage] },
      {
        element: <RequireSession />,
        children: [
          {
            element: <MainLayout />,
            children: [
              ...mountRoutes('main'),
              { path: 'projects/:projectId', element: <Navigate to="leads" replace /> },
            ],
          },
          { element: <WizardLayout />, children: mountRoutes('wizard') },
        ],
      },
      {
        element: <ErrorLayout />,
        children: [
          { path: '404', element: <NotFoundPage /> },
          { path: '500', element: <InternalErrorPage /> },
          { path: '503', element: <UnavailablePage /> },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
