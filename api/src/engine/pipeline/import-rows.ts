import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  analysisRuns,
  importBatches,
  leads,
  posts,
  type AnalysisRunRow,
  type ImportBatchRow,
} from '../../db/schema/index.js';
import type { IncomingPost } from '../sources/connector.js';
import type { ImportResult } from '../sources/import/parse-import.js';
import { chunked } from './chunked.js';
import { ingestPosts, type IngestDependencies } from './ingest-posts.js';

export interface RowsImported {
  received: number;
  imported: number;
  newLeads: number;
}

/** Rows per ingest transaction: a 10,000-row file commits in steps, each retried alone if need be. */
const rowsPerIngest = 500;

/** Fields whose problem leaves the row out (an unreadable date does not: the row is kept without it). */
const keptDespite = new Set(['published_at', 'content']);

/** Rows read from the content: those kept plus those left out with an error. */
export function rowsRead(parsed: ImportResult): number {
  const dropped = new Set(
    parsed.errors.filter((error) => error.row > 0 && !keptDespite.has(error.field)).map((error) => error.row),
  );
  return parsed.rows.length + dropped.size;
}

/** Ingests parsed import or webhook rows into the project (as `platform` posts), in batches. */
export async function ingestRows(
  deps: IngestDependencies,
  projectId: string,
  parsed: ImportResult,
  options: { asLeads: boolean; platform?: string },
): Promise<RowsImported> {
  const incoming: IncomingPost[] = options.platform
    ? parsed.rows.map((row) => ({ ...row, platform: options.platform! }))
    : parsed.rows;
  let newLeads = 0;
  for (const batch of chunked(incoming, rowsPerIngest)) {
    const result = await ingestPosts(deps, { projectId, incoming: batch, asLeads: options.asLeads });
    newLeads += result.newLeads;
  }
  return { received: rowsRead(parsed), imported: incoming.length, newLeads };
}

/** Rows per batch of an import job: its progress moves after each one (5% of the largest file). */
export const importBatchSize = 500;

/**
 * Records an import run (queued, total = the rows) and its rows, a batch per row of import_batches, in
 * one transaction: the job then finds either the whole import or nothing.
 */
export async function recordImportRun(
  db: Database,
  projectId: string,
  rows: IncomingPost[],
  asLeads: boolean,
): Promise<AnalysisRunRow> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(analysisRuns)
      .values({ projectId, kind: 'import', status: 'queued', total: rows.length })
      .returning();
    const batches = chunked(rows, importBatchSize).map((batch, position) => ({
      runId: run!.id,
      position,
      asLeads,
      rows: batch,
    }));
    // One statement per batch: a 5 MiB file would otherwise be one 5 MiB statement.
    for (const batch of batches) await tx.insert(importBatches).values(batch);
    return run!;
  });
}

export type ImportRunOutcome = 'done' | 'missing';

/** Thrown inside a batch's transaction when another worker stored it first: undoes this copy. */
class BatchTakenError extends Error {}

/**
 * The `engine.import` job: ingests the run's waiting batches in order. Each batch's leads, its removal
 * from import_batches and the run's counts commit in one transaction, so a retried job (crash, expiry,
 * two workers) resumes after the last stored batch and ends with the same leads and the same counts.
 * Errors are left to the caller: the job is retried, then the run marked failed (failImportRun).
 */
export async function runImport(deps: IngestDependencies, runId: string): Promise<ImportRunOutcome> {
  const { db } = deps;
  const [run] = await db
    .update(analysisRuns)
    .set({ status: 'running', startedAt: sql`coalesce(${analysisRuns.startedAt}, now())` })
    .where(
      and(
        eq(analysisRuns.id, runId),
        eq(analysisRuns.kind, 'import'),
        inArray(analysisRuns.status, ['queued', 'running']),
      ),
    )
    .returning();
  if (!run) return 'missing';

  let after = -1;
  for (;;) {
    const [batch] = await db
      .select()
      .from(importBatches)
      .where(and(eq(importBatches.runId, run.id), gt(importBatches.position, after)))
      .orderBy(asc(importBatches.position))
      .limit(1);
    if (!batch) break;
    after = batch.position;
    if (!(await ingestBatch(deps, run, batch))) return 'missing';
    // PGlite (embedded mode) answers in the same thread without ever leaving the microtask queue: let
    // timers and requests (the UI polling this run) through between batches, or nothing else runs.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db
    .update(analysisRuns)
    .set({ status: 'done', finishedAt: sql`now()` })
    .where(and(eq(analysisRuns.id, run.id), eq(analysisRuns.status, 'running')));
  return 'done';
}

/** Ingests one batch; false when the project is gone (its runs with it). */
async function ingestBatch(deps: IngestDependencies, run: AnalysisRunRow, batch: ImportBatchRow) {
  const incoming = (batch.rows as StoredPost[]).map(revive);
  const knownBefore = await leadsAmong(deps.db, run.projectId, incoming);
  let stored = false;
  try {
    await ingestPosts(
      deps,
      { projectId: run.projectId, incoming, asLeads: batch.asLeads },
      {
        inTransaction: async (tx) => {
          const taken = await tx
            .delete(importBatches)
            .where(and(eq(importBatches.runId, run.id), eq(importBatches.position, batch.position)))
            .returning({ position: importBatches.position });
          if (taken.length === 0) throw new BatchTakenError();
          // Counted inside the transaction, so the leads it just created are seen.
          const knownAfter = await leadsAmong(tx, run.projectId, incoming);
          await tx
            .update(analysisRuns)
            .set({
              done: sql`${analysisRuns.done} + ${incoming.length}`,
              newLeads: sql`${analysisRuns.newLeads} + ${Math.max(0, knownAfter - knownBefore)}`,
              alreadyKnown: sql`${analysisRuns.alreadyKnown} + ${knownBefore}`,
            })
            .where(eq(analysisRuns.id, run.id));
          stored = true;
        },
      },
    );
  } catch (error) {
    if (error instanceof BatchTakenError) return true;
    throw error;
  }
  // ingestPosts returns without a transaction only when the project no longer exists.
  return stored;
}

/**
 * Marks an import run failed after its job's last attempt: the rows not stored count as errors and
 * their batches go (nothing will read them again). The leads already stored stay.
 */
export async function failImportRun(db: Database, runId: string, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(importBatches).where(eq(importBatches.runId, runId));
    await tx
      .update(analysisRuns)
      .set({
        status: 'failed',
        errors: sql`${analysisRuns.total} - ${analysisRuns.done}`,
        lastError: message,
        finishedAt: sql`now()`,
      })
      .where(and(eq(analysisRuns.id, runId), inArray(analysisRuns.status, ['queued', 'running'])));
  });
}

/** An IncomingPost as import_batches holds it (JSON: the date is a string). */
type StoredPost = Omit<IncomingPost, 'publishedAt'> & { publishedAt: string | null };

const revive = (post: StoredPost): IncomingPost => ({
  ...post,
  publishedAt: post.publishedAt === null ? null : new Date(post.publishedAt),
});

/** How many of these posts are already leads of the project (deleted leads too: they never come back). */
async function leadsAmong(db: Database, projectId: string, incoming: IncomingPost[]): Promise<number> {
  if (incoming.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .innerJoin(posts, eq(posts.id, leads.postId))
    .where(
      and(
        eq(leads.projectId, projectId),
        or(
          ...[...new Set(incoming.map((post) => post.platform))].map((platform) =>
            and(
              eq(posts.platform, platform),
              inArray(
                posts.externalId,
                incoming.filter((post) => post.platform === platform).map((post) => post.externalId),
              ),
            ),
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}
