import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';
import { claimDueSources } from './claim-due-sources.js';
import { polledPlatforms } from '../sources/registry.js';

export interface PollTickerOptions {
  db: Database;
  boss: PgBoss;
  tickSeconds: number;
  onError: (error: unknown) => void;
}

export interface PollTicker {
  /** Queues a `sources.poll` job for every source due now; returns how many. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/** The payload of a `sources.poll` job. */
export interface SourcePollJob {
  dataSourceId: string;
}

/**
 * Queues a poll of one source now, keyed by the source: the 'stately' queue (jobs/queues.ts) then holds
 * at most one queued and one running poll of it, and pg-boss ignores a second send while one is queued.
 */
export async function queueSourcePoll(boss: PgBoss, dataSourceId: string): Promise<string | null> {
  return boss.send('sources.poll', { dataSourceId } satisfies SourcePollJob, { singletonKey: dataSourceId });
}

/**
 * The `sources.schedule` tick: a timer in every process that runs workers (pg-boss cron is minute-grained,
 * and a source may poll every few seconds in tests). Each tick claims the due sources (claimDueSources:
 * safe with any number of processes) and queues one poll per source, keyed by the source so the
 * 'stately' queue never holds two polls of one source.
 */
export function startPollTicker(options: PollTickerOptions): PollTicker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  const tick = async (): Promise<number> => {
    const ids = await claimDueSources(options.db, { platforms: polledPlatforms });
    for (const id of ids) await queueSourcePoll(options.boss, id);
    return ids.length;
  };

  const loop = () => {
    timer = setTimeout(() => {
      running = tick().catch((error: unknown) => {
        options.onError(error);
        return 0;
      });
      void running.finally(() => {
        running = null;
        if (!stopped) loop();
      });
    }, options.tickSeconds * 1000);
    // The ticker never keeps a process alive on its own: stopping the queue is what ends a worker.
    timer.unref();
  };
  loop();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
