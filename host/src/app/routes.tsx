// The host's route tree: three layouts, the remote mounts of the shared mount table, the error pages
// and the catch-all to /404.
import { isExactMountPath } from '@signalboard/shared/contract';
import { retryableLazy } from '@signalboard/shared/ui';
import { Navigate, type RouteObject } from '@signalboard/shared/router';
import { ErrorLayout } from '../layouts/error-layout';
import { PublicLayout } from '../layouts/public-layout';
import { InternalErrorPage, NotFoundPage, UnavailablePage } from '../pages/error-pages';
import { RootRoute } from '../pages/root-error';
import { RemoteMount } from '../remotes/remote-mount';
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

// The signed-in shell (the session guard, the main and wizard layouts with their menus and dialogs,
// and the API calls they make) is one chunk of its own: the public and error pages do not load it.
// Retryable: a chunk that failed to download is fetched again after the next navigation (RootRoute).
const signedInShell = () => import('./signed-in-shell');
const RequireSession = retryableLazy(async () => ({ default: (await signedInShell()).RequireSession }));
const MainLayout = retryableLazy(async () => ({ default: (await signedInShell()).MainLayout }));
const WizardLayout = retryableLazy(async () => ({ default: (await signedInShell()).WizardLayout }));

// Legal pages are rarely opened: each is its own chunk, outside the initial load (the root route
// shows a spinner while one loads).
const ContactPage = retryableLazy(async () => ({
  default: (await import('../pages/contact-page')).ContactPage,
}));
const PrivacyPage = retryableLazy(async () => ({
  default: (await import('../pages/privacy-page')).PrivacyPage,
}));
const TermsPage = retryableLazy(async () => ({ default: (await import('../pages/terms-page')).TermsPage }));
const legalPages: RouteObject[] = [
  { path: 'contact', element: <ContactPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
];

// Which remote versions this page runs (not in production): public, so it works signed out too.
const StagingPage = retryableLazy(async () => ({
  default: (await import('../pages/staging/staging-page')).StagingPage,
}));
const stagingPage: RouteObject = { path: 'staging', element: <StagingPage /> };

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    // The 500 page for an unexpected render error, and the spinner while a lazy page loads.
    element: <RootRoute />,
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
