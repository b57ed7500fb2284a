import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { createProject } from '../../support/projects.js';
import { waitFor } from '../../support/wait-for.js';

let app: FastifyInstance;
beforeAll(async () => {
  // Workers on, as in embedded mode: the run is worked by the engine.reanalyze job.
  app = await buildTestApp();
});

const put = (token: string, projectId: string, reanalyze_leads: boolean, intent_signals: object[] = []) =>
  injectWithLogin(app, token, {
    method: 'PUT',
    url: `/api/v1/leads/${projectId}/intent_signals`,
    payload: { intent_signals, reanalyze_leads },
  });

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app, `Reanalyze ${randomUUID()}`);
  return { ...owner, project: await createProject(app, owner.token) };
}

describe('PUT /api/v1/leads/{projectId}/intent_signals with reanalyze_leads', () => {
  it('answers the signals and the id of a run that re-scores the leads to the end', async () => {
    const { token, project } = await ownerWithProject();
    await seedLeads(app.db, project.id, [{ title: 'Which CRM for a small team?' }, {}]);

    const response = await put(token, project.id, true, [
      { name: 'CRM recommendation', keywords: ['crm'], negative_keywords: [] },
    ]);

    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map((s) => s.name)).toEqual(['CRM recommendation']);
    const runId = response.headers['x-analysis-run-id'] as string;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    const runUrl = `/api/v1/leads/${project.id}/analysis_runs/${runId}`;
    const run = await waitFor(async () => {
      const current = (await injectWithLogin(app, token, { method: 'GET', url: runUrl })).json<{
        status: string;
      }>();
      return current.status === 'done' || current.status === 'failed' ? current : null;
    }, 'the run to finish');
    expect(run).toMatchObject({ kind: 'intent_signals', status: 'done', done: 2, total: 2, errors: 0 });
  });

  it('starts no run without reanalyze_leads', async () => {
    const { token, project } = await ownerWithProject();
    const response = await put(token, project.id, false);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-analysis-run-id']).toBeUndefined();
    const runs = await injectWithLogin(app, token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/analysis_runs`,
    });
    expect(runs.json()).toEqual([]);
  });

  it('starts no run when the change is refused', async () => {
    const { token, project } = await ownerWithProject();
    const response = await put(token, project.id, true, [
      { name: 'Same', keywords: [], negative_keywords: [] },
      { name: 'same', keywords: [], negative_keywords: [] },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.headers['x-analysis-run-id']).toBeUndefined();
    const runs = await injectWithLogin(app, token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/analysis_runs`,
    });
    expect(runs.json()).toEqual([]);
  });
});
