import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  analysisRuns,
  leadEvents,
  leads,
  leadSignalMatches,
  leadSmartValues,
  posts,
  type AnalysisRunRow,
  type PostRow,
  type SmartColumnRow,
} from '../../db/schema/index.js';
import { answerSmartColumns } from '../smart-columns/answer.js';
import type { IngestDependencies } from './ingest-posts.js';
import { loadProjectContext, type ProjectContext } from './project-context.js';
import { leadMatches, scorePosts } from './score-posts.js';

export type ReanalysisOutcome = 'done' | 'superseded' | 'missing';

/** Leads per batch: progress is written after each one, and a superseded run stops between them. */
export const reanalysisBatchSize = 200;

interface BatchLead {
  id: string;
  post: PostRow;
}

interface BatchResult {
  errors: number;
  lastError: string | null;
}

/**
 * The `engine.reanalyze` job: re-runs the engine over a project's leads after its signals or a smart
 * column changed. Walks the non-deleted leads in id order, 200 at a time, writing done / errors after
 * each batch, and stops as soon as the run is no longer the current one (a newer run superseded it).
 *
 * - 'intent_signals': each lead's post is scored again against the current enabled signals; its matches
 *   become the current ones and its score the best of them. A lead that now scores below the threshold
 *   stays a lead (never delete a user's lead behind their back); its score says how weak it became.
 * - 'smart_column': the column's value is computed again for every lead not already at its version.
 *
 * Safe to retry: a retried job starts over (scores are recomputed the same way, LLM verdicts come from
 * the cache, and smart values already at the column's version are skipped).
 */
export async function runReanalysis(deps: IngestDependencies, runId: string): Promise<ReanalysisOutcome> {
  const { db } = deps;
  const [run] = await db
    .update(analysisRuns)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${analysisRuns.startedAt}, now())`,
      done: 0,
      errors: 0,
    })
    .where(and(eq(analysisRuns.id, runId), inArray(analysisRuns.status, ['queued', 'running'])))
    .returning();
  if (!run) {
    const [exists] = await db
      .select({ id: analysisRuns.id })
      .from(analysisRuns)
      .where(eq(analysisRuns.id, runId));
    return exists ? 'superseded' : 'missing';
  }
  const context = await loadProjectContext(db, run.projectId);
  const column = run.smartColumnId
    ? context?.smartColumns.find((candidate) => candidate.id === run.smartColumnId)
    : undefined;
  if (!context || (run.kind === 'smart_column' && !column)) {
    await finish(db, run.id, 'failed', 'the project or smart column no longer exists');
    return 'done';
  }
  const [total] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.projectId, run.projectId), eq(leads.deleted, false)));
  await db
    .update(analysisRuns)
    .set({ total: total?.n ?? 0 })
    .where(eq(analysisRuns.id, run.id));

  let afterId: string | null = null;
  for (;;) {
    const batch = await nextBatch(db, run.projectId, afterId);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.id;
    let result: BatchResult;
    try {
      result = column
        ? await recomputeSmartColumn(deps, context, column, batch)
        : await rescoreLeads(deps, context, batch);
    } catch (error) {
      result = { errors: batch.length, lastError: error instanceof Error ? error.message : String(error) };
    }
    if (!(await recordProgress(db, run, batch.length, result))) return 'superseded';
  }
  await finish(db, run.id, 'done', null);
  return 'done';
}

async function nextBatch(db: Database, projectId: string, afterId: string | null): Promise<BatchLead[]> {
  const rows = await db
    .select({ id: leads.id, post: posts })
    .from(leads)
    .innerJoin(posts, eq(posts.id, leads.postId))
    .where(
      and(
        eq(leads.projectId, projectId),
        eq(leads.deleted, false),
        afterId ? gt(leads.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(leads.id))
    .limit(reanalysisBatchSize);
  return rows;
}

async function rescoreLeads(
  deps: IngestDependencies,
  context: ProjectContext,
  batch: BatchLead[],
): Promise<BatchResult> {
  const scores = await scorePosts(
    deps,
    context,
    batch.map((lead) => lead.post),
    { withoutOwnExamples: true, embedAll: true },
  );
  const threshold = context.project.leadThreshold;
  const rescored = batch.map((lead) => ({ lead, ...leadMatches(scores.get(lead.post.id) ?? [], threshold) }));
  await deps.db.transaction(async (tx) => {
    const ids = batch.map((lead) => lead.id);
    // Matches of deleted or switched-off signals, and those that fell below the threshold, go.
    await tx.delete(leadSignalMatches).where(inArray(leadSignalMatches.leadId, ids));
    const matchRows = rescored.flatMap(({ lead, matches }) =>
      matches.map((match) => ({
        leadId: lead.id,
        intentSignalId: match.signal.id,
        score: match.score,
        signalVersion: match.signal.version,
        explanation: match.explanation,
      })),
    );
    if (matchRows.length > 0) await tx.insert(leadSignalMatches).values(matchRows);
    const values = sql.join(
      rescored.map(({ lead, best }) => sql`(${lead.id}::uuid, ${best}::int)`),
      sql`, `,
    );
    // A score that moved is an entry of the lead's history ("Signalboard scored it again: 62 -> 81"), in
    // the same statement: `before` is read at the statement's start, so it holds the old score.
    await tx.execute(sql`
      with moved as (
        update ${leads} set score = v.score, updated_at = now()
        from (values ${values}) as v(id, score), ${leads} as before
        where ${leads.id} = v.id and before.id = v.id and ${leads.score} <> v.score
        returning ${leads.id} as id, ${leads.projectId} as project_id, before.score as from_score, v.score as to_score
      )
      insert into ${leadEvents} (lead_id, project_id, kind, actor_kind, data)
      select id, project_id, 'scored', 'system', jsonb_build_object('from', from_score, 'to', to_score) from moved
    `);
  });
  return { errors: 0, lastError: null };
}

async function recomputeSmartColumn(
  deps: IngestDependencies,
  context: ProjectContext,
  column: SmartColumnRow,
  batch: BatchLead[],
): Promise<BatchResult> {
  const current = await deps.db
    .select({ leadId: leadSmartValues.leadId })
    .from(leadSmartValues)
    .where(
      and(
        eq(leadSmartValues.smartColumnId, column.id),
        inArray(
          leadSmartValues.leadId,
          batch.map((lead) => lead.id),
        ),
        // Resuming a retried run: values already at the column's version are not asked again.
        eq(leadSmartValues.columnVersion, column.version),
      ),
    );
  const upToDate = new Set(current.map((row) => row.leadId));
  let errors = 0;
  let lastError: string | null = null;
  for (const lead of batch) {
    if (upToDate.has(lead.id)) continue;
    try {
      const [answer] = await answerSmartColumns(
        { db: deps.db, llm: deps.llm, projectId: context.project.id, project: context.project },
        [column],
        lead.post,
      );
      if (!answer) continue;
      const value = {
        boolValue: answer.boolValue,
        textValue: answer.textValue,
        columnVersion: answer.columnVersion,
        source: answer.source,
        updatedAt: sql`now()`,
      };
      await deps.db
        .insert(leadSmartValues)
        .values({ leadId: lead.id, smartColumnId: column.id, ...value })
        .onConflictDoUpdate({ target: [leadSmartValues.leadId, leadSmartValues.smartColumnId], set: value });
    } catch (error) {
      errors += 1;
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  return { errors, lastError };
}

/** Adds a batch's progress; false when the run is no longer running (superseded), so the job stops. */
async function recordProgress(
  db: Database,
  run: AnalysisRunRow,
  processed: number,
  result: BatchResult,
): Promise<boolean> {
  const rows = await db
    .update(analysisRuns)
    .set({
      done: sql`${analysisRuns.done} + ${processed}`,
      errors: sql`${analysisRuns.errors} + ${result.errors}`,
      ...(result.lastError ? { lastError: result.lastError } : {}),
    })
    .where(and(eq(analysisRuns.id, run.id), eq(analysisRuns.status, 'running')))
    .returning({ id: analysisRuns.id });
  return rows.length > 0;
}

async function finish(db: Database, runId: string, status: 'done' | 'failed', error: string | null) {
  await db
    .update(analysisRuns)
    .set({ status, finishedAt: sql`now()`, ...(error ? { lastError: error } : {}) })
    .where(and(eq(analysisRuns.id, runId), eq(analysisRuns.status, 'running')));
}
