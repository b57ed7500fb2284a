import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  leads,
  leadSignalMatches,
  leadSmartValues,
  leadStatusConfigs,
  posts,
} from '../../../src/db/schema/index.js';
import { ingestPosts } from '../../../src/engine/pipeline/ingest-posts.js';
import { buildTestApp } from '../../helper.js';
import { addSmartColumn, incoming, offTopic, projectWithSignals } from '../engine-fixtures.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const deps = () => ({ db: app.db, llm: null });

async function leadsOf(projectId: string) {
  return app.db.select().from(leads).where(eq(leads.projectId, projectId));
}

async function snapshot(projectId: string) {
  const rows = await leadsOf(projectId);
  const ids = rows.map((lead) => lead.id);
  const matches = ids.length
    ? await app.db.select().from(leadSignalMatches).where(inArray(leadSignalMatches.leadId, ids))
    : [];
  const values = ids.length
    ? await app.db.select().from(leadSmartValues).where(inArray(leadSmartValues.leadId, ids))
    : [];
  const [postCount] = await app.db.select({ n: count() }).from(posts);
  return { leads: rows, matches, values, posts: postCount!.n };
}

describe('ingestPosts', () => {
  it('turns the posts that score at or above the threshold into leads, with matches and the default status', async () => {
    const { project, signals } = await projectWithSignals(app);
    const onTopic = incoming({ publishedAt: null });
    const result = await ingestPosts(deps(), { projectId: project.id, incoming: [onTopic, offTopic()] });
    expect(result).toEqual({ received: 2, newPosts: 2, newLeads: 1 });

    const [lead] = await leadsOf(project.id);
    const [post] = await app.db.select().from(posts).where(eq(posts.externalId, onTopic.externalId));
    const [defaultStatus] = await app.db
      .select()
      .from(leadStatusConfigs)
      .where(and(eq(leadStatusConfigs.projectId, project.id), eq(leadStatusConfigs.isDefault, true)));
    expect(lead).toMatchObject({
      postId: post!.id,
      platform: 'hackernews',
      statusConfigId: defaultStatus!.id,
      read: false,
      deleted: false,
      // No publication date from the platform: the time it was fetched.
      publishedAt: post!.fetchedAt,
    });
    expect(lead!.score).toBeGreaterThanOrEqual(50);
    const matches = await app.db
      .select()
      .from(leadSignalMatches)
      .where(eq(leadSignalMatches.leadId, lead!.id));
    expect(matches).toEqual([
      expect.objectContaining({
        intentSignalId: signals[0]!.id,
        score: lead!.score,
        signalVersion: 1,
        explanation: expect.objectContaining({ source: 'local', terms: expect.arrayContaining(['crm']) }),
      }),
    ]);
  });

  it('changes nothing when the same items are ingested again', async () => {
    const { project } = await projectWithSignals(app);
    await addSmartColumn(app.db, project.id);
    const batch = [
      incoming(),
      incoming({ title: 'Need a HubSpot alternative, simple CRM please' }),
      offTopic(),
    ];
    const first = await ingestPosts(deps(), { projectId: project.id, incoming: batch });
    expect(first.newLeads).toBe(2);
    const before = await snapshot(project.id);
    expect(before.values).toHaveLength(2);

    const again = await ingestPosts(deps(), { projectId: project.id, incoming: batch });
    expect(again).toEqual({ received: 3, newPosts: 0, newLeads: 0 });
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('stores a post once and makes it a lead of every project it matters to', async () => {
    const a = await projectWithSignals(app);
    const b = await projectWithSignals(app);
    const post = incoming();
    expect((await ingestPosts(deps(), { projectId: a.project.id, incoming: [post] })).newPosts).toBe(1);
    expect(await ingestPosts(deps(), { projectId: b.project.id, incoming: [post] })).toEqual({
      received: 1,
      newPosts: 0,
      newLeads: 1,
    });
    const stored = await app.db.select().from(posts).where(eq(posts.externalId, post.externalId));
    expect(stored).toHaveLength(1);
    expect((await leadsOf(a.project.id))[0]!.postId).toBe(stored[0]!.id);
    expect((await leadsOf(b.project.id))[0]!.postId).toBe(stored[0]!.id);
  });

  it('takes an edited title and body, but never brings back a lead the team deleted', async () => {
    const { project } = await projectWithSignals(app);
    const post = incoming();
    await ingestPosts(deps(), { projectId: project.id, incoming: [post] });
    await app.db.update(leads).set({ deleted: true }).where(eq(leads.projectId, project.id));

    const edited = { ...post, title: 'Edited: which CRM?', author: 'someone-else' };
    expect((await ingestPosts(deps(), { projectId: project.id, incoming: [edited] })).newLeads).toBe(0);
    const [stored] = await app.db.select().from(posts).where(eq(posts.externalId, post.externalId));
    expect(stored).toMatchObject({ title: 'Edited: which CRM?', author: 'founder42' });
    expect((await leadsOf(project.id)).map((lead) => lead.deleted)).toEqual([true]);
  });

  it("leaves out the project's excluded authors and communities, and obeys the threshold", async () => {
    const { project } = await projectWithSignals(app, undefined, {
      excludedAuthors: ['our-own-account'],
      excludedCommunities: ['r/spam'],
    });
    const result = await ingestPosts(deps(), {
      projectId: project.id,
      incoming: [incoming({ author: 'our-own-account' }), incoming({ community: 'r/spam' }), incoming()],
    });
    expect(result.newLeads).toBe(1);

    // One point short of the threshold is not a lead; exactly at it is.
    const post = incoming({ title: 'Which CRM?', body: 'Any simple CRM you would recommend?' });
    const probe = await projectWithSignals(app, undefined, { leadThreshold: 0 });
    await ingestPosts(deps(), { projectId: probe.project.id, incoming: [post] });
    const score = (await leadsOf(probe.project.id))[0]!.score;
    const above = await projectWithSignals(app, undefined, { leadThreshold: score + 1 });
    expect((await ingestPosts(deps(), { projectId: above.project.id, incoming: [post] })).newLeads).toBe(0);
    const at = await projectWithSignals(app, undefined, { leadThreshold: score });
    expect((await ingestPosts(deps(), { projectId: at.project.id, incoming: [post] })).newLeads).toBe(1);
  });

  it('makes every post a lead when told to (imports), scored and explained all the same', async () => {
    const { project } = await projectWithSignals(app);
    const result = await ingestPosts(deps(), {
      projectId: project.id,
      incoming: [offTopic(), incoming()],
      asLeads: true,
    });
    expect(result.newLeads).toBe(2);
    const scores = (await leadsOf(project.id)).map((lead) => lead.score).sort((x, y) => x - y);
    expect(scores[0]).toBeLessThan(50);
    expect(scores[1]).toBeGreaterThanOrEqual(50);
  });

  it('answers the smart columns for new leads', async () => {
    const { project } = await projectWithSignals(app);
    const column = await addSmartColumn(app.db, project.id);
    await ingestPosts(deps(), {
      projectId: project.id,
      incoming: [
        incoming(),
        incoming({ title: 'Which simple CRM for our team?', body: 'Pipedrive or Zoho CRM?' }),
      ],
    });
    const values = await app.db
      .select({
        bool: leadSmartValues.boolValue,
        version: leadSmartValues.columnVersion,
        source: leadSmartValues.source,
      })
      .from(leadSmartValues)
      .where(eq(leadSmartValues.smartColumnId, column.id));
    expect(values.map((v) => v.bool).sort()).toEqual([false, true]);
    expect(values.every((v) => v.version === 1 && v.source === 'local')).toBe(true);
  });
});
