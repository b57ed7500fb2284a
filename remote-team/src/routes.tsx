// What remote-team gives the host: the home page at / (organization onboarding, or a landing) and
// the team page under /team/*. Each page is its own chunk.
import { Suspense } from 'react';
import type { RouteObject } from '@signalboard/shared/router';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy } from '@signalboard/shared/ui';

const HomePage = retryableLazy(() => import('./features/home/home-page'));
const TeamPage = retryableLazy(() => import('./features/team/team-page'));

// Each page waits for its chunk here, so the host's layout stays on screen meanwhile.
const withSpinner = (element: RouteObject['element']) => (
  <Suspense fallback={<PageSpinner />}>{element}</Suspense>
);

const routes = {
  contractVersion: CONTRACT_VERSION,
  remote: 'team',
  mounts: {
    home: [{ index: true, element: withSpinner(<HomePage />) }],
    team: [{ index: true, element: withSpinner(<TeamPage />) }],
  },
} satisfies RemoteRoutesModule<'team'>;

export default routes;
