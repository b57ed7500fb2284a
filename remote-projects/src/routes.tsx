// What remote-projects gives the host: the project list under /projects/*, the six-step wizard
// under /projects/new/* (the index is step 1 and creates the project; the other steps belong to it),
// and /demo, which opens the organization's demo project.
import { Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from '@signalboard/shared/router';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy } from '@signalboard/shared/ui';
import { ProjectStep, type StepBodyProps } from './features/wizard/project-step';
import type { StepId } from './features/wizard/wizard-progress';

const ProjectListPage = retryableLazy(() => import('./features/project-list/project-list-page'));
const DemoPage = retryableLazy(() => import('./features/demo/demo-page'));
const NameYourProjectStep = retryableLazy(() => import('./features/wizard/steps/name-your-project-step'));

// Each step's code is its own chunk: a user resuming at step 5 does not download steps 2 to 4.
const STEP_BODIES: Record<StepId, ComponentType<StepBodyProps>> = {
  1: retryableLazy(() => import('./features/wizard/steps/rename-project-step')),
  2: retryableLazy(() => import('./features/wizard/steps/website-step')),
  3: retryableLazy(() => import('./features/wizard/steps/business-description-step')),
  4: retryableLazy(() => import('./features/wizard/steps/use-case-step')),
  5: retryableLazy(() => import('./features/wizard/steps/platforms-step')),
  6: retryableLazy(() => import('./features/wizard/steps/intent-signals-step')),
};

// Each page waits for its chunk here, so the host's layout stays on screen meanwhile.
const withSpinner = (element: RouteObject['element']) => (
  <Suspense fallback={<PageSpinner />}>{element}</Suspense>
);

const stepIds = Object.keys(STEP_BODIES).map(Number) as StepId[];

const routes = {
  contractVersion: CONTRACT_VERSION,
  remote: 'projects',
  mounts: {
    projects: [{ index: true, element: withSpinner(<ProjectListPage />) }],
    wizard: [
      { index: true, element: withSpinner(<NameYourProjectStep />) },
      // A project's wizard without a step counts as step 1, as the host's step indicator shows it.
      { path: ':projectId', element: <Navigate to="step-1" replace /> },
      ...stepIds.map((id) => ({
        path: `:projectId/step-${id}`,
        element: withSpinner(<ProjectStep step={id} Body={STEP_BODIES[id]} />),
      })),
    ],
    demo: [{ index: true, element: withSpinner(<DemoPage />) }],
  },
} satisfies RemoteRoutesModule<'projects'>;

export default routes;
