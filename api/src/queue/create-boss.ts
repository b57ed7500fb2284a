import PgBoss from 'pg-boss';
import type { DatabaseHandle, ExecuteSql } from '../db/database.js';
import { jobQueues, queueOptions } from '../jobs/queues.js';
import { bossActivity } from './boss-activity.js';
import { jobLiveness } from './job-liveness.js';

export interface BossOptions {
  /** Only processes that run workers supervise (maintenance) and keep schedules; the API only sends. */
  runsWorkers: boolean;
  /** Fire cron schedules (default: when running workers). Tests turn it off to stay clock-independent. */
  firesSchedules?: boolean;
  /** Problems worth a log line that never stop the queue (the job lock connection lost, jobs taken back). */
  onWarning?: (message: string, error?: unknown) => void;
}

type Handler = (jobs: unknown) => Promise<unknown>;

/**
 * Starts pg-boss on the app's own database connection (the PGlite instance or the node-postgres pool),
 * so PGlite keeps its single connection and PostgreSQL keeps one pool per process.
 *
 * Its `work` and `stop` are wrapped (boss-activity.ts): stop() resolves only once every handler and
 * every pg-boss query has finished, so the caller can close the database right after it. On PostgreSQL a
 * process that runs workers also locks each job it runs (job-liveness.ts), so the jobs of a process that
 * dies are retried within seconds instead of after their expiry.
 */
export async function startBoss(database: DatabaseHandle, options: BossOptions): Promise<PgBoss> {
  const activity = bossActivity(keepJobOutcomeFailures(database.executeSql, options.onWarning ?? (() => {})));
  const boss = new PgBoss({
    db: { executeSql: activity.executeSql },
    supervise: options.runsWorkers,
    schedule: options.firesSchedules ?? options.runsWorkers,
    migrate: true,
  });
  const liveness =
    options.runsWorkers && database.newSessionClient
      ? jobLiveness({ newClient: database.newSessionClient, onWarning: options.onWarning ?? (() => {}) })
      : null;
  // pg-boss assigns work/stop per instance (it forwards them to its parts), so these replace only ours.
  const work = boss.work.bind(boss) as (name: string, ...rest: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...rest: unknown[]) => {
    // The handler is always the last argument: work(name, handler) or work(name, options, handler).
    const handle = rest.pop() as Handler;
    return work(name, ...rest, activity.handler(liveness ? liveness.handler(handle) : handle));
  }) as PgBoss['work'];
  const stop = boss.stop.bind(boss);
  boss.stop = async (stopOptions?: PgBoss.StopOptions) => {
    await stop(stopOptions);
    await activity.settle(stopOptions?.timeout ?? 30_000);
    await liveness?.stop();
  };
  await liveness?.connect();
  await boss.start();
  liveness?.startReaping(boss);
  for (const name of jobQueues) await createQueueOnce(boss, name);
  return boss;
}

// The statements pg-boss 10 records a job's outcome with (manager.js completeJobs and failJobs).
const jobOutcomeStatement = /^\s*WITH (results|deleted_jobs) AS \(/;

/**
 * pg-boss 10 records a job's outcome with a complete() or fail() it does not await: when the database is
 * away at that moment (a restart, a failover) the rejection is unhandled and Node ends the process, so a
 * worker died of a database restart it would otherwise have ridden out. Such a failure is logged instead;
 * the job stays active and is taken back (job-liveness.ts) and retried once the database is back.
 */
function keepJobOutcomeFailures(
  executeSql: ExecuteSql,
  onWarning: (message: string, error?: unknown) => void,
): ExecuteSql {
  return async (text, values) => {
    try {
      return await executeSql(text, values);
    } catch (error) {
      if (!jobOutcomeStatement.test(text)) throw error;
      onWarning('recording a job outcome failed; the job is retried once taken back', error);
      // What pg-boss reads back from these statements: nothing was recorded.
      return { rows: [{ count: 0 }] };
    }
  };
}

/** PostgreSQL's code for a transaction it rolled back to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Creates a queue, retrying when PostgreSQL picked this call as a deadlock's victim. API and worker
 * processes start together and create the same queues: pg-boss 10's create_queue inserts the queue row
 * and then adds a foreign key to that table in one transaction, so a second process inserting the same
 * row waits on the first while holding the lock the first one's foreign key needs (seen as "deadlock
 * detected" at start-up, about 1 start in 10 on PostgreSQL). The victim is rolled back whole, and the
 * retry finds the queue made by the other process and does nothing.
 */
async function createQueueOnce(boss: PgBoss, name: (typeof jobQueues)[number]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, { name, ...queueOptions[name] });
      // createQueue leaves a queue made by an earlier release as it was: its retry and expiry settings
      // follow this release's here. The policy stays the queue's own (its unique indexes were made with
      // it), and is given back explicitly: pg-boss's updateQueue sets 'standard' when none is given.
      const { policy: _policy, ...settings } = queueOptions[name] ?? {};
      if (Object.keys(settings).length === 0) return;
      const { policy } = (await boss.getQueue(name)) ?? {};
      await boss.updateQueue(name, { name, ...settings, policy });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
