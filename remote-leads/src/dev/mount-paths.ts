// Where the host mounts this remote (mirrors host/src/app/remote-mounts.ts; a remote cannot import
// the host), and the pages to offer on paths the remote does not own.
import type { MountId } from '@signalboard/shared/contract';
import type { DevLink } from './dev-routes';

export const mountPaths: Record<MountId<'leads'>, string> = {
  leads: '/projects/:projectId/leads/*',
};

export const devLinks: DevLink[] = [
  { label: 'Lead list of a sample project', to: '/projects/sample-project/leads' },
  { label: 'A sample lead', to: '/projects/sample-project/leads/sample-lead' },
];
