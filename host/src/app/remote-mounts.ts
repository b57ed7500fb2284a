// Where each remote's mounts live in the host's routes (the table of the shared contract). Paths
// end in /* so the remote's own relative routes can go deeper; "/" is the main layout's index.
import type { RemoteName } from '@signalboard/shared/contract';

export type LayoutName = 'public' | 'main' | 'wizard';

export interface HostMount {
  remote: RemoteName;
  mount: string;
  path: string;
  layout: LayoutName;
  /** How the user knows this area, e.g. in "The Leads area could not be loaded." */
  area: string;
}

export const hostMounts: readonly HostMount[] = [
  { remote: 'auth', mount: 'sign-in', path: '/sign-in/*', layout: 'public', area: 'Sign in' },
  { remote: 'auth', mount: 'sign-up', path: '/sign-up/*', layout: 'public', area: 'Sign up' },
  { remote: 'auth', mount: 'invite', path: '/invite/*', layout: 'public', area: 'Invitation' },
  {
    remote: 'auth',
    mount: 'forgot-password',
    path: '/forgot-password/*',
    layout: 'public',
    area: 'Forgot password',
  },
  {
    remote: 'auth',
    mount: 'check-your-email-password-reset',
    path: '/check-your-email-password-reset/*',
    layout: 'public',
    area: 'Check your e-mail',
  },
  {
    remote: 'auth',
    mount: 'reset-password',
    path: '/reset-password/*',
    layout: 'public',
    area: 'Reset password',
  },
  {
    remote: 'auth',
    mount: 'verify-user',
    path: '/verify-user/*',
    layout: 'public',
    area: 'Account verification',
  },
  {
    remote: 'auth',
    mount: 'google-auth-callback',
    path: '/google-auth-callback/*',
    layout: 'public',
    area: 'Google sign-in',
  },
  {
    remote: 'settings',
    mount: 'slack-callback',
    path: '/slack-callback/*',
    layout: 'public',
    area: 'Slack connection',
  },
  { remote: 'team', mount: 'home', path: '/', layout: 'main', area: 'Home' },
  { remote: 'projects', mount: 'projects', path: '/projects/*', layout: 'main', area: 'Projects' },
  { remote: 'leads', mount: 'leads', path: '/projects/:projectId/leads/*', layout: 'main', area: 'Leads' },
  {
    remote: 'settings',
    mount: 'settings',
    path: '/projects/:projectId/settings/*',
    layout: 'main',
    area: 'Settings',
  },
  { remote: 'team', mount: 'team', path: '/team/*', layout: 'main', area: 'Team' },
  { remote: 'projects', mount: 'wizard', path: '/projects/new/*', layout: 'wizard', area: 'New project' },
];

/** Paths served by the public layout, for "is the user on a public page?" questions. */
export const publicPathPrefixes = [
  ...hostMounts.filter((m) => m.layout === 'public').map((m) => m.path.replace(/\/\*$/, '')),
  '/contact',
  '/privacy',
  '/terms',
  '/404',
  '/500',
  '/503',
];

export function isPublicPath(pathname: string): boolean {
  return publicPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
