// Where the host mounts this remote (mirrors host/src/app/remote-mounts.ts; a remote cannot import
// the host), and the pages to offer on paths the remote does not own.
import type { MountId } from '@signalboard/shared/contract';
import type { DevLink } from './dev-routes';

export const mountPaths: Record<MountId<'team'>, string> = {
  home: '/',
  team: '/team/*',
};

export const devLinks: DevLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Team', to: '/team' },
];
