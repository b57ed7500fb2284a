import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
/** Monday (UTC) of the week holding `at`, as YYYY-MM-DD. */
function weekStart(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(day - ((at.getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
}

interface Group {
  found: number;
  accepted: number;
  rejected: number;
  weekly: { week_start: string; found: number; accepted: number; rejected: number }[];
}
interface LeadQuality {
  lead_threshold: number;
  weeks: string[];
  totals: Group;
  by_signal: (Group & { id: string; name: string })[];
  by_source: (Group & { platform: string })[];
  rejection_reasons: { reason: string; count: number }[];
  recent: { days: number; total: number; score_histogram: number[] };
  scoring: {
    local_model: { kind: string; version: number | null; trained_on: string[]; embeddings: boolean };
    llm: { configured: boolean; model: string | null };
  };
}

/** Marks leads as the triage buttons do (the verdict columns), so the figures come from stored verdicts. */
async function judge(ids: string[], verdict: 'good' | 'not_lead', reason: string | null = null) {
  await app.db
    .update(leads)
    .set({ verdict, verdictReason: reason as never, verdictAt: sql`now()` })
    .where(inArray(leads.id, ids));
}

async function world() {
  const owner = await signUpWithOrganization(app);
  const project = await createProject(app, owner.token);
  const put = await injectWithLogin(app, owner.token, {
    method: 'PUT',
    url: `/api/v1/leads/${project.id}/intent_signals`,
    payload: {
      intent_signals: [
        { name: 'Asks for a CRM', keywords: ['crm'], negative_keywords: [] },
        { name: 'Leaving HubSpot', keywords: ['hubspot'], negative_keywords: [] },
      ],
      reanalyze_leads: false,
    },
  });
  const [crm, hubspot] = put.json<{ id: string }[]>();
  const get = (token = owner.token, id = project.id) =>
    injectWithLogin(app, token, { method: 'GET', url: `/api/v1/project/${id}/lead-quality` });
  return { owner, project, crm: crm!.id, hubspot: hubspot!.id, get };
}

describe('GET /api/v1/project/{id}/lead-quality', () => {
  it('counts Good lead / Not a lead per week, signal and source, with the reasons', async () => {
    const { project, crm, hubspot, get } = await world();
    const thisWeek = new Date();
    const threeWeeksAgo = daysAgo(21);
    const ids = await seedLeads(app.db, project.id, [
      { platform: 'reddit', publishedAt: thisWeek, score: 80, matches: [{ intentSignalId: crm, score: 80 }] },
      { platform: 'reddit', publishedAt: thisWeek, score: 60, matches: [{ intentSignalId: crm, score: 60 }] },
      {
        platform: 'hackernews',
        publishedAt: thisWeek,
        score: 55,
        matches: [
          { intentSignalId: crm, score: 55 },
          { intentSignalId: hubspot, score: 50 },
        ],
      },
      {
        platform: 'hackernews',
        publishedAt: threeWeeksAgo,
        score: 40,
        matches: [{ intentSignalId: hubspot, score: 40 }],
      },
      {
        platform: 'reddit',
        publishedAt: threeWeeksAgo,
        score: 90,
        matches: [{ intentSignalId: crm, score: 90 }],
      },
      // Deleted leads are not counted, and neither are leads older than 12 weeks.
      {
        platform: 'reddit',
        publishedAt: thisWeek,
        score: 99,
        deleted: true,
        matches: [{ intentSignalId: crm, score: 99 }],
      },
      {
        platform: 'reddit',
        publishedAt: daysAgo(7 * 13),
        score: 70,
        matches: [{ intentSignalId: crm, score: 70 }],
      },
    ]);
    await judge([ids[0]!, ids[4]!], 'good');
    await judge([ids[1]!], 'not_lead', 'job_post');
    await judge([ids[2]!, ids[3]!], 'not_lead', 'wrong_buyer');
    await judge([ids[5]!, ids[6]!], 'not_lead', 'other_meaning');

    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = response.json<LeadQuality>();

    expect(body.lead_threshold).toBe(50);
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1)).toBe(weekStart(thisWeek));
    const last = body.weeks.length - 1;
    const threeBack = body.weeks.indexOf(weekStart(threeWeeksAgo));
    expect(threeBack).toBe(last - 3);

    expect(body.totals).toMatchObject({ found: 5, accepted: 2, rejected: 3 });
    expect(body.totals.weekly[last]).toMatchObject({ found: 3, accepted: 1, rejected: 2 });
    expect(body.totals.weekly[threeBack]).toMatchObject({ found: 2, accepted: 1, rejected: 1 });

    expect(body.by_signal.map((s) => [s.name, s.found, s.accepted, s.rejected])).toEqual([
      ['Asks for a CRM', 4, 2, 2],
      ['Leaving HubSpot', 2, 0, 2],
    ]);
    expect(body.by_source.map((s) => [s.platform, s.found, s.accepted, s.rejected])).toEqual([
      ['reddit', 3, 2, 1],
      ['hackernews', 2, 0, 2],
    ]);
    expect(body.by_source[1]!.weekly[last]).toMatchObject({ found: 1, accepted: 0, rejected: 1 });

    // All time, deleted leads aside: the 13-week-old "other meaning" counts, the deleted one does not.
    expect(body.rejection_reasons).toEqual([
      { reason: 'no_buying_intent', count: 0 },
      { reason: 'wrong_buyer', count: 2 },
      { reason: 'vendor_or_self_promotion', count: 0 },
      { reason: 'job_post', count: 1 },
      { reason: 'other_meaning', count: 1 },
      { reason: 'other', count: 0 },
    ]);

    // The preview: last 30 days, listed leads only (80 and 90 are good, 60/55/40 not a lead).
    expect(body.recent.days).toBe(30);
    expect(body.recent.total).toBe(2);
    expect(body.recent.score_histogram).toHaveLength(101);
    expect(body.recent.score_histogram[80]).toBe(1);
    expect(body.recent.score_histogram[90]).toBe(1);
    expect(body.recent.score_histogram.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('previews untriaged leads of the last 30 days and follows the saved threshold', async () => {
    const { owner, project, get } = await world();
    await seedLeads(app.db, project.id, [
      { score: 45, publishedAt: daysAgo(1) },
      { score: 62, publishedAt: daysAgo(10) },
      { score: 62, publishedAt: daysAgo(29) },
      { score: 75, publishedAt: daysAgo(31) },
    ]);
    const patched = await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `/api/v1/project/${project.id}`,
      payload: { lead_threshold: 62 },
    });
    expect(patched.statusCode).toBe(200);
    const body = (await get()).json<LeadQuality>();
    expect(body.lead_threshold).toBe(62);
    expect(body.recent.total).toBe(3);
    const keptAt = (t: number) => body.recent.score_histogram.slice(t).reduce((a, b) => a + b, 0);
    expect([keptAt(0), keptAt(46), keptAt(62), keptAt(63)]).toEqual([3, 2, 2, 0]);
    expect(body.totals).toMatchObject({ found: 4, accepted: 0, rejected: 0 });
    expect(body.rejection_reasons.every((r) => r.count === 0)).toBe(true);
  });

  it('names the local model and the LLM model, never its address or key', async () => {
    const { get } = await world();
    const local = (await get()).json<LeadQuality>().scoring;
    expect(local.llm).toEqual({ configured: false, model: null });
    expect(local.local_model.kind).toBe('learned');
    expect(local.local_model.version).toBeGreaterThanOrEqual(1);
    expect(local.local_model.trained_on.length).toBeGreaterThan(0);

    const withLlm = await buildTestApp({
      LLM_BASE_URL: 'https://llm.internal.example/v1',
      LLM_API_KEY: 'sk-test-secret-key-1234',
      LLM_MODEL: 'qwen2.5:7b-instruct',
      EMBEDDING_THREADS: '0',
    });
    const owner = await signUpWithOrganization(withLlm);
    const project = await createProject(withLlm, owner.token);
    const response = await injectWithLogin(withLlm, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/lead-quality`,
    });
    const scoring = response.json<LeadQuality>().scoring;
    expect(scoring.llm).toEqual({ configured: true, model: 'qwen2.5:7b-instruct' });
    expect(scoring.local_model.embeddings).toBe(false);
    expect(response.body).not.toContain('sk-test-secret-key-1234');
    expect(response.body).not.toContain('llm.internal.example');
  });

  it('is for members: a guest gets 403, another organization and an unknown id 404, a bad id 422', async () => {
    const { owner, project, get } = await world();
    const member = await signUpWithOrganization(app, 'Other');
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    expect((await get(guest.token)).json()).toMatchObject({ code: 'PROJECT_MEMBERS_ONLY' });
    expect((await get(guest.token)).statusCode).toBe(403);
    const stranger = await get(member.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    expect((await get(owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await get(owner.token, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('detail');
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/project/${project.id}/lead-quality` });
    expect(anonymous.statusCode).toBe(401);
    // Another organization's leads never count in this project's figures.
    const theirs = await createProject(app, member.token, 'Theirs');
    await seedLeads(app.db, theirs.id, [{ score: 90 }]);
    expect((await get()).json<LeadQuality>().recent.total).toBe(0);
  });
});
