// Where the host mounts this remote (mirrors host/src/app/remote-mounts.ts; a remote cannot import
// the host), and the pages to offer on paths the remote does not own.
import type { MountId } from '@signalboard/shared/contract';
import type { DevLink } from './dev-routes';

export const mountPaths: Record<MountId<'auth'>, string> = {
  'sign-in': '/sign-in/*',
  'sign-up': '/sign-up/*',
  invite: '/invite/*',
  'forgot-password': '/forgot-password/*',
  'check-your-email-password-reset': '/check-your-email-password-reset/*',
  'reset-password': '/reset-password/*',
  'verify-user': '/verify-user/*',
  'google-auth-callback': '/google-auth-callback/*',
};

export const devLinks: DevLink[] = [
  { label: 'Sign in', to: '/sign-in' },
  { label: 'Sign up', to: '/sign-up' },
  { label: 'Forgot password', to: '/forgot-password' },
  { label: 'Check your e-mail', to: '/check-your-email-password-reset' },
  { label: 'Reset password (no token)', to: '/reset-password' },
  { label: 'Verify user (no token)', to: '/verify-user' },
  { label: 'Invite', to: '/invite' },
];
