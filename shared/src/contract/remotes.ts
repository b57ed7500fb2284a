// The contract between the host and the remotes. A remote exposes `./routes`, whose default export
// is a RemoteRoutesModule: for each mount point the host gives it, the route objects it contributes
// (paths relative to that mount point). The host checks the manifest's contract before loading a
// remote (compatibility.mjs) and `contractVersion`'s major again once it is loaded.
import type { RouteObject } from '@signalboard/shared/router';

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
  projects: ['projects', 'wizard', 'demo'],
  settings: ['settings', 'slack-callback', 'crm-callback'],
  team: ['home', 'team'],
} as const;

export type RemoteName = keyof typeof remoteMounts;
export type MountId<R extends RemoteName> = (typeof remoteMounts)[R][number];

export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  /** CONTRACT_VERSION as the remote was built with it (semantic version; majors must match). */
  contractVersion: string;
  remote: R;
  /** Route objects per mount point, relative to it (use `index: true` for the mount itself). */
  mounts: Record<MountId<R>, RouteObject[]>;
}

export const remoteNames = Object.keys(remoteMounts) as RemoteName[];

/** The federation container name of a remote, e.g. auth -> remote_auth. */
export function containerName(remote: RemoteName): string {
  return `remote_${remote}`;
}
