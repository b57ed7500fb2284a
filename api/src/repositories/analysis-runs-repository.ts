import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { analysisRuns, leads, type AnalysisRunRow } from '../db/schema/index.js';
import type { AnalysisRunKind } from '../schemas/analysis-run.js';

/** The last_error of a run a newer request for the same work replaced. */
export const supersededError = 'superseded by a newer run';

/** Runs listed per project: enough to show what is going on and what just finished. */
const listLimit = 20;

export function analysisRunsRepository(db: Database) {
  return {
    /**
     * Records a new run for (project, kind, smart column) and supersedes the one still queued or running
     * for the same work: re-running over the same leads twice at once would only race. The handler of
     * the older run sees it is no longer current between batches and stops.
     */
    async start(
      projectId: string,
      kind: AnalysisRunKind,
      smartColumnId: string | null = null,
    ): Promise<AnalysisRunRow> {
      return db.transaction(async (tx) => {
        const sameWork = and(
          eq(analysisRuns.projectId, projectId),
          eq(analysisRuns.kind, kind),
          smartColumnId === null
            ? isNull(analysisRuns.smartColumnId)
            : eq(analysisRuns.smartColumnId, smartColumnId),
        );
        await tx
          .update(analysisRuns)
          .set({ status: 'failed', lastError: supersededError, finishedAt: sql`now()` })
          .where(and(sameWork, inArray(analysisRuns.status, ['queued', 'running'])));
        const [total] = await tx
          .select({ n: count() })
          .from(leads)
          .where(and(eq(leads.projectId, projectId), eq(leads.deleted, false)));
        const [run] = await tx
          .insert(analysisRuns)
          .values({ projectId, kind, smartColumnId, status: 'queued', total: total?.n ?? 0 })
          .returning();
        return run!;
      });
    },

    /** Marks a run failed (it could not be queued, say). */
    async fail(id: string, message: string): Promise<void> {
      await db
        .update(analysisRuns)
        .set({ status: 'failed', lastError: message, finishedAt: sql`now()` })
        .where(eq(analysisRuns.id, id));
    },

    /** The project's newest runs first. */
    async listForProject(projectId: string): Promise<AnalysisRunRow[]> {
      return db
        .select()
        .from(analysisRuns)
        .where(eq(analysisRuns.projectId, projectId))
        .orderBy(desc(analysisRuns.createdAt), desc(analysisRuns.id))
        .limit(listLimit);
    },

    /** One run of the project; null for another project's run or none. */
    async findForProject(projectId: string, id: string): Promise<AnalysisRunRow | null> {
      const [row] = await db
        .select()
        .from(analysisRuns)
        .where(and(eq(analysisRuns.id, id), eq(analysisRuns.projectId, projectId)));
      return row ?? null;
    },
  };
}

export type AnalysisRunsRepository = ReturnType<typeof analysisRunsRepository>;
