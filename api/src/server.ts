// The API process: `node dist/server.js`. Scale it out behind a load balancer; run workers with worker.js.
import { buildApp } from './app.js';
import { readConfigOrExit } from './config.js';
import { closeSharedEmbeddingPool, configureEmbeddings } from './engine/embeddings/shared-pool.js';
import { startupFailure, stopOnSignals } from './lifecycle.js';

const config = readConfigOrExit('server');

try {
  // The API embeds posts too (imports, and jobs when it works them with PGlite): in EMBEDDING_THREADS
  // worker threads, so requests stay responsive; the encoder loads with the first post. A failure is
  // reported on stderr until the app's logger exists, then through it.
  let reportFailure = (reason: string): void => {
    process.stderr.write(`Sentence embeddings are unavailable (${reason})\n`);
  };
  configureEmbeddings({ threads: config.embeddingThreads, onFailure: (reason) => reportFailure(reason) });
  // PGlite serves a single process, so without DATABASE_URL this process also works the jobs.
  const app = await buildApp({ config, runWorkers: config.database.kind === 'pglite' });
  reportFailure = (reason) =>
    app.log.error(
      { reason },
      'sentence embeddings are unavailable: leads are scored with rule features only',
    );
  stopOnSignals(
    async () => {
      await app.close();
      await closeSharedEmbeddingPool();
    },
    (message) => app.log.info(message),
  );
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  startupFailure('API', error);
}
