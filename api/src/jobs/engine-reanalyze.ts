import type PgBoss from 'pg-boss';
import type { IngestDependencies } from '../engine/pipeline/ingest-posts.js';
import { runReanalysis, type ReanalysisOutcome } from '../engine/pipeline/reanalyze.js';

/** Re-runs the engine over a project's existing leads (an analysis run created by the API). */
export function engineReanalyzeHandler(deps: IngestDependencies) {
  return async (jobs: PgBoss.Job<{ runId: string }>[]): Promise<ReanalysisOutcome | undefined> => {
    let outcome: ReanalysisOutcome | undefined;
    for (const job of jobs) outcome = await runReanalysis(deps, job.data.runId);
    return outcome;
  };
}
