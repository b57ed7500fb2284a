// The standalone dev entry (`node scripts/pnpm.mjs --filter @signalboard/remote-leads dev`): the
// lead pages alone, at the host's paths, in the providers the host gives. The host never loads
// this file; it loads ./routes through Module Federation.
import { startRemoteDevShell } from '@signalboard/shared/dev';
import routes from './routes';

void startRemoteDevShell(routes, [
  { label: 'Lead list of a sample project', to: '/projects/sample-project/leads' },
  { label: 'A sample lead', to: '/projects/sample-project/leads/sample-lead' },
]);
