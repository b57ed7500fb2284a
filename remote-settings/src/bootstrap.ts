// The standalone dev entry (`node scripts/pnpm.mjs --filter @signalboard/remote-settings dev`): the
// settings pages alone, at the host's paths, in the providers the host gives. The host never loads
// this file; it loads ./routes through Module Federation.
import { startRemoteDevShell } from '@signalboard/shared/dev';
import routes from './routes';

void startRemoteDevShell(routes, [
  { label: 'Settings of a sample project', to: '/projects/sample-project/settings' },
  { label: 'Slack callback', to: '/slack-callback' },
  { label: 'CRM callback', to: '/crm-callback?status=error&provider=hubspot&reason=access_denied' },
]);
