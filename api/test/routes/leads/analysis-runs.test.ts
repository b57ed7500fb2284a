import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisRuns } from '../../../src/db/schema/index.js';
import { supersededError } from '../../../src/repositories/analysis-runs-repository.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  // No workers: runs stay as the API left them, so superseding is observable.
  app = await buildTestApp({}, { runWorkers: false });
});

interface Run {
  id: string;
  kind: string;
  smart_column_id: string | null;
  status: string;
  done: number;
  total: number;
  errors: number;
  last_error: string | null;
  finished_at: string | null;
}

const runsUrl = (projectId: string) => `/api/v1/leads/${projectId}/analysis_runs`;

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app, `Runs ${randomUUID()}`);
  return { ...owner, project: await createProject(app, owner.token) };
}

function reanalyzeSignals(token: string, projectId: string) {
  return injectWithLogin(app, token, {
    method: 'PUT',
    url: `/api/v1/leads/${projectId}/intent_signals`,
    payload: { intent_signals: [], reanalyze_leads: true },
  });
}

function createColumn(token: string, projectId: string, name: string) {
  return injectWithLogin(app, token, {
    method: 'POST',
    url: `/api/v1/leads/${projectId}/smart_columns`,
    payload: { name, question: '', kind: 'boolean' },
  });
}

describe('/api/v1/leads/{projectId}/analysis_runs', () => {
  it('lists runs newest first and shows one', async () => {
    const { token, project } = await ownerWithProject();
    await seedLeads(app.db, project.id, [{}, {}, {}]);
    expect((await injectWithLogin(app, token, { method: 'GET', url: runsUrl(project.id) })).json()).toEqual(
      [],
    );

    const first = (await reanalyzeSignals(token, project.id)).headers['x-analysis-run-id'] as string;
    const column = (await createColumn(token, project.id, 'A')).json<{ id: string; analysis_run: Run }>();

    const listed = (await injectWithLogin(app, token, { method: 'GET', url: runsUrl(project.id) })).json<
      Run[]
    >();
    expect(listed.map((run) => [run.id, run.kind, run.smart_column_id])).toEqual([
      [column.analysis_run.id, 'smart_column', column.id],
      [first, 'intent_signals', null],
    ]);
    const one = await injectWithLogin(app, token, { method: 'GET', url: `${runsUrl(project.id)}/${first}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      id: first,
      kind: 'intent_signals',
      smart_column_id: null,
      status: 'queued',
      done: 0,
      total: 3,
      errors: 0,
      new_leads: 0,
      already_known: 0,
      last_error: null,
      started_at: null,
      finished_at: null,
      created_at: expect.any(String),
    });
  });

  it('supersedes the queued run for the same work only', async () => {
    const { token, project } = await ownerWithProject();
    const oldSignals = (await reanalyzeSignals(token, project.id)).headers['x-analysis-run-id'] as string;
    const columnA = (await createColumn(token, project.id, 'A')).json<{ analysis_run: Run }>();
    const columnB = (await createColumn(token, project.id, 'B')).json<{ analysis_run: Run }>();
    const newSignals = (await reanalyzeSignals(token, project.id)).headers['x-analysis-run-id'] as string;

    const runs = new Map(
      (await app.db.select().from(analysisRuns).where(eq(analysisRuns.projectId, project.id))).map((run) => [
        run.id,
        run,
      ]),
    );
    expect(runs.get(oldSignals)).toMatchObject({ status: 'failed', lastError: supersededError });
    expect(runs.get(oldSignals)?.finishedAt).toBeInstanceOf(Date);
    expect(runs.get(newSignals)).toMatchObject({ status: 'queued', lastError: null });
    expect(runs.get(columnA.analysis_run.id)).toMatchObject({ status: 'queued' });
    expect(runs.get(columnB.analysis_run.id)).toMatchObject({ status: 'queued' });
  });

  it('keeps at most 20 in the list', async () => {
    const { token, project } = await ownerWithProject();
    for (let i = 0; i < 22; i += 1) await reanalyzeSignals(token, project.id);
    const listed = (await injectWithLogin(app, token, { method: 'GET', url: runsUrl(project.id) })).json<
      Run[]
    >();
    expect(listed).toHaveLength(20);
    expect(listed.filter((run) => run.status === 'queued')).toHaveLength(1);
    expect(listed[0]!.status).toBe('queued');
  });

  it("answers 404 ANALYSIS_RUN_NOT_FOUND for an unknown run or another project's", async () => {
    const { token, project } = await ownerWithProject();
    const other = await createProject(app, token, 'Other');
    const run = (await reanalyzeSignals(token, other.id)).headers['x-analysis-run-id'] as string;
    for (const id of [randomUUID(), run]) {
      const response = await injectWithLogin(app, token, {
        method: 'GET',
        url: `${runsUrl(project.id)}/${id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ANALYSIS_RUN_NOT_FOUND' });
    }
    const bad = await injectWithLogin(app, token, { method: 'GET', url: `${runsUrl(project.id)}/nope` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'runId' });
  });
});
