// Where the host mounts each remote: the host path a mount's routes are relative to, the layout
// around it, and how the user knows that area ("The Leads area could not be loaded."). The host's
// route table and every remote's standalone dev entry are built from this one table.
import type { MountId, RemoteName } from './remotes';

export type LayoutName = 'public' | 'main' | 'wizard';

export interface MountPath {
  /** Ends in /* when the remote's routes can go deeper; otherwise exact (e.g. "/"). */
  path: string;
  layout: LayoutName;
  area: string;
}

export const mountPaths = {
  auth: {
    'sign-in': { path: '/sign-in/*', layout: 'public', area: 'Sign in' },
    'sign-up': { path: '/sign-up/*', layout: 'public', area: 'Sign up' },
    invite: { path: '/invite/*', layout: 'public', area: 'Invitation' },
    'forgot-password': { path: '/forgot-password/*', layout: 'public', area: 'Forgot password' },
    'check-your-email-password-reset': {
      path: '/check-your-email-password-reset/*',
      layout: 'public',
      area: 'Check your e-mail',
    },
    'reset-password': { path: '/reset-password/*', layout: 'public', area: 'Reset password' },
    'verify-user': { path: '/verify-user/*', layout: 'public', area: 'Account verification' },
    'google-auth-callback': { path: '/google-auth-callback/*', layout: 'public', area: 'Google sign-in' },
  },
  leads: {
    leads: { path: '/projects/:projectId/leads/*', layout: 'main', area: 'Leads' },
  },
  projects: {
    projects: { path: '/projects/*', layout: 'main', area: 'Projects' },
    wizard: { path: '/projects/new/*', layout: 'wizard', area: 'New project' },
    // Opens the organization's demo project (created the first time), from the project list and the empty lead list.
    demo: { path: '/demo/*', layout: 'main', area: 'Demo project' },
  },
  settings: {
    settings: { path: '/projects/:projectId/settings/*', layout: 'main', area: 'Settings' },
    'slack-callback': { path: '/slack-callback/*', layout: 'public', area: 'Slack connection' },
    // Where the API sends the browser back after a CRM's consent page (HubSpot, Pipedrive, Attio).
    'crm-callback': { path: '/crm-callback/*', layout: 'public', area: 'CRM connection' },
  },
  team: {
    home: { path: '/', layout: 'main', area: 'Home' },
    team: { path: '/team/*', layout: 'main', area: 'Team' },
  },
} as const satisfies { [R in RemoteName]: Record<MountId<R>, MountPath> };

export interface HostMount extends MountPath {
  remote: RemoteName;
  mount: string;
}

/** The table as one list, remote by remote. */
export const hostMounts: readonly HostMount[] = Object.entries(mountPaths).flatMap(([remote, mounts]) =>
  Object.entries(mounts).map(([mount, place]) => ({ remote: remote as RemoteName, mount, ...place })),
);

/** An exact host path (no trailing /*) has no sub-paths: only the mount's own route can match. */
export function isExactMountPath(path: string): boolean {
  return !path.endsWith('/*');
}
