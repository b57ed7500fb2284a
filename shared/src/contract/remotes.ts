// The contract between the host and the remotes. A remote exposes `./routes`, whose default export
// is a RemoteRoutesModule: for each mount point the host gives it, the route objects it contributes
// (paths relative to that mount point). The host checks `contractVersion` before mounting.
import type { RouteObject } from 'react-router-dom';

export const REMOTE_CONTRACT_VERSION = 1;

/** Every remote, and the mount points the host gives it (where they live: mount-paths.ts). */
export const remoteMounts = {
  auth: [
    'sign-in',
    'sign-up',
    'invite',
    'forgot-password',
    'check-your-email-password-reset',
    'reset-password',
    'verify-user',
    'google-auth-callback',
  ],
  leads: ['leads'],
  projects: ['projects', 'wizard'],
  settings: ['settings', 'slack-callback'],
  team: ['home', 'team'],
} as const;

export type RemoteName = keyof typeof remoteMounts;
export type MountId<R extends RemoteName> = (typeof remoteMounts)[R][number];

export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  contractVersion: number;
  remote: R;
  /** Route objects per mount point, relative to it (use `index: true` for the mount itself). */
  mounts: Record<MountId<R>, RouteObject[]>;
}

export const remoteNames = Object.keys(remoteMounts) as RemoteName[];

/** The federation container name of a remote, e.g. auth -> remote_auth. */
export function containerName(remote: RemoteName): string {
  return `remote_${remote}`;
}
