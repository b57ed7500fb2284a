// The standalone dev entry (`node scripts/pnpm.mjs --filter @signalboard/remote-projects dev`): the
// project list and the wizard alone, at the host's paths, in the providers the host gives. The host
// never loads this file; it loads ./routes through Module Federation.
import { startRemoteDevShell } from '@signalboard/shared/dev';
import routes from './routes';

void startRemoteDevShell(routes, [
  { label: 'Projects', to: '/projects' },
  { label: 'New project (step 1)', to: '/projects/new' },
]);
