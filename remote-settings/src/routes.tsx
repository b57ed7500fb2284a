// What remote-settings gives the host: the settings shell and its tabs under
// /projects/:projectId/settings/* (the index opens the first tab), and the Slack and CRM return points.
import { Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from '@signalboard/shared/router';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy, Spinner } from '@signalboard/shared/ui';
import type { SettingsTab } from './features/settings-shell/settings-tabs';

const SettingsShell = retryableLazy(() => import('./features/settings-shell/settings-shell'));
const SlackCallbackPage = retryableLazy(() => import('./features/slack-callback/slack-callback-page'));
const CrmCallbackPage = retryableLazy(() => import('./features/crm-callback/crm-callback-page'));

// Each tab is its own chunk: opening General does not download the data source editor.
const tabPages: Record<SettingsTab['path'], ComponentType> = {
  project: retryableLazy(() => import('./features/general/general-tab')),
  business: retryableLazy(() => import('./features/business/business-tab')),
  'data-sources': retryableLazy(() => import('./features/data-sources/data-sources-tab')),
  'lead-quality': retryableLazy(() => import('./features/lead-quality/lead-quality-tab')),
  notifications: retryableLazy(() => import('./features/notifications/notifications-tab')),
  integrations: retryableLazy(() => import('./features/integrations/integrations-tab')),
  'api-keys': retryableLazy(() => import('./features/api-keys/api-keys-tab')),
  'danger-zone': retryableLazy(() => import('./features/danger-zone/danger-zone-tab')),
};

// Each page waits for its chunk here, so the host's layout stays on screen meanwhile.
const withSpinner = (element: RouteObject['element']) => (
  <Suspense fallback={<PageSpinner />}>{element}</Suspense>
);

// A tab waits inside the shell, so the title and the tab bar stay put while it loads.
const tabRoutes: RouteObject[] = Object.entries(tabPages).map(([path, Page]) => ({
  path,
  element: (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Page />
    </Suspense>
  ),
}));

const routes = {
  contractVersion: CONTRACT_VERSION,
  remote: 'settings',
  mounts: {
    settings: [
      {
        element: withSpinner(<SettingsShell />),
        children: [{ index: true, element: <Navigate to="project" replace /> }, ...tabRoutes],
      },
    ],
    'slack-callback': [{ index: true, element: withSpinner(<SlackCallbackPage />) }],
    'crm-callback': [{ index: true, element: withSpinner(<CrmCallbackPage />) }],
  },
} satisfies RemoteRoutesModule<'settings'>;

export default routes;
