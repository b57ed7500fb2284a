import type PgBoss from 'pg-boss';
import { pollSource, type PollDependencies, type PollOutcome } from '../engine/polling/poll-source.js';
import type { SourcePollJob } from '../engine/polling/poll-ticker.js';

/** Polls one data source per job; the outcome is kept as the job's output (visible in pg-boss). */
export function sourcesPollHandler(deps: PollDependencies) {
  return async (jobs: PgBoss.Job<SourcePollJob>[]): Promise<PollOutcome | undefined> => {
    let outcome: PollOutcome | undefined;
    for (const job of jobs) outcome = await pollSource(deps, job.data.dataSourceId);
    return outcome;
  };
}
