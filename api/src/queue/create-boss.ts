import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';
import { jobQueues, queueOptions } from '../jobs/queues.js';

export interface BossOptions {
  /** Only processes that run workers supervise (maintenance) and keep schedules; the API only sends. */
  runsWorkers: boolean;
  /** Fire cron schedules (default: when running workers). Tests turn it off to stay clock-independent. */
  firesSchedules?: boolean;
}

/**
 * Starts pg-boss on the app's own database connection (the PGlite instance or the node-postgres pool),
 * so PGlite keeps its single connection and PostgreSQL keeps one pool per process.
 */
export async function startBoss(database: DatabaseHandle, options: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    supervise: options.runsWorkers,
    schedule: options.firesSchedules ?? options.runsWorkers,
    migrate: true,
  });
  await boss.start();
  for (const name of jobQueues) await boss.createQueue(name, { name, ...queueOptions[name] });
  return boss;
}
