import type { FastifyInstance } from 'fastify';
import type { AnalysisRunRow } from '../../db/schema/index.js';
import type { AnalysisRunKind } from '../../schemas/analysis-run.js';

/**
 * Records a run (superseding the one still queued or running for the same work) and queues the
 * `engine.reanalyze` job that does it. A run that could not be queued is marked failed, not left
 * "queued" forever.
 */
export async function startAnalysisRun(
  app: FastifyInstance,
  projectId: string,
  kind: AnalysisRunKind,
  smartColumnId: string | null = null,
): Promise<AnalysisRunRow> {
  const run = await app.repositories.analysisRuns.start(projectId, kind, smartColumnId);
  try {
    await app.queue.send('engine.reanalyze', { runId: run.id });
  } catch (error) {
    await app.repositories.analysisRuns.fail(run.id, 'could not be queued');
    throw error;
  }
  return run;
}
