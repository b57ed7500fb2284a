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
  type PostRow,
} from '../../../src/db/schema/index.js';
import { analyzePost, compileSignal, scoreAnalyzed } from '../../../src/engine/scoring/index.js';
import {
  judgeWithLlm,
  llmPrefilter,
  type JudgeDeps,
  type JudgeLog,
} from '../../../src/engine/scoring/llm-judge.js';
import { chatCompletionsClient, type LlmClient } from '../../../src/llm/chat-completions.js';
import { buildTestApp, signUpWithOrganization } from '../../helper.js';
import { fakeLlmKey, recordedErrors, startFakeLlm } from '../../support/fake-llm.js';
import { createProject } from '../../support/projects.js';

let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let llm: LlmClient;
let projectId: string;
let signal: IntentSignalRow;

const businessDescription =
  'Acme CRM is a simple CRM for agencies and small B2B teams of 2 to 50 people, an alternative to HubSpot and Pipedrive.';
/** What the model "writes" for a clear lead. */
const leadAnswer = (score: number, reason: string, category = 'request') => ({
  is_lead: true,
  score,
  reason_category: category,
  reason,
});

beforeAll(async () => {
  app = await buildTestApp();
  fake = await startFakeLlm();
  llm = chatCompletionsClient(
    { baseUrl: fake.baseUrl, apiKey: fakeLlmKey, model: 'gpt-4o' },
    { timeoutMs: 2000 },
  );
  const owner = await signUpWithOrganization(app);
  projectId = (await createProject(app, owner.token)).id;
  await app.db
    .update(projects)
    .set({ businessDescription: businessDescription })
    .where(eq(projects.id, projectId));
  const [row] = await app.db
    .insert(intentSignals)
    .values({
      projectId,
      name: 'Asking for a CRM recommendation',
      description: 'Someone asks which CRM a small team should use.',
      keywords: ['CRM'],
      negativeKeywords: ['hiring'],
    })
    .returning();
  signal = row!;
});
afterAll(() => fake.close());

async function insertPost(title: string, body = ''): Promise<PostRow> {
  const [post] = await app.db
    .insert(posts)
    .values({ platform: 'reddit', externalId: `judge-${randomUUID()}`, title, body, community: 'r/sales' })
    .returning();
  return post!;
}

const itemFor = (post: PostRow, forSignal = signal) => ({
  post,
  signal: forSignal,
  local: scoreAnalyzed(analyzePost(post), compileSignal(forSignal)),
});

const silentLog: JudgeLog = { warn: () => undefined };

const deps = (overrides: Partial<JudgeDeps> = {}): JudgeDeps => ({
  db: app.db,
  llm,
  projectId,
  dailyBudget: 100,
  now: new Date('2030-01-01T12:00:00Z'),
  ...overrides,
});

async function usage(day: string): Promise<number | undefined> {
  const [row] = await app.db
    .select({ calls: llmUsage.calls })
    .from(llmUsage)
    .where(and(eq(llmUsage.projectId, projectId), eq(llmUsage.day, day)));
  return row?.calls;
}

describe('judgeWithLlm', () => {
  it('prefilters at max(15, threshold - 25)', () => {
    expect(llmPrefilter(50)).toBe(25);
    expect(llmPrefilter(30)).toBe(15);
    expect(llmPrefilter(90)).toBe(65);
  });

  it('asks the LLM once per pair above the prefilter, stores the verdict and reuses it', async () => {
    const lead = itemFor(await insertPost('Any recommendations for a CRM?', 'Five of us, spreadsheets.'));
    const unrelated = itemFor(await insertPost('Best pizza in Leeds?'));
    expect(unrelated.local.score).toBeLessThan(25);
    const before = fake.requests.length;
    fake.answerJson(leadAnswer(91, 'Asks which CRM a five-person team should use.'));

    const [judged, untouched] = await judgeWithLlm(deps(), [lead, unrelated]);
    expect(fake.requests.length).toBe(before + 1);
    const prompt = fake.requests
      .at(-1)!
      .body.messages.map((message) => message.content)
      .join('\n');
    expect(prompt).toContain('Intent signal: Asking for a CRM recommendation');
    expect(prompt).toContain('"title":"Any recommendations for a CRM?"');
    expect(judged!.score).toBe(91);
    expect(judged!.explanation).toEqual({
      source: 'llm',
      reason: 'Asks which CRM a five-person team should use.',
      category: 'request',
      terms: lead.local.explanation.terms,
      phrases: lead.local.explanation.phrases,
      cues: lead.local.explanation.cues,
      negatives: [],
      local_score: lead.local.score,
    });
    expect(untouched).toMatchObject({
      score: unrelated.local.score,
      explanation: unrelated.local.explanation,
    });
    const stored = await app.db.select().from(llmJudgements).where(eq(llmJudgements.postId, lead.post.id));
    expect(stored).toMatchObject([
      { intentSignalId: signal.id, signalVersion: 1, relevant: true, score: 91 },
    ]);

    // Cached: no second call, even with no LLM configured any more; the category comes back too.
    const [again] = await judgeWithLlm(deps(), [lead]);
    const [withoutLlm] = await judgeWithLlm(deps({ llm: null }), [lead]);
    expect(fake.requests.length).toBe(before + 1);
    expect(again!.score).toBe(91);
    expect(again!.explanation).toEqual(judged!.explanation);
    expect(withoutLlm!.explanation.source).toBe('llm');

    // A new signal version is a new question.
    fake.answerJson(leadAnswer(80, 'Still asking for a CRM.'));
    const [newVersion] = await judgeWithLlm(deps(), [itemFor(lead.post, { ...signal, version: 2 })]);
    expect(fake.requests.length).toBe(before + 2);
    expect(newVersion!.score).toBe(80);
  });

  it('caps an irrelevant verdict at 20', async () => {
    fake.answerJson({
      is_lead: false,
      score: 70,
      reason_category: 'news_or_tutorial',
      reason: 'A CRM tutorial, nobody is choosing.',
    });
    const [judged] = await judgeWithLlm(deps(), [itemFor(await insertPost('Which CRM export format?'))]);
    expect(judged!.score).toBe(20);
    expect(judged!.explanation).toMatchObject({
      reason: 'A CRM tutorial, nobody is choosing.',
      category: 'news_or_tutorial',
    });
  });

  it('stops calling when the day’s budget is spent, counting calls per UTC day', async () => {
    const now = new Date('2031-05-05T23:59:00Z');
    const items = [
      itemFor(await insertPost('Any CRM recommendations?')),
      itemFor(await insertPost('What CRM do you use?')),
    ];
    const before = fake.requests.length;
    fake.answerJson(leadAnswer(88, 'Asks for a CRM.'));
    const judged = await judgeWithLlm(deps({ dailyBudget: 1, now }), items);
    expect(fake.requests.length).toBe(before + 1);
    expect(judged.map((item) => item.explanation.source)).toEqual(['llm', 'local']);
    expect(judged[1]!.score).toBe(items[1]!.local.score);
    expect(await usage('2031-05-05')).toBe(1);

    // The next UTC day has a fresh budget.
    fake.answerJson(leadAnswer(77, 'Asks which CRM to use.'));
    const [nextDay] = await judgeWithLlm(deps({ dailyBudget: 1, now: new Date('2031-05-06T00:01:00Z') }), [
      items[1]!,
    ]);
    expect(nextDay!.score).toBe(77);
    expect(await usage('2031-05-06')).toBe(1);
    expect(
      await judgeWithLlm(deps({ dailyBudget: 0 }), [itemFor(await insertPost('CRM advice?'))]),
    ).toMatchObject([{ explanation: { source: 'local' } }]);
  });

  it('keeps the local result on a 500 or an answer of the wrong shape, and goes on', async () => {
    const failures: string[] = [];
    const items = [
      itemFor(await insertPost('Any CRM recommendations for agencies?')),
      itemFor(await insertPost('Looking for a CRM, what do you use?')),
      itemFor(await insertPost('Can anyone recommend a CRM?')),
    ];
    fake.reply({ status: 500, body: { error: { message: 'The server had an error' } } });
    fake.answerJson({ is_lead: 'yes', score: 90, reason_category: 'request', reason: 'Looks good.' });
    fake.answerJson(leadAnswer(84, 'Asks for a CRM recommendation.'));
    const before = fake.requests.length;
    const judged = await judgeWithLlm(
      deps({ onLlmFailure: (error) => failures.push(error.name), log: silentLog }),
      items,
    );
    expect(fake.requests.length).toBe(before + 3);
    expect(judged.map((item) => item.explanation.source)).toEqual(['local', 'local', 'llm']);
    expect(judged[0]!.score).toBe(items[0]!.local.score);
    expect(judged[1]!.explanation).toEqual(items[1]!.local.explanation);
    expect(failures).toEqual(['LlmError', 'InvalidJudgement']);
    const stored = await app.db
      .select()
      .from(llmJudgements)
      .where(eq(llmJudgements.postId, items[0]!.post.id));
    expect(stored).toEqual([]);
  });

  it('keeps the local result on bad JSON and stops the batch on a 429', async () => {
    const items = [
      itemFor(await insertPost('Any CRM recommendations for a bakery?')),
      itemFor(await insertPost('Which CRM for a florist, any suggestions?')),
      itemFor(await insertPost('Recommend a CRM for a gym?')),
    ];
    fake.reply({ status: 200, body: null, raw: '{"choices": [' });
    fake.reply({ status: 429, body: recordedErrors.rateLimited });
    const before = fake.requests.length;
    const judged = await judgeWithLlm(deps({ log: silentLog }), items);
    expect(fake.requests.length).toBe(before + 2);
    expect(judged.map((item) => [item.score, item.explanation.source])).toEqual(
      items.map((item) => [item.local.score, 'local']),
    );
  });
});
