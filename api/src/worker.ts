// The worker process: `node dist/worker.js`. Works the pg-boss queues and schedules data source polls;
// run as many as needed.
import pino from 'pino';
import { readConfigOrExit } from './config.js';
import { openDatabase } from './db/open-database.js';
import { closeSharedEmbeddingPool, configureEmbeddings } from './engine/embeddings/shared-pool.js';
import { alertJobSettings, registerJobs } from './jobs/register-jobs.js';
import { chatCompletionsClient } from './llm/chat-completions.js';
import { startupFailure, stopOnSignals } from './lifecycle.js';
import { createMailTransport, mailNotices } from './mail/create-transport.js';
import { startBoss } from './queue/create-boss.js';

const config = readConfigOrExit('worker');
const log = pino({ level: config.logLevel, base: { process: 'worker' } });

try {
  const database = await openDatabase(config.database, (error) =>
    log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  );
  const mailTransport = createMailTransport(config, database.db, log);
  if (mailTransport.kind !== 'smtp') log.warn(mailNotices[mailTransport.kind]);
  // The encoder runs in EMBEDDING_THREADS worker threads, loaded with the first post to score.
  configureEmbeddings({
    threads: config.embeddingThreads,
    onFailure: (reason) =>
      log.error({ reason }, 'sentence embeddings are unavailable: leads are scored with rule features only'),
  });
  const boss = await startBoss(database, {
    runsWorkers: true,
    onWarning: (message, error) => log.warn({ err: error }, message),
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  const jobs = await registerJobs(boss, {
    db: database.db,
    mailTransport,
    alerts: alertJobSettings(config, database.listen, (error) =>
      log.error({ err: error }, 'starting lead alerts failed'),
    ),
    engine: {
      llm: config.llm ? chatCompletionsClient(config.llm) : null,
      platformEndpoints: config.platformEndpoints,
      reddit: config.reddit,
      allowOrigins: config.websiteFetchAllowOrigins,
      pollTickSeconds: config.pollTickSeconds,
      defaultPollIntervalSeconds: config.defaultPollIntervalSeconds,
      onError: (error) => log.error({ err: error }, 'scheduling data source polls failed'),
    },
  });
  stopOnSignals(
    async () => {
      await jobs.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await mailTransport.close();
      await closeSharedEmbeddingPool();
      await database.close();
    },
    (message) => log.info(message),
  );
  log.info(
    { database: database.driver, mail: mailTransport.kind, embeddingThreads: config.embeddingThreads },
    'worker started',
  );
} catch (error) {
  startupFailure('worker', error);
}
