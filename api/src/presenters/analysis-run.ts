import type { Static } from 'typebox';
import type { AnalysisRunRow } from '../db/schema/index.js';
import type { AnalysisRunKind, AnalysisRunSchema, AnalysisRunStatus } from '../schemas/analysis-run.js';

export function toAnalysisRun(run: AnalysisRunRow): Static<typeof AnalysisRunSchema> {
  return {
    id: run.id,
    // Stored as text; only the schema's values are ever written.
    kind: run.kind as AnalysisRunKind,
    smart_column_id: run.smartColumnId,
    status: run.status as AnalysisRunStatus,
    done: run.done,
    total: run.total,
    errors: run.errors,
    new_leads: run.newLeads,
    already_known: run.alreadyKnown,
    last_error: run.lastError,
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
    created_at: run.createdAt.toISOString(),
  };
}
