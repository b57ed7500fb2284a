import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisRuns, smartColumns } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  // Runs stay queued: these tests are about the columns and the runs they record, not the job.
  app = await buildTestApp({}, { runWorkers: false });
});

interface Run {
  id: string;
  kind: string;
  smart_column_id: string | null;
  status: string;
  total: number;
}
interface Column {
  id: string;
  name: string;
  question: string;
  kind: string;
  rules: Record<string, unknown>;
  position: number;
  version: number;
  analysis_run: Run | null;
}

const base = (projectId: string) => `/api/v1/leads/${projectId}`;
const create = (token: string, projectId: string, payload: object) =>
  injectWithLogin(app, token, { method: 'POST', url: `${base(projectId)}/smart_columns`, payload });
const update = (token: string, projectId: string, smart_column: object, reanalyze_leads = false) =>
  injectWithLogin(app, token, {
    method: 'POST',
    url: `${base(projectId)}/update_smart_column`,
    payload: { smart_column, reanalyze_leads },
  });
const list = (token: string, projectId: string) =>
  injectWithLogin(app, token, { method: 'GET', url: `${base(projectId)}/smart_columns` });

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app, `Columns ${randomUUID()}`);
  return { ...owner, project: await createProject(app, owner.token) };
}

describe('/api/v1/leads/{projectId}/smart_columns', () => {
  it('creates a column with rules derived from its question and a run over the existing leads', async () => {
    const { token, project } = await ownerWithProject();
    await seedLeads(app.db, project.id, [{}, {}, { deleted: true }]);

    const response = await create(token, project.id, {
      name: '  Mentions   a competitor ',
      question: 'Mentions a competitor?',
      kind: 'boolean',
    });

    expect(response.statusCode).toBe(201);
    const column = response.json<Column>();
    expect(column).toEqual({
      id: expect.any(String),
      name: 'Mentions a competitor',
      question: 'Mentions a competitor?',
      kind: 'boolean',
      rules: {
        match: 'any',
        keywords: [],
        patterns: [],
        entities: ['competitor'],
        competitors: [],
        extract: null,
        compare: null,
      },
      local_answer: {
        answerable: true,
        entity: 'competitor',
        summary: 'Looks for a competitor’s name (your rivals and well-known products).',
      },
      position: 0,
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      analysis_run: {
        id: expect.any(String),
        kind: 'smart_column',
        smart_column_id: column.id,
        status: 'queued',
        done: 0,
        total: 2,
        errors: 0,
        new_leads: 0,
        already_known: 0,
        last_error: null,
        started_at: null,
        finished_at: null,
        created_at: expect.any(String),
      },
    });
    const jobs = await app.queue.boss.fetch<{ runId: string }>('engine.reanalyze', { batchSize: 50 });
    expect(jobs.map((job) => job.data.runId)).toContain(column.analysis_run!.id);

    const second = await create(token, project.id, {
      name: 'Budget',
      question: 'What budget do they mention?',
      kind: 'text',
    });
    expect(second.json<Column>()).toMatchObject({
      position: 1,
      rules: { entities: ['price'], extract: 'price' },
    });
    expect((await list(token, project.id)).json<Column[]>().map((c) => [c.name, c.analysis_run])).toEqual([
      ['Mentions a competitor', null],
      ['Budget', null],
    ]);
  });

  it('derives an entity and a comparison from a yes/no question, and answers null when not stated', async () => {
    const { token, project } = await ownerWithProject();
    const response = await create(token, project.id, {
      name: 'Small team',
      question: 'Does the poster say their team has fewer than 10 people?',
      kind: 'boolean',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Column>().rules).toMatchObject({
      entities: ['team_size'],
      compare: { op: 'lt', value: 10 },
    });
    expect(response.json<Column>()).toMatchObject({
      local_answer: { answerable: true, entity: 'team_size' },
    });
  });

  it('previews whether the local rules answer a question, with the templates they do answer', async () => {
    const { token, project } = await ownerWithProject();
    const preview = (question: string, kind = 'boolean') =>
      injectWithLogin(app, token, {
        method: 'POST',
        url: `${base(project.id)}/preview_smart_column`,
        payload: { question, kind },
      });

    const vague = await preview('Is this person likely to buy soon?');
    expect(vague.statusCode).toBe(200);
    expect(vague.json()).toMatchObject({
      local_answer: { answerable: false, entity: null },
      llm_configured: false,
    });
    expect(vague.json().local_answer.summary).toMatch(/guess/);
    const templates = vague.json().templates as { name: string; question: string; kind: string }[];
    expect(templates.length).toBeGreaterThanOrEqual(8);
    // Every template offered is one the local rules answer.
    for (const template of templates) {
      const answer = await preview(template.question, template.kind);
      expect(answer.json().local_answer.answerable, template.question).toBe(true);
    }

    const located = await preview('Where is the poster based?', 'text');
    expect(located.json()).toMatchObject({
      local_answer: { answerable: true, entity: 'location' },
      rules: { entities: ['location'], extract: 'location' },
    });
    // Nothing is stored.
    expect((await list(token, project.id)).json()).toEqual([]);
  });

  it('keeps given rules, cleaned', async () => {
    const { token, project } = await ownerWithProject();
    const response = await create(token, project.id, {
      name: 'SSO',
      question: 'Needs SSO?',
      kind: 'text',
      rules: { keywords: [' SSO ', 'sso', 'SAML'], patterns: [String.raw`\bscim\b`], extract: 'keyword' },
    });
    expect(response.json<Column>().rules).toEqual({
      match: 'any',
      keywords: ['SSO', 'SAML'],
      patterns: [String.raw`\bscim\b`],
      entities: [],
      competitors: [],
      extract: 'keyword',
      compare: null,
    });
    // Rules written by hand answer what the person chose.
    expect(response.json<Column>()).toMatchObject({ local_answer: { answerable: true } });
  });

  it.each([
    [{ name: '', question: '', kind: 'boolean' }, 'name'],
    [{ name: 'x'.repeat(61), question: '', kind: 'boolean' }, 'name'],
    [{ name: 'Q', question: 'q'.repeat(501), kind: 'boolean' }, 'question'],
    [{ name: 'Q', question: '', kind: 'number' }, 'kind'],
    [{ name: 'Q', question: '', kind: 'boolean', rules: { entities: ['phone'] } }, 'rules.entities.0'],
    [{ name: 'Q', question: '', kind: 'boolean', rules: { match: 'most' } }, 'rules.match'],
    [
      { name: 'Q', question: '', kind: 'boolean', rules: { patterns: ['ok', '(broken'] } },
      'rules.patterns.1',
    ],
    [
      { name: 'Q', question: '', kind: 'boolean', rules: { patterns: [String.raw`(a)\1`] } },
      'rules.patterns.0',
    ],
    [
      { name: 'Q', question: '', kind: 'boolean', rules: { patterns: ['a'.repeat(201)] } },
      'rules.patterns.0',
    ],
  ])('answers 422 naming the field for %j', async (payload, field) => {
    const { token, project } = await ownerWithProject();
    const response = await create(token, project.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(response.json<{ detail: string }>().detail).toMatch(
      new RegExp(`^${field.replace(/\./g, '\\.')}: `),
    );
    expect(await app.db.select().from(smartColumns).where(eq(smartColumns.projectId, project.id))).toEqual(
      [],
    );
  });

  it('refuses a second column of the same name (409) and a 21st column', async () => {
    const { token, project } = await ownerWithProject();
    expect(
      (await create(token, project.id, { name: 'Hiring', question: '', kind: 'boolean' })).statusCode,
    ).toBe(201);
    const clash = await create(token, project.id, { name: 'HIRING', question: '', kind: 'boolean' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'SMART_COLUMN_NAME_TAKEN', field: 'name' });

    for (let i = 1; i < 20; i += 1)
      expect(
        (await create(token, project.id, { name: `C${i}`, question: '', kind: 'boolean' })).statusCode,
      ).toBe(201);
    const over = await create(token, project.id, { name: 'C20', question: '', kind: 'boolean' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'SMART_COLUMN_LIMIT' });
  });

  it('bumps the version only when the question, kind or rules change, and re-runs on request', async () => {
    const { token, project } = await ownerWithProject();
    const column = (
      await create(token, project.id, {
        name: 'Competitor',
        question: 'Mentions a competitor?',
        kind: 'boolean',
      })
    ).json<Column>();

    const renamed = await update(token, project.id, { id: column.id, name: 'Rival' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Column>()).toMatchObject({ name: 'Rival', version: 1, analysis_run: null });

    // Derived rules follow the new question.
    const asked = await update(token, project.id, { id: column.id, question: 'Budget mentioned?' }, true);
    expect(asked.json<Column>()).toMatchObject({
      version: 2,
      rules: { entities: ['price'] },
      analysis_run: { kind: 'smart_column', smart_column_id: column.id, status: 'queued' },
    });

    const ruled = await update(token, project.id, { id: column.id, rules: { keywords: ['invoice'] } });
    expect(ruled.json<Column>()).toMatchObject({
      version: 3,
      rules: { keywords: ['invoice'], entities: [] },
    });

    // Hand-written rules stay when the question changes.
    const reworded = await update(token, project.id, { id: column.id, question: 'Talks about invoices?' });
    expect(reworded.json<Column>()).toMatchObject({ version: 4, rules: { keywords: ['invoice'] } });

    const same = await update(token, project.id, { id: column.id, question: 'Talks about invoices?' });
    expect(same.json<Column>().version).toBe(4);
  });

  it('answers 404 for an unknown column and 422 for a bad pattern on update', async () => {
    const { token, project } = await ownerWithProject();
    const column = (
      await create(token, project.id, { name: 'A', question: '', kind: 'boolean' })
    ).json<Column>();
    const unknown = await update(token, project.id, { id: randomUUID(), name: 'B' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SMART_COLUMN_NOT_FOUND' });
    const bad = await update(token, project.id, { id: column.id, rules: { patterns: ['(?<=x)y'] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'rules.patterns.0' });
  });

  it('deletes a column with its runs and keeps positions dense', async () => {
    const { token, project } = await ownerWithProject();
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C'])
      ids.push((await create(token, project.id, { name, question: '', kind: 'boolean' })).json<Column>().id);

    const removed = await injectWithLogin(app, token, {
      method: 'DELETE',
      url: `${base(project.id)}/${ids[1]}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(token, project.id)).json<Column[]>().map((c) => [c.name, c.position])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect(await app.db.select().from(analysisRuns).where(eq(analysisRuns.smartColumnId, ids[1]!))).toEqual(
      [],
    );

    const again = await injectWithLogin(app, token, {
      method: 'DELETE',
      url: `${base(project.id)}/${ids[1]}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'SMART_COLUMN_NOT_FOUND' });
  });
});
