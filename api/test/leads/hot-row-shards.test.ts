import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { leadPlatformCounts, leads, projectListVersions } from '../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createProject } from '../support/projects.js';

/*
 * Migration 0022 spreads a project's unread counters and list version over several rows, one per
 * transaction's shard, so a team marking leads read at once does not queue on one row. What the rows
 * mean must not change: their sums are the unread count, the platforms' lead counts and a version that
 * moves with every change, whichever rows the changes landed on.
 */

let app: FastifyInstance;
let owner: { token: string };

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
});

const version = async (projectId: string) => {
  const [row] = await app.db
    .select({ v: sql<string>`coalesce(sum(${projectListVersions.version}), 0)` })
    .from(projectListVersions)
    .where(eq(projectListVersions.projectId, projectId));
  return Number(row!.v);
};

const unreadLeads = async (projectId: string) => {
  const [row] = await app.db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.projectId, projectId), eq(leads.deleted, false), eq(leads.read, false)));
  return row!.n;
};

describe('the unread counters and list version spread over rows', () => {
  it('sum to the truth after many marks read at once, landing on more than one row', async () => {
    const project = await createProject(app, owner.token, 'Shards');
    const reddit = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 12 }, () => ({ platform: 'reddit' })),
    );
    const hn = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 12 }, () => ({})),
    );
    const before = await version(project.id);

    // Twenty leads marked read: ten one after another (a transaction each), then ten side by side
    // (on PostgreSQL at the same time, where those that arrive together share a statement).
    const marked = [...reddit.slice(0, 10), ...hn.slice(0, 10)];
    const markRead = (id: string) =>
      injectWithLogin(app, owner.token, {
        method: 'POST',
        url: `/api/v1/leads/${project.id}/lead/${id}/read?view=brief`,
      });
    const answers = [];
    for (const id of marked.slice(0, 10)) answers.push(await markRead(id));
    answers.push(...(await Promise.all(marked.slice(10).map(markRead))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const [rows] = await app.db
      .select({ shards: countDistinct(leadPlatformCounts.shard) })
      .from(leadPlatformCounts)
      .where(eq(leadPlatformCounts.projectId, project.id));
    expect(rows!.shards).toBeGreaterThan(1);
    expect(await unreadLeads(project.id)).toBe(4);

    const unread = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/unread_count`,
    });
    expect(unread.json()).toMatchObject({ unread_count: 4 });
    const sources = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/leads-data-sources`,
    });
    expect(sources.statusCode, sources.body).toBe(200);
    // The leads were written in several transactions: their platform's count is spread too.
    const counts = sources.json<{ platform: string; lead_count: number }[]>();
    expect(counts.map(({ platform, lead_count }) => [platform, lead_count])).toEqual([
      ['hackernews', 12],
      ['reddit', 12],
    ]);
    // Every committed statement moved the version by one, whichever row it wrote: the ten alone, and
    // the ten sent together in one to ten statements.
    const moved = (await version(project.id)) - before;
    expect(moved).toBeGreaterThanOrEqual(11);
    expect(moved).toBeLessThanOrEqual(marked.length);

    // The list, kept under the version, shows the marks.
    const list = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}?read=false`,
    });
    expect(list.json<{ total: number }>().total).toBe(4);
  });
});
