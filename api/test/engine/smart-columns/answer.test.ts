import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  llmUsage,
  posts,
  projects,
  type PostRow,
  type SmartColumnRow,
} from '../../../src/db/schema/index.js';
import { answerSmartColumns } from '../../../src/engine/smart-columns/answer.js';
import { usageDay } from '../../../src/llm/daily-budget.js';
import { buildTestApp, signUpWithOrganization } from '../../helper.js';
import { startFakeLlm } from '../../support/fake-llm.js';
import { seedLeads } from '../../support/leads.js';
import { createProject } from '../../support/projects.js';

let app: FastifyInstance;
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
beforeAll(async () => {
  llm = await startFakeLlm();
  app = await buildTestApp(llm.env);
});
afterAll(() => llm.close());

function column(kind: 'boolean' | 'text', question: string, rules: object, version = 1): SmartColumnRow {
  const now = new Date();
  return {
    id: randomUUID(),
    projectId: randomUUID(),
    name: question,
    question,
    kind,
    rules: rules as SmartColumnRow['rules'],
    position: 0,
    version,
    createdAt: now,
    updatedAt: now,
  };
}

const competitor = () => column('boolean', 'Mentions a competitor?', { entities: ['competitor'] }, 3);
const budget = () => column('text', 'What budget?', { entities: ['price'], extract: 'price' });

async function projectWithPost(
  body: string,
  budgetPerDay = 500,
): Promise<{ projectId: string; post: PostRow }> {
  const owner = await signUpWithOrganization(app, `Answers ${randomUUID()}`);
  const project = await createProject(app, owner.token);
  await app.db.update(projects).set({ llmDailyBudget: budgetPerDay }).where(eq(projects.id, project.id));
  await seedLeads(app.db, project.id, [{ title: 'Leaving HubSpot', body }]);
  const [post] = await app.db.select().from(posts).where(eq(posts.body, body));
  return { projectId: project.id, post: post! };
}

async function callsToday(projectId: string): Promise<number> {
  const [row] = await app.db
    .select({ calls: llmUsage.calls })
    .from(llmUsage)
    .where(and(eq(llmUsage.projectId, projectId), eq(llmUsage.day, usageDay())));
  return row?.calls ?? 0;
}

describe('answerSmartColumns', () => {
  it('answers every column of a post with one LLM call and counts it', async () => {
    const { projectId, post } = await projectWithPost(`We pay $300/mo and want out ${randomUUID()}`);
    const columns = [competitor(), budget()];
    llm.answerJson({ answers: { q1: false, q2: '  about $300 a month  ' } });
    const before = llm.requests.length;

    const answers = await answerSmartColumns({ db: app.db, llm: app.llm, projectId }, columns, post);

    expect(answers).toEqual([
      { smartColumnId: columns[0]!.id, boolValue: false, textValue: null, source: 'llm', columnVersion: 3 },
      {
        smartColumnId: columns[1]!.id,
        boolValue: null,
        textValue: 'about $300 a month',
        source: 'llm',
        columnVersion: 1,
      },
    ]);
    expect(llm.requests.length).toBe(before + 1);
    const prompt = llm.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('q1 (yes/no): Mentions a competitor?');
    expect(prompt).toContain('q2 (text): What budget?');
    expect(prompt).toContain('Leaving HubSpot');
    expect(await callsToday(projectId)).toBe(1);
  });

  it('falls back to the local rules for a column the model answered with the wrong type', async () => {
    const { projectId, post } = await projectWithPost(`We pay $300/mo ${randomUUID()}`);
    const columns = [competitor(), budget()];
    llm.answerJson({ answers: { q1: 'yes', q2: null } });

    const answers = await answerSmartColumns({ db: app.db, llm: app.llm, projectId }, columns, post);

    expect(answers.map((a) => [a.boolValue, a.textValue, a.source])).toEqual([
      [true, null, 'local'],
      [null, null, 'llm'],
    ]);
  });

  it.each([
    ['an HTTP 500', { status: 500, body: { error: { message: 'boom' } } }],
    ['a rate limit', { status: 429, body: { error: { message: 'slow down' } } }],
    [
      'content that is not JSON',
      { status: 200, body: {}, raw: '{"choices":[{"message":{"content":"nope"}}]}' },
    ],
  ])('falls back to the local rules on %s', async (_name, reply) => {
    const { projectId, post } = await projectWithPost(`Budget $99/mo ${randomUUID()}`);
    llm.reply(reply);
    const failures: unknown[] = [];

    const answers = await answerSmartColumns(
      { db: app.db, llm: app.llm, projectId, onLlmFailure: (error) => failures.push(error) },
      [competitor(), budget()],
      post,
    );

    expect(answers.map((a) => [a.boolValue, a.textValue, a.source])).toEqual([
      [true, null, 'local'],
      [null, '$99/mo', 'local'],
    ]);
    expect(failures).toHaveLength(1);
  });

  it('answers locally without calling the LLM once the daily budget is spent', async () => {
    const { projectId, post } = await projectWithPost(`Budget $10 ${randomUUID()}`, 1);
    llm.answerJson({ answers: { q1: false } });
    await answerSmartColumns({ db: app.db, llm: app.llm, projectId }, [competitor()], post);
    const before = llm.requests.length;

    const answers = await answerSmartColumns({ db: app.db, llm: app.llm, projectId }, [competitor()], post);

    expect(llm.requests.length).toBe(before);
    expect(answers[0]).toMatchObject({ boolValue: true, source: 'local' });
    expect(await callsToday(projectId)).toBe(1);
  });

  it('answers locally when no LLM is configured', async () => {
    const { projectId, post } = await projectWithPost(`Budget 40 euros ${randomUUID()}`);
    const before = llm.requests.length;
    const answers = await answerSmartColumns({ db: app.db, llm: null, projectId }, [budget()], post);
    expect(answers[0]).toMatchObject({ textValue: '40 euros', source: 'local' });
    expect(llm.requests.length).toBe(before);
    expect(await callsToday(projectId)).toBe(0);
  });
});
