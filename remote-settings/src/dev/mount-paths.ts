// Where the host mounts this remote (mirrors host/src/app/remote-mounts.ts; a remote cannot import
// the host), and the pages to offer on paths the remote does not own.
import type { MountId } from '@signalboard/shared/contract';
import type { DevLink } from './dev-routes';

export const mountPaths: Record<MountId<'settings'>, string> = {
  settings: '/projects/:projectId/settings/*',
  'slack-callback': '/slack-callback/*',
};

export const devLinks: DevLink[] = [
  { label: 'Settings of a sample project', to: '/projects/sample-project/settings' },
  { label: 'Slack callback', to: '/slack-callback' },
];
