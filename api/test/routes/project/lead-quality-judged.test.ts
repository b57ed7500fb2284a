// GET /api/v1/project/{id}/lead-quality's `judged`: the project's last 50 verdicts (by when they were
// given, deleted leads aside) with the leads' scores, from which the tab measures precision and shows
// what a threshold would have done to leads the team already judged.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

interface Judged {
  window: number;
  total: number;
  good: number;
  not_good: number;
  good_scores: number[];
  not_good_scores: number[];
}

const minuteMs = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * minuteMs);

async function world(name?: string) {
  const owner = await signUpWithOrganization(app, name);
  const project = await createProject(app, owner.token);
  const judged = async () => {
    const response = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/lead-quality`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ judged: Judged }>().judged;
  };
  /** Gives the verdict as the lead list's buttons do. */
  const verdict = async (leadId: string, body: { verdict: 'good' | 'not_lead' | null; reason?: string }) => {
    const response = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/lead/${leadId}/verdict`,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  };
  return { owner, project, judged, verdict };
}

/** Stores verdicts given at a chosen time, so the window's order is known. */
async function judgeAt(ids: string[], verdict: 'good' | 'not_lead', at: (index: number) => Date) {
  for (const [index, id] of ids.entries())
    await app.db
      .update(leads)
      .set({ verdict, verdictReason: verdict === 'not_lead' ? 'job_post' : null, verdictAt: at(index) })
      .where(eq(leads.id, id));
}

const scores = (histogram: number[]) =>
  histogram.flatMap((n, score) => Array.from({ length: n }, () => score));

describe('GET /api/v1/project/{id}/lead-quality: judged', () => {
  it('is empty, with 101 bins a side, before any verdict', async () => {
    const { project, judged } = await world();
    await seedLeads(app.db, project.id, [{ score: 70 }, { score: 40 }]);
    const body = await judged();
    expect(body).toMatchObject({ window: 50, total: 0, good: 0, not_good: 0 });
    expect(body.good_scores).toEqual(Array.from({ length: 101 }, () => 0));
    expect(body.not_good_scores).toHaveLength(101);
    expect(scores(body.not_good_scores)).toEqual([]);
  });

  it('counts Good lead and Not a lead with the scores the list shows, whenever the lead was posted', async () => {
    const { project, judged, verdict } = await world();
    // 75 is never judged.
    const [good80, good55, notLead62, notLead30, old90, , cleared] = await seedLeads(app.db, project.id, [
      { score: 80 },
      { score: 55 },
      { score: 62 },
      { score: 30 },
      // Posted long ago (out of the 12 weeks and the 30 days): the verdict is what counts.
      { score: 90, publishedAt: new Date(Date.now() - 200 * 86_400_000) },
      { score: 75 },
      { score: 66 },
    ]);
    await verdict(good80!, { verdict: 'good' });
    await verdict(good55!, { verdict: 'good' });
    await verdict(old90!, { verdict: 'good' });
    await verdict(notLead62!, { verdict: 'not_lead', reason: 'wrong_buyer' });
    await verdict(notLead30!, { verdict: 'not_lead', reason: 'job_post' });
    // A verdict given and then cleared is no verdict.
    await verdict(cleared!, { verdict: 'good' });
    await verdict(cleared!, { verdict: null });
    // A verdict stored without its time (written outside the app) counts by the lead's last change.
    const [untimed] = await seedLeads(app.db, project.id, [{ score: 48 }]);
    await app.db
      .update(leads)
      .set({ verdict: 'not_lead', verdictReason: 'other', verdictAt: null })
      .where(eq(leads.id, untimed!));

    const body = await judged();
    expect(body).toMatchObject({ window: 50, total: 6, good: 3, not_good: 3 });
    expect(scores(body.good_scores)).toEqual([55, 80, 90]);
    expect(scores(body.not_good_scores)).toEqual([30, 48, 62]);
  });

  it('reads the last 50 verdicts by when they were given, not by when the leads were posted', async () => {
    const { project, judged } = await world();
    // Sixty leads, the newest posts first. The ten newest posts got the oldest verdicts (not a lead,
    // score 10); the fifty older posts were judged good (score 70) in the last hour.
    const posted = (index: number) => minutesAgo(index);
    const newest = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 10 }, (_, index) => ({ score: 10, publishedAt: posted(index) })),
    );
    const older = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 50 }, (_, index) => ({ score: 70, publishedAt: posted(100 + index) })),
    );
    await judgeAt(newest, 'not_lead', (index) => minutesAgo(24 * 60 + index));
    await judgeAt(older, 'good', (index) => minutesAgo(index));
    // A verdict without its time, on a lead last changed two days ago: older than all fifty, so out.
    const [untimed] = await seedLeads(app.db, project.id, [{ score: 99 }]);
    await app.db
      .update(leads)
      .set({ verdict: 'good', verdictAt: null, updatedAt: minutesAgo(2 * 24 * 60) })
      .where(eq(leads.id, untimed!));

    let body = await judged();
    expect(body).toMatchObject({ window: 50, total: 50, good: 50, not_good: 0 });
    expect(body.good_scores[70]).toBe(50);
    expect(body.good_scores[99]).toBe(0);

    // Five of the old verdicts given again now (a change of mind): they enter the window, the five
    // oldest good ones leave it.
    await judgeAt(newest.slice(0, 5), 'not_lead', () => new Date());
    body = await judged();
    expect(body).toMatchObject({ total: 50, good: 45, not_good: 5 });
    expect(body.not_good_scores[10]).toBe(5);
  });

  it('leaves deleted leads out, and they take no place in the window', async () => {
    const { project, judged } = await world();
    const kept = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 50 }, () => ({ score: 60 })),
    );
    const deleted = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 3 }, () => ({ score: 95, deleted: true })),
    );
    await judgeAt(kept, 'good', (index) => minutesAgo(10 + index));
    // The deleted ones were judged last: they would be the newest verdicts.
    await judgeAt(deleted, 'not_lead', (index) => minutesAgo(index));
    const body = await judged();
    expect(body).toMatchObject({ total: 50, good: 50, not_good: 0 });
    expect(body.good_scores[95]).toBe(0);
    expect(body.not_good_scores[95]).toBe(0);

    // Deleting a judged lead after the fact takes it out as well.
    await app.db
      .update(leads)
      .set({ deleted: true })
      .where(inArray(leads.id, kept.slice(0, 2)));
    expect(await judged()).toMatchObject({ total: 48, good: 48 });
  });

  it("never counts another organization's verdicts, nor another project's", async () => {
    const ours = await world('Ours');
    const theirs = await world('Theirs');
    const sibling = await createProject(app, ours.owner.token, 'Sibling');
    const [mine] = await seedLeads(app.db, ours.project.id, [{ score: 64 }]);
    const theirLeads = await seedLeads(
      app.db,
      theirs.project.id,
      Array.from({ length: 12 }, () => ({ score: 88 })),
    );
    const siblingLeads = await seedLeads(app.db, sibling.id, [{ score: 77 }, { score: 12 }]);
    // Their verdicts are the newest: a window not bound to the project would take them first.
    await judgeAt([mine!], 'good', () => minutesAgo(60));
    await judgeAt(theirLeads, 'not_lead', (index) => minutesAgo(index));
    await judgeAt(siblingLeads, 'good', (index) => minutesAgo(index));

    const body = await ours.judged();
    expect(body).toMatchObject({ total: 1, good: 1, not_good: 0 });
    expect(scores(body.good_scores)).toEqual([64]);
    expect(await theirs.judged()).toMatchObject({ total: 12, good: 0, not_good: 12 });

    // Their owner asking for our project gets nothing of it.
    const stranger = await injectWithLogin(app, theirs.owner.token, {
      method: 'GET',
      url: `/api/v1/project/${ours.project.id}/lead-quality`,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('judged');
  });
});
