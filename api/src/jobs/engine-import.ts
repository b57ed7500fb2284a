import type PgBoss from 'pg-boss';
import type { IngestDependencies } from '../engine/pipeline/ingest-posts.js';
import { failImportRun, runImport, type ImportRunOutcome } from '../engine/pipeline/import-rows.js';

export interface ImportJob {
  runId: string;
}

/**
 * Ingests an uploaded import (an analysis run of kind 'import' created by the API). A failure is
 * retried by pg-boss (the run resumes after its last stored batch); after the last attempt the run is
 * marked failed, so the UI stops waiting and offers to try again.
 */
export function engineImportHandler(deps: IngestDependencies) {
  return async (jobs: PgBoss.JobWithMetadata<ImportJob>[]): Promise<ImportRunOutcome | undefined> => {
    let outcome: ImportRunOutcome | undefined;
    for (const job of jobs) {
      try {
        outcome = await runImport(deps, job.data.runId);
      } catch (error) {
        if (job.retryCount >= job.retryLimit) {
          await failImportRun(
            deps.db,
            job.data.runId,
            error instanceof Error ? error.message : String(error),
          );
        }
        throw error;
      }
    }
    return outcome;
  };
}
