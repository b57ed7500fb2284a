// Where the host mounts this remote (mirrors host/src/app/remote-mounts.ts; a remote cannot import
// the host), and the pages to offer on paths the remote does not own.
import type { MountId } from '@signalboard/shared/contract';
import type { DevLink } from './dev-routes';

export const mountPaths: Record<MountId<'projects'>, string> = {
  projects: '/projects/*',
  wizard: '/projects/new/*',
};

export const devLinks: DevLink[] = [
  { label: 'Projects', to: '/projects' },
  { label: 'New project (step 1)', to: '/projects/new' },
  { label: 'Wizard step 2 of a sample project', to: '/projects/new/sample-project/step-2' },
];
