// What remote-leads gives the host: the lead list and a lead's page, under
// /projects/:projectId/leads/*. Each page is its own chunk.
import { Suspense } from 'react';
import type { RouteObject } from '@signalboard/shared/router';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy } from '@signalboard/shared/ui';

const LeadListPage = retryableLazy(() => import('./features/lead-list/lead-list-page'));
const LeadDetailPage = retryableLazy(() => import('./features/lead-detail/lead-detail-page'));

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
      { path: ':id', element: withSpinner(<LeadDetailPage />) },
    ],
  },
} satisfies RemoteRoutesModule<'leads'>;

export default routes;
