// The standalone dev entry (`node scripts/pnpm.mjs --filter @signalboard/remote-auth dev`): this
// remote's routes alone, at the host's paths, in the providers the host gives. The host never
// loads this file; it loads ./routes through Module Federation.
import { startRemoteDevShell } from '@signalboard/shared/dev';
import routes from './routes';

void startRemoteDevShell(routes, [
  { label: 'Sign in', to: '/sign-in' },
  { label: 'Sign up', to: '/sign-up' },
  { label: 'Forgot password', to: '/forgot-password' },
  { label: 'Check your e-mail', to: '/check-your-email-password-reset' },
  { label: 'Reset password (no token)', to: '/reset-password' },
  { label: 'Verify user (no token)', to: '/verify-user' },
  { label: 'Invite', to: '/invite' },
]);
