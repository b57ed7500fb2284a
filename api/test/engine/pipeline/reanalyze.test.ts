import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analysisRuns,
  intentSignals,
  leadEvents,
  leads,
  leadSignalMatches,
  leadSmartValues,
  smartColumns,
} from '../../../src/db/schema/index.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { runReanalysis } from '../../../src/engine/pipeline/reanalyze.js';
import { buildTestApp } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { waitFor } from '../../support/wait-for.js';
import { addSmartColumn, incoming, projectWithSignals } from '../engine-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const deps = () => ({ db: app.db, llm: null });

async function runRow(id: string) {
  const [row] = await app.db.select().from(analysisRuns).where(eq(analysisRuns.id, id));
  return row!;
}

async function matchesOf(projectId: string) {
  const ids = (await app.db.select({ id: leads.id }).from(leads).where(eq(leads.projectId, projectId))).map(
    (l) => l.id,
  );
  return app.db.select().from(leadSignalMatches).where(inArray(leadSignalMatches.leadId, ids));
}

describe('the engine.reanalyze job', () => {
  it('re-scores every lead against the current signals, keeping leads that fell below the threshold', async () => {
    const { project, signals } = await projectWithSignals(app);
    await ingestPosts(deps(), {
      projectId: project.id,
      incoming: [
        incoming(),
        incoming({ title: 'Simple CRM for a small team?', body: 'Which one do you use?' }),
      ],
    });
    const before = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    expect(before).toHaveLength(2);

    // The team rewrites the signal into one about invoices: the CRM posts no longer match it.
    await app.db
      .update(intentSignals)
      .set({
        name: 'Invoicing',
        description: 'Wants invoicing software.',
        keywords: ['invoice', 'invoicing'],
        version: 2,
      })
      .where(eq(intentSignals.id, signals[0]!.id));
    const run = await app.repositories.analysisRuns.start(project.id, 'intent_signals');
    await app.queue.send('engine.reanalyze', { runId: run.id });
    const finished = await waitFor(async () => {
      const row = await runRow(run.id);
      return row.status === 'done' ? row : null;
    }, 'the run to finish');
    expect(finished).toMatchObject({ done: 2, total: 2, errors: 0 });
    expect(finished.startedAt).toBeInstanceOf(Date);
    expect(finished.finishedAt).toBeInstanceOf(Date);

    const after = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    expect(after.map((lead) => lead.id).sort()).toEqual(before.map((lead) => lead.id).sort());
    for (const lead of after) expect(lead.score).toBeLessThan(50);
    const matches = await matchesOf(project.id);
    // Only a below-threshold best match (if any) remains, at the signal's new version.
    for (const match of matches) expect(match).toMatchObject({ signalVersion: 2, score: expect.any(Number) });
    expect(matches.every((match) => match.score < 50)).toBe(true);

    // Each lead's history tells the new score against the old one, as Signalboard's doing.
    const scored = await app.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.projectId, project.id), eq(leadEvents.kind, 'scored')));
    expect(scored).toHaveLength(2);
    for (const entry of scored) {
      const lead = before.find((row) => row.id === entry.leadId)!;
      const now = after.find((row) => row.id === entry.leadId)!;
      expect(entry).toMatchObject({ actorKind: 'system', data: { from: lead.score, to: now.score } });
    }
  });

  it('walks more than one batch and drops the matches of switched-off signals', async () => {
    const { project, signals } = await projectWithSignals(app, [
      { name: 'CRM', keywords: ['crm'] },
      { name: 'Invoices', keywords: ['invoice'] },
    ]);
    await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 205 }, () => ({
        title: 'Which simple CRM for a small team?',
        matches: [{ intentSignalId: signals[1]!.id, score: 90 }],
      })),
    );
    await app.db.update(intentSignals).set({ enabled: false }).where(eq(intentSignals.id, signals[1]!.id));
    const run = await app.repositories.analysisRuns.start(project.id, 'intent_signals');
    expect(await runReanalysis(deps(), run.id)).toBe('done');
    expect(await runRow(run.id)).toMatchObject({ status: 'done', done: 205, total: 205 });
    const matches = await matchesOf(project.id);
    expect(matches.some((match) => match.intentSignalId === signals[1]!.id)).toBe(false);
    expect(new Set(matches.map((match) => match.intentSignalId))).toEqual(new Set([signals[0]!.id]));
  });

  it('stops when a newer run superseded it', async () => {
    const { project } = await projectWithSignals(app);
    await ingestPosts(deps(), { projectId: project.id, incoming: [incoming()] });
    const older = await app.repositories.analysisRuns.start(project.id, 'intent_signals');
    const newer = await app.repositories.analysisRuns.start(project.id, 'intent_signals');
    expect(await runReanalysis(deps(), older.id)).toBe('superseded');
    expect(await runRow(older.id)).toMatchObject({ status: 'failed', done: 0 });
    expect(await runReanalysis(deps(), newer.id)).toBe('done');
    expect(await runReanalysis(deps(), '00000000-0000-4000-8000-000000000000')).toBe('missing');
  });

  it("recomputes a smart column's values at its new version, and a retried run skips those already done", async () => {
    const { project } = await projectWithSignals(app);
    const column = await addSmartColumn(app.db, project.id);
    await ingestPosts(deps(), {
      projectId: project.id,
      incoming: [
        incoming(),
        incoming({
          title: 'Which simple CRM for a 4-person sales team?',
          body: 'HubSpot got too expensive for us. Is Pipedrive worth it, or what do you recommend?',
        }),
      ],
    });
    await app.db
      .update(smartColumns)
      .set({ rules: { match: 'any', keywords: ['pipedrive'] }, version: 2 })
      .where(eq(smartColumns.id, column.id));
    const run = await app.repositories.analysisRuns.start(project.id, 'smart_column', column.id);
    expect(await runReanalysis(deps(), run.id)).toBe('done');
    const values = await app.db
      .select()
      .from(leadSmartValues)
      .where(eq(leadSmartValues.smartColumnId, column.id));
    expect(values.map((value) => value.boolValue).sort()).toEqual([false, true]);
    expect(values.every((value) => value.columnVersion === 2)).toBe(true);

    const stamps = values.map((value) => value.updatedAt.getTime()).sort();
    const retry = await app.repositories.analysisRuns.start(project.id, 'smart_column', column.id);
    expect(await runReanalysis(deps(), retry.id)).toBe('done');
    expect(await runRow(retry.id)).toMatchObject({ done: 2, errors: 0 });
    const again = await app.db
      .select()
      .from(leadSmartValues)
      .where(eq(leadSmartValues.smartColumnId, column.id));
    expect(again.map((value) => value.updatedAt.getTime()).sort()).toEqual(stamps);
  });
});
