import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisRuns, importBatches, leads } from '../../../src/db/schema/index.js';
import { createEmbeddingPool } from '../../../src/engine/embeddings/embedding-pool.js';
import { runImport } from '../../../src/engine/pipeline/import-rows.js';
import { buildTestApp, injectWithLogin } from '../../helper.js';
import { projectWithSignals } from '../../engine/engine-fixtures.js';

let app: FastifyInstance;
// These tests are about how an import job survives being run twice or stopped part-way (batches,
// counts, each lead stored once), not about scoring: with the encoder on, embedding 1,200 rows three
// times brought "run twice at once" close to its timeout on a loaded machine. So the job runs as with
// EMBEDDING_THREADS=0 (a real pool with no threads: posts score on rule features alone) and keeps
// 1,200 rows, which still spread over three batches (500 a batch) for the two runs to race on.
const noEmbeddings = createEmbeddingPool({ threads: 0 });
const deps = () => ({ db: app.db, llm: null, embedder: noEmbeddings });
beforeAll(async () => {
  // No workers: the test runs the import job's work itself, as pg-boss would on a retry.
  app = await buildTestApp({}, { runWorkers: false });
});

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** An import of `count` rows accepted by the API and waiting for its job; the run's id. */
async function acceptedImport(count: number) {
  const { owner, project } = await projectWithSignals(app);
  const content = [
    'title,body',
    ...Array.from({ length: count }, (_, i) => `Need a simple CRM ${i},Any tips ${i}?`),
  ].join('\n');
  const response = await injectWithLogin(app, owner.token, {
    method: 'POST',
    url: `/api/v1/leads/${project.id}/import`,
    payload: { format: 'csv', content },
  });
  expect(response.statusCode).toBe(202);
  return { projectId: project.id, runId: response.json<{ analysis_run_id: string }>().analysis_run_id };
}

const runRow = async (runId: string) =>
  (await app.db.select().from(analysisRuns).where(eq(analysisRuns.id, runId)))[0]!;
const leadCount = async (projectId: string) =>
  (await app.db.select().from(leads).where(eq(leads.projectId, projectId))).length;

describe(`the engine.import job (${database})`, () => {
  it('keeps the rows in batches until the job stores them', async () => {
    const { runId } = await acceptedImport(1200);
    const batches = await app.db.select().from(importBatches).where(eq(importBatches.runId, runId));
    expect(batches.map((batch) => [batch.position, batch.rows.length])).toEqual([
      [0, 500],
      [1, 500],
      [2, 200],
    ]);
    expect(await runRow(runId)).toMatchObject({ kind: 'import', status: 'queued', total: 1200, done: 0 });
  });

  it('run twice at once (a retried or expired job) stores each lead once and counts each row once', async () => {
    const { projectId, runId } = await acceptedImport(1200);
    const outcomes = await Promise.all([runImport(deps(), runId), runImport(deps(), runId)]);
    expect(outcomes).toContain('done');
    expect(await leadCount(projectId)).toBe(1200);
    expect(await runRow(runId)).toMatchObject({
      status: 'done',
      total: 1200,
      done: 1200,
      newLeads: 1200,
      alreadyKnown: 0,
      errors: 0,
    });

    // Retried after it finished (pg-boss lost the completion): nothing more is done or counted.
    expect(await runImport(deps(), runId)).toBe('missing');
    expect(await leadCount(projectId)).toBe(1200);
    expect(await runRow(runId)).toMatchObject({ status: 'done', done: 1200, newLeads: 1200 });
  });

  it('resumes a run that stopped part-way after the last stored batch, with the same result', async () => {
    const { projectId, runId } = await acceptedImport(1200);
    // The worker dies after storing batch 0 (its leads, its removal and the counts commit together):
    // played by holding batches 1 and 2 back while the job stores batch 0, then putting them back.
    const waiting = await app.db.select().from(importBatches).where(eq(importBatches.runId, runId));
    const later = waiting.filter((batch) => batch.position > 0);
    await app.db.delete(importBatches).where(eq(importBatches.runId, runId));
    await app.db.insert(importBatches).values(waiting.filter((batch) => batch.position === 0));
    await runImport(deps(), runId);
    expect(await runRow(runId)).toMatchObject({ done: 500, newLeads: 500 });
    await app.db.insert(importBatches).values(later);
    await app.db
      .update(analysisRuns)
      .set({ status: 'running', finishedAt: null })
      .where(eq(analysisRuns.id, runId));

    expect(await runImport(deps(), runId)).toBe('done');
    expect(await runRow(runId)).toMatchObject({
      status: 'done',
      done: 1200,
      newLeads: 1200,
      alreadyKnown: 0,
      errors: 0,
    });
    expect(await leadCount(projectId)).toBe(1200);
  });
});
