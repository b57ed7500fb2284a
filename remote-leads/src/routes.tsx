// What remote-leads gives the host: the lead list, a lead's page and the Team panel, under
// /projects/:projectId/leads/*. Each page is its own chunk.
import { Suspense } from 'react';
import type { RouteObject } from '@signalboard/shared/router';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy } from '@signalboard/shared/ui';

const LeadListPage = retryableLazy(() => import('./features/lead-list/lead-list-page'));
const LeadDetailPage = retryableLazy(() => import('./features/lead-detail/lead-detail-page'));
const TeamSpeedPage = retryableLazy(() => import('./features/team-speed/team-speed-page'));

// Each page waits for its chunk here, so the host's layout stays on screen meanwhile.
const withSpinner = (element: RouteObject['element']) => (
  <Suspense fallback={<PageSpinner />}>{element}</Suspense>
);

const routes = {
  contractVersion: CONTRACT_VERSION,
  remote: 'leads',
  mounts: {
    leads: [
      { index: true, element: withSpinner(<LeadListPage />) },
      // The Team panel (issue 26); a fixed segment outranks `:id`, so no lead id is ever read as it.
      { path: 'team', element: withSpinner(<TeamSpeedPage />) },
      { path: ':id', element: withSpinner(<LeadDetailPage />) },
    ],
  },
} satisfies RemoteRoutesModule<'leads'>;

export default routes;
