import type PgBoss from 'pg-boss';
import type pg from 'pg';

/**
 * Gives back, within seconds, the jobs of a worker process that died (SIGKILL, out of memory, a lost host).
 *
 * pg-boss 10 has no heartbeat: a job whose process died stays `active` until its queue's expiry (10 min
 * for a poll, 1 h for an import) plus the next maintenance run (up to 2 min), and a 'stately' queue runs
 * nothing else for that key meanwhile. So every process that works jobs holds, on one connection of its
 * own, a session advisory lock per job it is running. PostgreSQL releases a session's locks the moment its
 * connection ends, which is what happens when its process dies. Every few seconds each such process looks
 * for active jobs whose lock nobody holds and fails them, and pg-boss retries them by the queue's policy.
 * Every handler is safe to run again (polls save their cursor with their leads, imports resume after the
 * last stored batch, alerts are planned once per lead), so a job taken back from a live process whose
 * lock connection was cut only costs work, never a duplicate.
 */
export interface JobLiveness {
  /** Wraps a job handler: the jobs it is given are locked while it runs. */
  handler<J, R>(handle: (jobs: J) => Promise<R>): (jobs: J) => Promise<R>;
  /** Opens the lock connection (before any job runs); a failure is retried in the background. */
  connect(): Promise<void>;
  /** Starts looking for jobs of dead processes (after pg-boss has started). */
  startReaping(boss: PgBoss): void;
  stop(): Promise<void>;
}

export interface JobLivenessOptions {
  /** A new connection outside the pool: it must live as long as the process. */
  newClient: () => pg.Client;
  /** The lost connection, a failed reap: worth a warning, never a crash. */
  onWarning: (message: string, error?: unknown) => void;
  /** How often to look for orphaned jobs. */
  reapEverySeconds?: number;
}

// The first key of every job lock (any fixed number; pg-boss and the migrator use other keys).
const lockNamespace = 1_902_174_533;
// The second key is the job id's hash: a collision only makes a dead job look alive, and it then waits
// for pg-boss's own expiry as before.
const jobKey = (idParameter: string) => `(hashtext(${idParameter}) & 2147483647)`;

// A job is taken back only when seen without a lock twice, this far apart: its worker locks it just after
// pg-boss hands it over, and re-locks its jobs after reconnecting.
const confirmAfterMs = 3_000;

const orphansSql = `
  SELECT j.id::text AS id, j.name
  FROM pgboss.job j
  WHERE j.state = 'active'
    AND NOT EXISTS (
      SELECT 1 FROM pg_locks l
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid = ${lockNamespace}::oid
        AND l.objid = ${jobKey('j.id::text')}::oid
    )`;

type FailMany = (
  name: string,
  ids: string[],
  output: object,
  options: PgBoss.ConnectionOptions,
) => Promise<void>;

export function jobLiveness(options: JobLivenessOptions): JobLiveness {
  const running = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;
  let reconnectDelayMs = 500;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let reapTimer: NodeJS.Timeout | null = null;
  let reaping: Promise<void> | null = null;
  const unlockedSince = new Map<string, number>();

  const lock = (id: string) =>
    client?.query(`SELECT pg_try_advisory_lock(${lockNamespace}, ${jobKey('$1')})`, [id]).catch(() => {});
  const unlock = (id: string) =>
    client?.query(`SELECT pg_advisory_unlock(${lockNamespace}, ${jobKey('$1')})`, [id]).catch(() => {});

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = options.newClient();
      const dropped = (error?: Error) => {
        if (client !== next) return;
        client = null;
        options.onWarning('the job lock connection was lost; reconnecting', error);
        scheduleReconnect();
      };
      next.on('error', dropped);
      next.on('end', () => dropped());
      try {
        await next.connect();
        client = next;
        reconnectDelayMs = 500;
        // Jobs that ran on while the connection was down hold their locks again.
        for (const id of running) await lock(id);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().catch((error: unknown) => {
        options.onWarning('the job lock connection could not reconnect', error);
        reconnectDelayMs = Math.min(reconnectDelayMs * 2, 30_000);
        scheduleReconnect();
      });
    }, reconnectDelayMs);
    reconnectTimer.unref();
  };

  /** Fails the jobs no live process holds, once confirmed; one process at a time (transaction lock). */
  const reap = async (boss: PgBoss) => {
    const session = client;
    if (!session) return;
    await session.query('BEGIN');
    try {
      await session.query(`SELECT pg_advisory_xact_lock(${lockNamespace}, 0)`);
      const { rows } = await session.query<{ id: string; name: string }>(orphansSql);
      const now = Date.now();
      const seen = new Set(rows.map((row) => row.id));
      for (const id of unlockedSince.keys()) if (!seen.has(id)) unlockedSince.delete(id);
      const confirmed = new Map<string, string[]>();
      for (const row of rows) {
        const since = unlockedSince.get(row.id);
        if (since === undefined) unlockedSince.set(row.id, now);
        else if (now - since >= confirmAfterMs)
          confirmed.set(row.name, [...(confirmed.get(row.name) ?? []), row.id]);
      }
      const db = { executeSql: (text: string, values?: unknown[]) => session.query(text, values) };
      // pg-boss 10 takes several ids with an output at run time; its types declare one or the other.
      const fail = boss.fail.bind(boss) as unknown as FailMany;
      for (const [name, ids] of confirmed) {
        // fail() applies the queue's retry policy: the job comes back as a retry, or fails for good.
        await fail(name, ids, { message: 'its worker process stopped while running it' }, { db });
        for (const id of ids) unlockedSince.delete(id);
        options.onWarning(`took back ${ids.length} ${name} job(s) whose worker process stopped`);
      }
      await session.query('COMMIT');
    } catch (error) {
      await session.query('ROLLBACK').catch(() => {});
      throw error;
    }
  };

  return {
    handler: (handle) => async (jobs) => {
      const ids = ((Array.isArray(jobs) ? jobs : [jobs]) as { id: string }[]).map((job) => job.id);
      for (const id of ids) {
        running.add(id);
        await lock(id);
      }
      try {
        return await handle(jobs);
      } finally {
        for (const id of ids) {
          running.delete(id);
          await unlock(id);
        }
      }
    },
    connect: () =>
      connect().catch((error: unknown) => {
        options.onWarning('the job lock connection could not connect', error);
        scheduleReconnect();
      }),
    startReaping(boss) {
      const everyMs = (options.reapEverySeconds ?? 2) * 1000;
      const loop = () => {
        reapTimer = setTimeout(() => {
          reaping = reap(boss)
            .catch((error: unknown) => options.onWarning('looking for jobs of stopped workers failed', error))
            .finally(() => {
              reaping = null;
              if (!stopped) loop();
            });
        }, everyMs);
        reapTimer.unref();
      };
      loop();
    },
    async stop() {
      stopped = true;
      if (reapTimer) clearTimeout(reapTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await reaping;
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * Which connection holds the lock of each running job (its `application_name`, e.g. PGAPPNAME=worker-2,
 * and backend pid): what an operator asks when a job seems stuck, and how the fault tests find the
 * process to kill.
 */
export async function runningJobHolders(
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
  queue: string,
): Promise<{ jobId: string; applicationName: string; pid: number }[]> {
  const { rows } = await executeSql(
    `SELECT j.id::text AS "jobId", a.application_name AS "applicationName", a.pid
     FROM pgboss.job j
     JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
       AND l.classid = ${lockNamespace}::oid AND l.objid = ${jobKey('j.id::text')}::oid
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE j.name = $1 AND j.state = 'active'`,
    [queue],
  );
  return rows as { jobId: string; applicationName: string; pid: number }[];
}
