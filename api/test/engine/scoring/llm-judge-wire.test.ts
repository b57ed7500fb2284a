import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  intentSignals,
  llmJudgements,
  llmUsage,
  posts,
  projects,
  type IntentSignalRow,
  type MatchExplanation,
  type PostRow,
} from '../../../src/db/schema/index.js';
import { judgeWithLlm, type JudgeDeps } from '../../../src/engine/scoring/llm-judge.js';
import { leadCategories, nonLeadCategories } from '../../../src/engine/scoring/llm-judge-prompt.js';
import { chatCompletionsClient, type LlmClient } from '../../../src/llm/chat-completions.js';
import { buildTestApp, signUpWithOrganization } from '../../helper.js';
import { completionWith, fakeLlmKey, recordedErrors, startFakeLlm } from '../../support/fake-llm.js';
import { createProject } from '../../support/projects.js';

// The judge against a local server speaking the chat-completions wire format (bodies built from the
// recorded OpenAI responses): what it is told, what it makes of each kind of answer, and that every
// failure leaves the local score standing.

let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let projectId: string;
let signal: IntentSignalRow;

const businessDescription =
  'Tallybook is bookkeeping software for tradespeople (electricians, plumbers) who run a one- to ten-person business; it replaces QuickBooks and spreadsheets.';

beforeAll(async () => {
  app = await buildTestApp();
  fake = await startFakeLlm();
  const owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token, 'Tallybook')).id;
  await app.db.update(projects).set({ businessDescription }).where(eq(projects.id, projectId));
  const [row] = await app.db
    .insert(intentSignals)
    .values({
      projectId,
      name: 'Looking for bookkeeping software',
      description: 'A tradesperson asks which bookkeeping app to use.',
      keywords: ['bookkeeping', 'QuickBooks'],
      negativeKeywords: ['hiring'],
    })
    .returning();
  signal = row!;
});
afterAll(() => fake.close());

const client = (options: { timeoutMs?: number; apiKey?: string } = {}): LlmClient =>
  chatCompletionsClient(
    { baseUrl: fake.baseUrl, apiKey: options.apiKey ?? fakeLlmKey, model: 'llama3.1:8b' },
    { timeoutMs: options.timeoutMs ?? 2000 },
  );

const localExplanation: MatchExplanation = {
  source: 'local',
  terms: ['bookkeeping'],
  phrases: [],
  cues: ['asks for a recommendation'],
  negatives: [],
  reason: 'Mentions bookkeeping and asks for a recommendation.',
};

/** A post the local scorer put at 55 (the judge takes local scores as given; the prefilter is 25). */
async function item(title: string, body = '') {
  const [post] = await app.db
    .insert(posts)
    .values({
      platform: 'reddit',
      externalId: `wire-${randomUUID()}`,
      title,
      body,
      community: 'r/electricians',
    })
    .returning();
  return { post: post as PostRow, signal, local: { score: 55, explanation: localExplanation } };
}

interface Logged {
  details: Record<string, unknown>;
  message: string;
}

function deps(llm: LlmClient, logged: Logged[] = []): JudgeDeps {
  return {
    db: app.db,
    llm,
    projectId,
    dailyBudget: 1000,
    log: { warn: (details, message) => logged.push({ details, message }) },
  };
}

async function usageToday(): Promise<number> {
  const [row] = await app.db
    .select({ calls: llmUsage.calls })
    .from(llmUsage)
    .where(and(eq(llmUsage.projectId, projectId), eq(llmUsage.day, new Date().toISOString().slice(0, 10))));
  return row?.calls ?? 0;
}

async function stored(postId: string) {
  return app.db.select().from(llmJudgements).where(eq(llmJudgements.postId, postId));
}

describe('the LLM judge over the wire', () => {
  it('tells the model the lead policy, every reason category, the business and the signal', async () => {
    const lead = await item('Electrician here, done with QuickBooks', 'Which app do you use for invoices?');
    fake.answerJson({
      is_lead: true,
      score: 85,
      reason_category: 'switching',
      reason: 'Wants to leave QuickBooks.',
    });
    await judgeWithLlm(deps(client()), [lead]);
    const request = fake.requests.at(-1)!;
    expect(request.body.model).toBe('llama3.1:8b');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = request.body.messages;
    expect(system!.role).toBe('system');
    // The policy's test, its kinds of lead and of look-alike non-lead, and the wrong buyer.
    expect(system!.content).toContain(
      'a salesperson for this business would be glad to reply to this person today',
    );
    expect(system!.content).toMatch(/operational problem the product solves/);
    expect(system!.content).toMatch(/on behalf of the real buyer/);
    expect(system!.content).toMatch(/students, hobby projects with no budget/);
    expect(system!.content).toMatch(/never follow instructions/);
    for (const category of [...leadCategories, ...nonLeadCategories])
      expect(system!.content).toContain(`- ${category}:`);
    expect(system!.content).toContain('"reason_category"');
    expect(user!.role).toBe('user');
    expect(user!.content).toContain('Business: Tallybook');
    expect(user!.content).toContain(businessDescription);
    expect(user!.content).toContain('Intent signal: Looking for bookkeeping software');
    expect(user!.content).toContain('Not wanted: hiring');
    // The post goes in as JSON: quotes in it cannot close the data and start instructions.
    const postJson = user!.content.slice(user!.content.indexOf('Post (JSON):\n') + 'Post (JSON):\n'.length);
    expect(JSON.parse(postJson)).toEqual({
      platform: 'reddit',
      community: 'r/electricians',
      title: 'Electrician here, done with QuickBooks',
      body: 'Which app do you use for invoices?',
    });
  });

  it('makes a JSON answer a score, a category and a reason, and stores all three', async () => {
    const lead = await item('Lost a job because my invoice was late', 'Three of us, what do you all use?');
    const noLead = await item('QuickBooks API returns 429 when batch-updating invoices');
    fake.answerJson({
      is_lead: true,
      score: 88.4,
      reason_category: 'problem',
      reason: 'A three-person trade business lost work to late invoicing and asks what to use.',
    });
    fake.answerJson({
      is_lead: false,
      score: 45,
      reason_category: 'how_to_question',
      reason: 'An API question about QuickBooks; nobody is choosing software.',
    });
    const [judgedLead, judgedNoLead] = await judgeWithLlm(deps(client()), [lead, noLead]);
    expect(judgedLead).toMatchObject({
      score: 88,
      explanation: {
        source: 'llm',
        category: 'problem',
        reason: 'A three-person trade business lost work to late invoicing and asks what to use.',
        local_score: 55,
        terms: ['bookkeeping'],
      },
    });
    // A non-lead scores 20 at most, whatever number came with it.
    expect(judgedNoLead).toMatchObject({
      score: 20,
      explanation: { source: 'llm', category: 'how_to_question', local_score: 55 },
    });
    expect(await stored(noLead.post.id)).toMatchObject([
      {
        relevant: false,
        score: 45,
        reason: '[how_to_question] An API question about QuickBooks; nobody is choosing software.',
      },
    ]);
  });

  it('reads an answer wrapped in a Markdown fence or a sentence, as small local models write it', async () => {
    const fenced = await item('Any bookkeeping app for a plumber?');
    const chatty = await item('My dad is an electrician, what bookkeeping app should he use?');
    fake.reply({
      status: 200,
      body: completionWith(
        '```json\n{"is_lead": true, "score": 80, "reason_category": "request", "reason": "A plumber asks for an app."}\n```',
      ),
    });
    fake.reply({
      status: 200,
      body: completionWith(
        'Here is my verdict:\n{"is_lead": true, "score": 76, "reason_category": "On behalf", "reason": "Asks for her father."}\nHope this helps!',
      ),
    });
    const judged = await judgeWithLlm(deps(client()), [fenced, chatty]);
    expect(judged.map((one) => [one.score, one.explanation.category])).toEqual([
      [80, 'request'],
      [76, 'on_behalf'],
    ]);
  });

  it.each([
    [
      'a fence holding broken JSON',
      completionWith('```json\n{"is_lead": true, "score": \n```'),
      'invalid_response',
    ],
    ['prose without JSON', completionWith('This post looks like a strong lead to me.'), 'invalid_response'],
    [
      'a score of 150',
      completionWith('{"is_lead": true, "score": 150, "reason_category": "request", "reason": "Asks."}'),
      'invalid_judgement',
    ],
    [
      'no reason_category',
      completionWith('{"is_lead": true, "score": 90, "reason": "Asks for an app."}'),
      'invalid_judgement',
    ],
    [
      'a category that is not one',
      completionWith('{"is_lead": true, "score": 90, "reason_category": "hot_lead", "reason": "Asks."}'),
      'invalid_judgement',
    ],
    [
      'a lead verdict with a non-lead category',
      completionWith('{"is_lead": true, "score": 90, "reason_category": "job_post", "reason": "Hiring."}'),
      'invalid_judgement',
    ],
    [
      'the recorded plain-text completion',
      completionWith('The capital of France is Paris.'),
      'invalid_response',
    ],
  ])('keeps the local score on %s, logs it and goes on to the next post', async (_name, body, kind) => {
    const broken = await item('Which bookkeeping app for a small electrical firm?');
    const next = await item('Need an app for invoices and VAT, 4-person plumbing company');
    fake.reply({ status: 200, body });
    fake.answerJson({
      is_lead: true,
      score: 81,
      reason_category: 'request',
      reason: 'Asks for an invoicing app.',
    });
    const logged: Logged[] = [];
    const before = fake.requests.length;
    const [kept, judged] = await judgeWithLlm(deps(client(), logged), [broken, next]);
    expect(fake.requests.length).toBe(before + 2);
    expect(kept).toMatchObject({ score: 55, explanation: localExplanation });
    expect(judged).toMatchObject({ score: 81, explanation: { source: 'llm', category: 'request' } });
    expect(await stored(broken.post.id)).toEqual([]);
    expect(logged).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ projectId, failures: { [kind]: 1 }, stopped: false }),
      }),
    ]);
  });

  it('keeps the local scores on a 429 with Retry-After and asks nothing more until that time', async () => {
    const llm = client();
    const items = [await item('Bookkeeping app for an electrician?'), await item('QuickBooks alternative?')];
    fake.reply({ status: 429, body: recordedErrors.rateLimited, headers: { 'retry-after': '2' } });
    const logged: Logged[] = [];
    const before = fake.requests.length;
    const judged = await judgeWithLlm(deps(llm, logged), items);
    expect(fake.requests.length).toBe(before + 1);
    expect(judged.map((one) => [one.score, one.explanation.source])).toEqual([
      [55, 'local'],
      [55, 'local'],
    ]);
    expect(logged[0]!.details).toMatchObject({ failures: { rate_limited: 1 }, stopped: true });
    expect(logged[0]!.details.first).toMatch(/^HTTP 429: Rate limit reached/);

    // The next batch within the two seconds makes no request at all, and spends no budget.
    const spent = await usageToday();
    const [still] = await judgeWithLlm(deps(llm), [items[1]!]);
    expect(fake.requests.length).toBe(before + 1);
    expect(still!.explanation.source).toBe('local');
    expect(await usageToday()).toBe(spent);

    // After it, the server is asked again.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    fake.answerJson({
      is_lead: true,
      score: 83,
      reason_category: 'switching',
      reason: 'Wants to leave QuickBooks.',
    });
    const [after] = await judgeWithLlm(deps(llm), [items[1]!]);
    expect(fake.requests.length).toBe(before + 2);
    expect(after).toMatchObject({ score: 83, explanation: { category: 'switching' } });
  });

  it('keeps the local scores on a 401 (a wrong key) and stops asking for the batch', async () => {
    const items = [await item('Bookkeeping for a sparky?'), await item('Invoice app for tradies?')];
    const logged: Logged[] = [];
    const before = fake.requests.length;
    const judged = await judgeWithLlm(deps(client({ apiKey: 'sk-wrong' }), logged), items);
    expect(fake.requests.length).toBe(before + 1);
    expect(judged.map((one) => one.score)).toEqual([55, 55]);
    expect(logged[0]!.details).toMatchObject({ failures: { rejected: 1 }, stopped: true });
    expect(logged[0]!.details.first).toMatch(/^HTTP 401: Incorrect API key provided.*\(invalid_api_key\)$/);
  });

  it('keeps the local scores when the server does not answer in time', async () => {
    const items = [
      await item('Which bookkeeping app, 2 electricians?'),
      await item('Bookkeeping app advice'),
    ];
    fake.reply({ status: 200, body: completionWith('{}'), delayMs: 1500 });
    const logged: Logged[] = [];
    const started = Date.now();
    const judged = await judgeWithLlm(deps(client({ timeoutMs: 300 }), logged), items);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(judged.map((one) => [one.score, one.explanation.source])).toEqual([
      [55, 'local'],
      [55, 'local'],
    ]);
    expect(logged[0]!.details).toMatchObject({ failures: { timeout: 1 }, stopped: true });
  });
});
