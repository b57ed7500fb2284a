import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, posts } from '../../../src/db/schema/index.js';
import { closeSharedEmbeddingPool } from '../../../src/engine/embeddings/shared-pool.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { buildTestApp } from '../../helper.js';
import { incoming, projectWithSignals } from '../engine-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeSharedEmbeddingPool());

const deps = () => ({ db: app.db, llm: null });

// What the team accepted: small teams asking which CRM to use. What it rejected: API questions.
const accepted = [
  'We are four people selling furniture online, spreadsheets are failing us. Which CRM do you use?',
  'Three founders here, our HubSpot renewal tripled. What simple CRM would you recommend instead?',
  'Small agency of six, we keep losing track of follow-ups. Looking for an easy CRM, any tips?',
];
const rejected = [
  'HubSpot API returns 429 when batch-updating deals: how do I handle the rate limit in Python?',
  'How do I map a custom property in the HubSpot CRM API v3 when creating contacts?',
  'Salesforce Apex trigger fails on bulk insert of leads with a governor limit error, any fix?',
];
const likeAccepted =
  'Two of us run a small bakery supply shop, clients slip through the cracks. Which CRM works for a tiny team?';
const likeRejected =
  'HubSpot CRM API: the search endpoint ignores my filter on deal stage, what am I doing wrong in the request?';

async function leadScore(projectId: string, externalId: string): Promise<number> {
  const [row] = await app.db
    .select({ score: leads.score })
    .from(leads)
    .innerJoin(posts, eq(posts.id, leads.postId))
    .where(and(eq(leads.projectId, projectId), eq(posts.externalId, externalId)));
  return row!.score;
}

describe("a project's triage in scoring", () => {
  it('moves the scores of posts that arrive after the verdicts, not of the leads already stored', async () => {
    // Two projects with the same signal; only the first one has triaged leads.
    const triaged = await projectWithSignals(app);
    const untouched = await projectWithSignals(app);
    const examples = [...accepted, ...rejected].map((title) => incoming({ title, body: '' }));
    await ingestPosts(deps(), { projectId: triaged.project.id, incoming: examples, asLeads: true });
    const before = await app.db.select().from(leads).where(eq(leads.projectId, triaged.project.id));
    const verdictOf = (externalId: string) =>
      accepted.includes(examples.find((post) => post.externalId === externalId)!.title!)
        ? 'good'
        : 'not_lead';
    const exampleRows = await app.db
      .select({ leadId: leads.id, externalId: posts.externalId })
      .from(leads)
      .innerJoin(posts, eq(posts.id, leads.postId))
      .where(eq(leads.projectId, triaged.project.id));
    for (const row of exampleRows) {
      const verdict = verdictOf(row.externalId);
      await app.db
        .update(leads)
        .set({
          verdict,
          verdictReason: verdict === 'good' ? null : 'no_buying_intent',
          verdictAt: new Date(),
        })
        .where(eq(leads.id, row.leadId));
    }

    // The same new posts reach both projects (as leads whatever they score, to compare the scores).
    const good = incoming({ title: likeAccepted, body: '' });
    const bad = incoming({ title: likeRejected, body: '' });
    for (const { project } of [triaged, untouched])
      await ingestPosts(deps(), { projectId: project.id, incoming: [good, bad], asLeads: true });

    const withTriage = {
      good: await leadScore(triaged.project.id, good.externalId),
      bad: await leadScore(triaged.project.id, bad.externalId),
    };
    const without = {
      good: await leadScore(untouched.project.id, good.externalId),
      bad: await leadScore(untouched.project.id, bad.externalId),
    };
    expect(withTriage.good).toBeGreaterThan(without.good);
    expect(withTriage.bad).toBeLessThan(without.bad);

    // The leads stored before the verdicts keep their scores.
    const after = await app.db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.id,
          before.map((lead) => lead.id),
        ),
      );
    expect(after.map((lead) => [lead.id, lead.score]).sort()).toEqual(
      before.map((lead) => [lead.id, lead.score]).sort(),
    );
  });
});
