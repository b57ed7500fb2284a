import type { ExecuteSql } from '../db/database.js';

/**
 * Counts what pg-boss is doing on our behalf: its SQL and the job handlers it is running.
 *
 * pg-boss 10's graceful stop only waits for workers that already hold jobs. A worker whose fetch is in
 * flight when stop() is called gets its jobs afterwards, runs the handler, then records the outcome with
 * an unawaited complete()/fail(): once the app has closed its pool, that query rejects as an unhandled
 * "Cannot use a pool after calling end on the pool" (seen once in CI). Stopping therefore also waits until
 * this count is zero.
 */
export interface BossActivity {
  /** The adapter pg-boss runs its SQL through. */
  executeSql: ExecuteSql;
  /** Wraps a job handler so that stopping waits for it. */
  handler<J, R>(handle: (jobs: J) => Promise<R>): (jobs: J) => Promise<R>;
  /** Resolves once nothing is in flight (or after timeoutMs); later SQL is not sent (see below). */
  settle(timeoutMs: number): Promise<void>;
}

const checkEveryMs = 20;

export function bossActivity(executeSql: ExecuteSql): BossActivity {
  let busy = 0;
  let settled = false;
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    busy += 1;
    // Counted before the work starts and released after it ends, with only microtasks in between, so a
    // fetched job's handler (and the complete() that follows it) never leaves a gap where busy is 0.
    return work().finally(() => {
      busy -= 1;
    });
  };
  return {
    executeSql: (text, values) =>
      // After settling the pool is closing: a job that outlived the stop timeout stays active in the
      // table and expires into a retry, which is what a killed worker's job does too.
      settled ? Promise.resolve({ rows: [] }) : track(() => executeSql(text, values)),
    handler: (handle) => (jobs) => track(() => handle(jobs)),
    async settle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (busy > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
      settled = true;
    },
  };
}
