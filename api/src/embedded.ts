// Everything in one process (`npm start`): API, worker, the built front end, PGlite in DATA_DIR.
import { buildApp } from './app.js';
import { readConfigOrExit } from './config.js';
import { appConfigRoute } from './embedded/app-config.js';
import { persistedJwtSecret } from './embedded/jwt-secret.js';
import { demoAccount, seedDemo } from './embedded/seed-demo.js';
import { closeSharedEmbeddingPool, configureEmbeddings } from './engine/embeddings/shared-pool.js';
import { queueSourcePoll } from './engine/polling/poll-ticker.js';
import { locateStaticSite, spaFallback, staticSiteRoutes } from './embedded/static-site.js';
import { startupFailure, stopOnSignals } from './lifecycle.js';

const config = readConfigOrExit('embedded');
const print = (line: string) => process.stdout.write(`${line}\n`);

try {
  config.jwtSecret ??= await persistedJwtSecret(config.dataDir);
  const site = locateStaticSite(config.staticRoot);
  for (const dir of site.missing) {
    print(
      `Not built yet: ${dir} is missing, so that part of the front end is not served (run the build first).`,
    );
  }

  // Sentence embeddings run in worker threads (EMBEDDING_THREADS) so the API in this same process stays
  // responsive while a poll or an import is scored; the encoder loads with the first post.
  let reportFailure = (reason: string): void => {
    print(`Sentence embeddings are unavailable (${reason})`);
  };
  configureEmbeddings({ threads: config.embeddingThreads, onFailure: (reason) => reportFailure(reason) });
  const app = await buildApp({
    config,
    runWorkers: true,
    notFoundHandler: spaFallback(site),
    extraRoutes: async (instance) => {
      await appConfigRoute(instance);
      await instance.register(staticSiteRoutes(config.staticRoot));
    },
  });
  reportFailure = (reason) =>
    app.log.error(
      { reason },
      'sentence embeddings are unavailable: leads are scored with rule features only',
    );
  stopOnSignals(async () => {
    await app.close();
    await closeSharedEmbeddingPool();
  }, print);
  await app.ready();
  const seeded = await seedDemo(app.repositories, app.db);
  // The demo's first poll runs now rather than at the next scheduler tick: leads within seconds.
  if (seeded.status === 'created') await queueSourcePoll(app.queue.boss, seeded.sampleSourceId);
  await app.listen({ host: config.host, port: config.port });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  // Links in mail point at this server unless APP_URL says otherwise (PORT=0 picks the port only now).
  if (!process.env.APP_URL) config.appUrl = url;
  // The API is served from the same origin as the app here.
  if (!process.env.API_PUBLIC_URL) config.apiPublicUrl = config.appUrl;
  print(`Signalboard is running at ${url}`);
  print(
    `Demo account${seeded.status === 'created' ? ' (just created)' : ''}: ${demoAccount.email} / ${demoAccount.password} (a fixed demo password)`,
  );
  if (app.mailTransport.kind === 'outbox') print(`Mail is not sent: read it at ${url}/dev/outbox`);
  // On an address others can reach, the unauthenticated outbox page would hand them every sign-in link.
  if (app.mailTransport.kind === 'log')
    print(
      `Mail is not sent: it is written to the log (set SMTP_URL to deliver it; /dev/outbox is served only on a loopback address such as 127.0.0.1)`,
    );
} catch (error) {
  startupFailure('embedded server', error);
}
