import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources, leads, leadSignalMatches, posts } from '../../../src/db/schema/index.js';
import { claimDueSources } from '../../../src/engine/polling/claim-due-sources.js';
import { pollSource, type PollDependencies } from '../../../src/engine/polling/poll-source.js';
import { buildTestApp, injectWithLogin } from '../../helper.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';
import { waitFor } from '../../support/wait-for.js';
import { projectWithSignals } from '../engine-fixtures.js';

const searchPath = '/api/v1/search_by_date';
const fixture = 'hackernews/search_by_date-nodejs-2017-09-27.json';

let app: FastifyInstance;
let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
  app = await buildTestApp({
    NODE_ENV: 'test',
    // The tests tick by hand (app.queue.pollDueSources): no timer races them.
    POLL_TICK_SECONDS: '3600',
    DEFAULT_POLL_INTERVAL_SECONDS: '2',
    PLATFORM_BASE_URL_HACKERNEWS: replay.origin,
  });
});
afterAll(() => replay?.close());

const deps = (): PollDependencies => ({
  db: app.db,
  llm: null,
  endpoints: app.config.platformEndpoints,
  allowOrigins: [],
  defaultIntervalSeconds: app.config.defaultPollIntervalSeconds,
});

/** A project watching Hacker News for `keyword` (threshold 0: every post found is a lead). */
async function hackerNewsSource(keyword: string) {
  const { owner, project } = await projectWithSignals(
    app,
    [{ name: 'Node.js tooling', keywords: ['node', 'nodejs', 'promisify', 'javascript'] }],
    { leadThreshold: 0 },
  );
  const saved = await injectWithLogin(app, owner.token, {
    method: 'PATCH',
    url: `/api/v1/project/${project.id}/data-sources`,
    payload: { data_sources: [{ platform: 'hackernews', enabled: true, settings: { keywords: [keyword] } }] },
  });
  expect(saved.statusCode).toBe(200);
  const [source] = await app.db.select().from(dataSources).where(eq(dataSources.projectId, project.id));
  return { project, source: source! };
}

const sourceRow = async (id: string) =>
  (await app.db.select().from(dataSources).where(eq(dataSources.id, id)))[0]!;

async function leadPostIds(projectId: string): Promise<string[]> {
  const rows = await app.db
    .select({ externalId: posts.externalId })
    .from(leads)
    .innerJoin(posts, eq(posts.id, leads.postId))
    .where(eq(leads.projectId, projectId));
  return rows.map((row) => row.externalId).sort();
}

describe('polling a data source', () => {
  it('stores the leads, the cursor and the health, and a second poll of the same items adds nothing', async () => {
    replay.route({ path: searchPath, query: { query: 'nodejs' } }, { file: fixture });
    const { project, source } = await hackerNewsSource('nodejs');
    const outcome = await pollSource(deps(), source.id);
    expect(outcome).toMatchObject({ status: 'polled', received: 8, newLeads: 8 });

    const polled = await sourceRow(source.id);
    expect(polled).toMatchObject({ lastError: null, consecutiveFailures: 0, itemsSeen: 8 });
    expect(polled.lastSuccessAt).toBeInstanceOf(Date);
    expect(polled.cursor).toHaveProperty(['keywords', 'nodejs']);
    // Next poll one interval (2 s, ±10%) ahead.
    const wait = (polled.nextPollAt!.getTime() - polled.lastPolledAt!.getTime()) / 1000;
    expect(wait).toBeGreaterThanOrEqual(1.7);
    expect(wait).toBeLessThanOrEqual(2.3);

    const ids = await leadPostIds(project.id);
    expect(ids).toHaveLength(8);
    expect(await pollSource(deps(), source.id)).toMatchObject({ status: 'polled', newLeads: 0 });
    expect(await leadPostIds(project.id)).toEqual(ids);
  });

  it('records a 429 with its Retry-After, backs off, and the next poll recovers (through the queue)', async () => {
    replay.route({ path: searchPath, query: { query: 'ratelimited' } }, [
      { status: 429, headers: { 'retry-after': '7' }, file: 'ratelimit/reddit-429-body.json' },
      { file: fixture },
    ]);
    const { project, source } = await hackerNewsSource('ratelimited');

    expect(await app.queue.pollDueSources!()).toBeGreaterThanOrEqual(1);
    const failed = await waitFor(async () => {
      const row = await sourceRow(source.id);
      return row.consecutiveFailures === 1 ? row : null;
    }, 'the failed poll to be recorded');
    expect(failed.lastError).toMatch(/429/);
    expect(failed.lastErrorKind).toBe('rate_limited');
    expect(failed.lastSuccessAt).toBeNull();
    // max(Retry-After 7 s, 2 s x 2^1): the platform's wait wins.
    const wait = (failed.nextPollAt!.getTime() - failed.lastPolledAt!.getTime()) / 1000;
    expect(wait).toBeGreaterThanOrEqual(6.9);
    expect(wait).toBeLessThan(8);
    expect(await leadPostIds(project.id)).toEqual([]);
    // Not due yet: a tick leaves it alone.
    expect(await claimDueSources(app.db, { platforms: ['hackernews'] })).not.toContain(source.id);

    await app.db
      .update(dataSources)
      .set({ nextPollAt: sql`now()` })
      .where(eq(dataSources.id, source.id));
    await app.queue.pollDueSources!();
    const recovered = await waitFor(async () => {
      const row = await sourceRow(source.id);
      return row.lastSuccessAt ? row : null;
    }, 'the next poll to succeed');
    expect(recovered).toMatchObject({
      lastError: null,
      lastErrorKind: null,
      consecutiveFailures: 0,
      itemsSeen: 8,
    });
    expect(await leadPostIds(project.id)).toHaveLength(8);
  });

  it('redoes a poll that died before committing from the same cursor: same leads, no duplicates', async () => {
    replay.route({ path: searchPath, query: { query: 'crashing' } }, { file: fixture });
    replay.route({ path: searchPath, query: { query: 'control' } }, { file: fixture });
    const control = await hackerNewsSource('control');
    await pollSource(deps(), control.source.id);
    const { project, source } = await hackerNewsSource('crashing');

    // The process "dies" at the last write of the poll (saving the cursor), once: a real failure of the
    // database, not a mock; a sequence survives the rollback, so the retry gets through.
    await app.db.execute(sql.raw('create sequence poll_crash_once'));
    await app.db.execute(
      sql.raw(`create function poll_crash_once() returns trigger language plpgsql as $$
        begin
          if nextval('poll_crash_once') = 1 then raise exception 'simulated crash before commit'; end if;
          return new;
        end $$`),
    );
    await app.db.execute(
      sql.raw(`create trigger poll_crash_once before update of cursor on data_sources
        for each row when (new.id = '${source.id}') execute function poll_crash_once()`),
    );
    const died = await pollSource(deps(), source.id).catch((error: Error) => error);
    expect(String((died as Error).cause)).toMatch(/simulated crash before commit/);
    const crashed = await sourceRow(source.id);
    expect(crashed.cursor).toEqual({});
    expect(crashed.lastSuccessAt).toBeNull();
    expect(await leadPostIds(project.id)).toEqual([]);

    expect(await pollSource(deps(), source.id)).toMatchObject({ status: 'polled', newLeads: 8 });
    expect(await leadPostIds(project.id)).toEqual(await leadPostIds(control.project.id));
    const leadIds = (
      await app.db.select({ id: leads.id }).from(leads).where(eq(leads.projectId, project.id))
    ).map((lead) => lead.id);
    const matches = await app.db.select().from(leadSignalMatches);
    expect(matches.filter((match) => leadIds.includes(match.leadId))).toHaveLength(8);
    expect((await sourceRow(source.id)).cursor).toHaveProperty(['keywords', 'crashing']);
  });

  it("polls at the source's own interval when it has one, even one longer than the default", async () => {
    replay.route({ path: searchPath, query: { query: 'own-interval' } }, { file: fixture });
    const { source } = await hackerNewsSource('own-interval');
    // The default is 2 s; this source chose 5 s (the deployment's short default allows it).
    await app.db.update(dataSources).set({ pollIntervalSeconds: 5 }).where(eq(dataSources.id, source.id));
    expect(await pollSource(deps(), source.id)).toMatchObject({ status: 'polled' });
    const polled = await sourceRow(source.id);
    const wait = (polled.nextPollAt!.getTime() - polled.lastPolledAt!.getTime()) / 1000;
    expect(wait).toBeGreaterThanOrEqual(4.4);
    expect(wait).toBeLessThanOrEqual(5.6);
  });

  it('skips sources that are switched off or gone', async () => {
    replay.route({ path: searchPath, query: { query: 'off' } }, { file: fixture });
    const { source } = await hackerNewsSource('off');
    await app.db.update(dataSources).set({ enabled: false }).where(eq(dataSources.id, source.id));
    expect(await pollSource(deps(), source.id)).toMatchObject({ status: 'skipped' });
    expect(await pollSource(deps(), '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 'skipped',
    });
    expect(replay.requests.filter((request) => request.query.get('query') === 'off')).toEqual([]);
  });
});

describe('scheduling polls', () => {
  it('claims each due source once, leases it until its poll sets the next, and the queue keeps one poll per source', async () => {
    const sources = await Promise.all(
      ['a1', 'a2', 'a3'].map((keyword) => hackerNewsSource(`sched-${keyword}`)),
    );
    const ids = sources.map((entry) => entry.source.id);
    await app.db
      .update(dataSources)
      .set({ nextPollAt: null })
      .where(sql`${dataSources.id} in ${ids}`);
    const options = { platforms: ['hackernews'] };
    const [first, second] = await Promise.all([
      claimDueSources(app.db, options),
      claimDueSources(app.db, options),
    ]);
    const claimed = [...first!, ...second!].filter((id) => ids.includes(id));
    expect(claimed.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const row = await sourceRow(id);
      // Leased for 10 minutes: the poll, not the claim, decides the next time (next-poll.ts).
      const ahead = (row.nextPollAt!.getTime() - Date.now()) / 1000;
      expect(ahead).toBeGreaterThan(590);
      expect(ahead).toBeLessThanOrEqual(600);
    }
    expect(await claimDueSources(app.db, options)).not.toEqual(expect.arrayContaining(ids));
    expect(await app.queue.boss.getQueue('sources.poll')).toMatchObject({ policy: 'stately', retryLimit: 3 });
  });
});
