// What remote-settings gives the host: the settings shell and its five tabs under
// /projects/:projectId/settings/* (the index opens the first tab), and the Slack return point.
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy } from '@signalboard/shared/ui';
import { SettingsTabPage } from './features/settings-shell/settings-tab-page';
import { SETTINGS_TABS } from './features/settings-shell/settings-tabs';

const SettingsShell = retryableLazy(() => import('./features/settings-shell/settings-shell'));
const SlackCallbackPage = retryableLazy(() => import('./features/slack-callback/slack-callback-page'));

// Each page waits for its chunk here, so the host's layout stays on screen meanwhile.
const withSpinner = (element: RouteObject['element']) => (
  <Suspense fallback={<PageSpinner />}>{element}</Suspense>
);

const routes = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'settings',
  mounts: {
    settings: [
      {
        element: withSpinner(<SettingsShell />),
        children: [
          { index: true, element: <Navigate to="project" replace /> },
          ...SETTINGS_TABS.map((tab) => ({ path: tab.path, element: <SettingsTabPage tab={tab} /> })),
        ],
      },
    ],
    'slack-callback': [{ index: true, element: withSpinner(<SlackCallbackPage />) }],
  },
} satisfies RemoteRoutesModule<'settings'>;

export default routes;
