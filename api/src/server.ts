// The API process: `node dist/server.js`. Scale it out behind a load balancer; run workers with worker.js.
import { buildApp } from './app.js';
import { readConfigOrExit } from './config.js';
import { startupFailure, stopOnSignals } from './lifecycle.js';

const config = readConfigOrExit('server');

try {
  // PGlite serves a single process, so without DATABASE_URL this process also works the jobs.
  const app = await buildApp({ config, runWorkers: config.database.kind === 'pglite' });
  stopOnSignals(
    () => app.close(),
    (message) => app.log.info(message),
  );
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  startupFailure('API', error);
}
