// What remote-projects gives the host: the project list under /projects/*, and the six-step wizard
// under /projects/new/* (the index is step 1; the other steps belong to a created project).
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, WIZARD_STEPS, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy } from '@signalboard/shared/ui';

const ProjectListPage = retryableLazy(() => import('./features/project-list/project-list-page'));
const NameYourProjectStep = retryableLazy(() => import('./features/wizard/name-your-project-step'));
const ComingSoonStep = retryableLazy(() =>
  import('./features/wizard/coming-soon-step').then((module) => ({ default: module.ComingSoonStep })),
);

// Each page waits for its chunk here, so the host's layout stays on screen meanwhile.
const withSpinner = (element: RouteObject['element']) => (
  <Suspense fallback={<PageSpinner />}>{element}</Suspense>
);

const routes = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  remote: 'projects',
  mounts: {
    projects: [{ index: true, element: withSpinner(<ProjectListPage />) }],
    wizard: [
      { index: true, element: withSpinner(<NameYourProjectStep />) },
      ...WIZARD_STEPS.map((step) => ({
        path: `:projectId/step-${step.id}`,
        element: withSpinner(<ComingSoonStep step={step} />),
      })),
    ],
  },
} satisfies RemoteRoutesModule<'projects'>;

export default routes;
