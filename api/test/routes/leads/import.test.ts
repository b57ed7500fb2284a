import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisRuns, importBatches, leads, posts } from '../../../src/db/schema/index.js';
import { importBodyLimit } from '../../../src/routes/leads/import.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { waitFor } from '../../support/wait-for.js';
import { projectWithSignals } from '../../engine/engine-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  // Jobs run in-process, as in the embedded default (npm start): the import's job is picked up here.
  app = await buildTestApp();
});

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const csv = [
  'title,body,url,author,published_at',
  '"Which simple CRM?","We are 5 people and HubSpot is too expensive, any simple CRM?",https://forum.example/1,ann,2025-01-02',
  'Sourdough timer,"I made an app for my starter",https://forum.example/2,bob,2025-01-03',
  ',,https://forum.example/3,carl,2025-01-04',
].join('\n');

interface Accepted {
  analysis_run_id: string;
  received: number;
  accepted: number;
  rejected: number;
  errors: { row: number; field: string; message: string }[];
}

interface Run {
  id: string;
  kind: string;
  status: string;
  done: number;
  total: number;
  errors: number;
  new_leads: number;
  already_known: number;
  started_at: string | null;
  finished_at: string | null;
}

const importFile = (token: string, projectId: string, payload: object) =>
  injectWithLogin(app, token, { method: 'POST', url: `/api/v1/leads/${projectId}/import`, payload });

const getRun = (token: string, projectId: string, runId: string) =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/leads/${projectId}/analysis_runs/${runId}` });

/** The run once its job has finished (done or failed). */
const finished = (token: string, projectId: string, runId: string) =>
  waitFor(async () => {
    const run = (await getRun(token, projectId, runId)).json<Run>();
    return run.status === 'done' || run.status === 'failed' ? run : null;
  }, `import run ${runId} to finish`);

const runsOf = (projectId: string) =>
  app.db.select().from(analysisRuns).where(eq(analysisRuns.projectId, projectId));

describe('POST /api/v1/leads/{projectId}/import', () => {
  it(`accepts the good rows (202 with the run), and the run stores them as leads (${database})`, async () => {
    const { owner, project } = await projectWithSignals(app);
    const response = await importFile(owner.token, project.id, { format: 'csv', content: csv });
    expect(response.statusCode).toBe(202);
    const accepted = response.json<Accepted>();
    expect(accepted).toEqual({
      analysis_run_id: expect.any(String),
      received: 3,
      accepted: 2,
      rejected: 1,
      errors: [{ row: 3, field: 'title', message: expect.any(String) }],
    });
    expect(response.headers['x-analysis-run-id']).toBe(accepted.analysis_run_id);

    const run = await finished(owner.token, project.id, accepted.analysis_run_id);
    expect(run).toMatchObject({
      kind: 'import',
      status: 'done',
      total: 2,
      done: 2,
      errors: 0,
      new_leads: 2,
      already_known: 0,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });
    const rows = await app.db
      .select({ platform: leads.platform, publishedAt: leads.publishedAt, author: posts.author })
      .from(leads)
      .innerJoin(posts, eq(posts.id, leads.postId))
      .where(eq(leads.projectId, project.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.platform === 'csv_import')).toBe(true);
    // The date survived the trip through the waiting batch (JSON) intact.
    expect(rows.find((row) => row.author === 'ann')!.publishedAt.toISOString()).toBe(
      '2025-01-02T00:00:00.000Z',
    );
    // Nothing of the upload is left behind once the run is done.
    expect(await app.db.select().from(importBatches).where(eq(importBatches.runId, run.id))).toHaveLength(0);

    const again = (
      await importFile(owner.token, project.id, { format: 'csv', content: csv })
    ).json<Accepted>();
    expect(await finished(owner.token, project.id, again.analysis_run_id)).toMatchObject({
      status: 'done',
      done: 2,
      new_leads: 0,
      already_known: 2,
    });
    expect(await app.db.select().from(leads).where(eq(leads.projectId, project.id))).toHaveLength(2);
  });

  it('leaves out only the rows with a NUL or a lone surrogate, naming them, and imports the rest', async () => {
    const { owner, project } = await projectWithSignals(app);
    const content = [
      'title,body,tag',
      'Need a simple CRM,Any tips?,ok',
      'Nul in the title a\u0000b,Any tips?,ok',
      'Fine title,Lone surrogate \ud800 in the body,ok',
      'Nul in an unknown column,Any tips?,x\u0000y',
    ].join('\n');
    const csvResponse = await importFile(owner.token, project.id, { format: 'csv', content });
    expect(csvResponse.statusCode, csvResponse.body).toBe(202);
    expect(csvResponse.json()).toMatchObject({
      received: 4,
      accepted: 1,
      rejected: 3,
      errors: [
        {
          row: 2,
          field: 'row',
          message: 'The title field must not contain a NUL character; the row was left out.',
        },
        {
          row: 3,
          field: 'row',
          message: expect.stringContaining('The body field must not contain an unpaired surrogate'),
        },
        { row: 4, field: 'row', message: expect.stringContaining('The tag field must not contain a NUL') },
      ],
    });

    const json = JSON.stringify([
      { title: 'Nested NUL', meta: { deep: ['a\u0000'] } },
      { title: 'Clean row from JSON' },
    ]);
    const jsonResponse = await importFile(owner.token, project.id, { format: 'json', content: json });
    expect(jsonResponse.json()).toMatchObject({
      accepted: 1,
      rejected: 1,
      errors: [{ row: 1, field: 'row', message: expect.stringContaining('The meta.deep.0 field') }],
    });
    const run = await finished(owner.token, project.id, jsonResponse.json<Accepted>().analysis_run_id);
    expect(run).toMatchObject({ status: 'done', new_leads: 1 });
  });

  it('refuses a file whose every row has a NUL (422 naming content), storing nothing', async () => {
    const { owner, project } = await projectWithSignals(app);
    const response = await importFile(owner.token, project.id, {
      format: 'csv',
      content: 'title\nonly\u0000row',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'content' });
    expect(await runsOf(project.id)).toHaveLength(0);
  });

  it('keeps only rows scoring at least the threshold with as_leads: false (JSON)', async () => {
    const { owner, project } = await projectWithSignals(app);
    const content = JSON.stringify([
      {
        title: 'Looking for a HubSpot alternative',
        text: 'Need a simple CRM for a small team, recommendations?',
      },
      { title: 'My sourdough starter died', text: 'Any tips?' },
    ]);
    const response = await importFile(owner.token, project.id, { format: 'json', content, as_leads: false });
    expect(response.json()).toMatchObject({ received: 2, accepted: 2, rejected: 0, errors: [] });
    const run = await finished(owner.token, project.id, response.json<Accepted>().analysis_run_id);
    expect(run).toMatchObject({ status: 'done', done: 2, new_leads: 1, already_known: 0 });
  });

  it('reports progress batch by batch on a large file', async () => {
    const { owner, project } = await projectWithSignals(app);
    // Three batches: enough to see progress between them. Every row is scored (sentence embeddings
    // included), which on a busy 2-core machine takes 10-15 s a batch.
    const lines = Array.from({ length: 1500 }, (_, i) => `Need a simple CRM ${i},Any tips for row ${i}?`);
    const content = ['title,body', ...lines].join('\n');
    const accepted = (await importFile(owner.token, project.id, { format: 'csv', content })).json<Accepted>();
    expect(accepted).toMatchObject({ accepted: 1500, rejected: 0 });
    // Read straight from the table, between the job's batches (on PGlite too: the job lets others in).
    const seen = new Set<number>();
    await waitFor(
      async () => {
        const [current] = await app.db
          .select()
          .from(analysisRuns)
          .where(eq(analysisRuns.id, accepted.analysis_run_id));
        seen.add(current!.done);
        return current!.status === 'done' ? current : null;
      },
      'the large import to finish',
      120_000,
    );
    const run = (await getRun(owner.token, project.id, accepted.analysis_run_id)).json<Run>();
    expect(run).toMatchObject({ total: 1500, done: 1500, new_leads: 1500, errors: 0 });
    // Progress moves a batch (500 rows) at a time, and was seen between the start and the end.
    expect([...seen].every((done) => done % 500 === 0)).toBe(true);
    expect([...seen].some((done) => done > 0 && done < 1500)).toBe(true);
  }, 150_000);

  it('answers 422 naming the problem for a file no row of which can be imported, and stores nothing', async () => {
    const { owner, project } = await projectWithSignals(app);
    const notJson = await importFile(owner.token, project.id, { format: 'json', content: '{"items": ' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'content',
      detail: expect.stringContaining('not valid JSON'),
    });
    const noGoodRow = await importFile(owner.token, project.id, {
      format: 'csv',
      content: 'title,url\n,https://a.example\nHello,ftp://b.example',
    });
    expect(noGoodRow.statusCode).toBe(422);
    expect(noGoodRow.json()).toMatchObject({
      field: 'content',
      detail: expect.stringMatching(/^content: row 1, title: .*\(1 more problems\)/),
    });
    expect(await runsOf(project.id)).toHaveLength(0);
    expect(await app.db.select().from(leads).where(eq(leads.projectId, project.id))).toHaveLength(0);
  });

  it('answers 422 naming the field for a bad format or too much content; guests cannot import', async () => {
    const { owner, project } = await projectWithSignals(app);
    const badFormat = await importFile(owner.token, project.id, { format: 'xlsx', content: csv });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: expect.stringContaining('format'),
    });
    const tooBig = await importFile(owner.token, project.id, {
      format: 'csv',
      content: 'x'.repeat(5 * 1024 * 1024 + 1),
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ field: expect.stringContaining('content') });

    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    expect((await importFile(guest.token, project.id, { format: 'csv', content: csv })).statusCode).toBe(403);
    expect(await runsOf(project.id)).toHaveLength(0);
  });

  it('answers 413 PAYLOAD_TOO_LARGE above its own limit (about 10 MiB), without claiming 1 MiB', async () => {
    const { owner, project } = await projectWithSignals(app);
    const response = await importFile(owner.token, project.id, {
      format: 'csv',
      content: 'x'.repeat(importBodyLimit),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(response.json<{ detail: string }>().detail).not.toMatch(/MiB/);
    // Just under the limit is read (and refused by the content's own limit instead).
    const under = await importFile(owner.token, project.id, {
      format: 'csv',
      content: 'x'.repeat(importBodyLimit - 1024),
    });
    expect(under.statusCode).toBe(422);
  });

  it("answers 404 to another organization's user, on the import and on its run", async () => {
    const { owner, project } = await projectWithSignals(app);
    const accepted = (
      await importFile(owner.token, project.id, { format: 'csv', content: csv })
    ).json<Accepted>();
    const stranger = await signUpWithOrganization(app, 'Other org');
    const strangerImport = await importFile(stranger.token, project.id, { format: 'csv', content: csv });
    expect(strangerImport.statusCode).toBe(404);
    expect(strangerImport.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    expect((await getRun(stranger.token, project.id, accepted.analysis_run_id)).statusCode).toBe(404);
    // Nor through a project of their own.
    const theirs = await createProject(app, stranger.token);
    const viaTheirs = await getRun(stranger.token, theirs.id, accepted.analysis_run_id);
    expect(viaTheirs.statusCode).toBe(404);
    expect(viaTheirs.json()).toMatchObject({ code: 'ANALYSIS_RUN_NOT_FOUND' });
    expect(await runsOf(project.id)).toHaveLength(1);
  });
});
