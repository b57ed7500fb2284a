// The standalone dev entry (`node scripts/pnpm.mjs --filter @signalboard/remote-team dev`): the
// home and team pages alone, at the host's paths, in the providers the host gives (the pages it
// offers elsewhere are its mounts: Home and Team). The host never loads this file; it loads
// ./routes through Module Federation.
import { startRemoteDevShell } from '@signalboard/shared/dev';
import routes from './routes';

void startRemoteDevShell(routes);
