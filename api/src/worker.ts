// The worker process: `node dist/worker.js`. Works the pg-boss queues; run as many as needed.
import pino from 'pino';
import { readConfigOrExit } from './config.js';
import { openDatabase } from './db/open-database.js';
import { registerJobs } from './jobs/register-jobs.js';
import { startupFailure, stopOnSignals } from './lifecycle.js';
import { createMailTransport } from './mail/create-transport.js';
import { startBoss } from './queue/create-boss.js';

const config = readConfigOrExit('worker');
const log = pino({ level: config.logLevel, base: { process: 'worker' } });

try {
  const database = await openDatabase(config.database, (error) =>
    log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  );
  const mailTransport = createMailTransport(config, database.db);
  const boss = await startBoss(database, { runsWorkers: true });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await registerJobs(boss, { db: database.db, mailTransport });
  stopOnSignals(
    async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await mailTransport.close();
      await database.close();
    },
    (message) => log.info(message),
  );
  log.info({ database: database.driver, mail: mailTransport.kind }, 'worker started');
} catch (error) {
  startupFailure('worker', error);
}
