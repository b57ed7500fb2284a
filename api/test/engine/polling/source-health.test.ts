import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataSources } from '../../../src/db/schema/index.js';
import { pollSource, type PollDependencies } from '../../../src/engine/polling/poll-source.js';
import { buildTestApp, injectWithLogin } from '../../helper.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';
import { projectWithSignals } from '../engine-fixtures.js';

// What a user reads in Settings → Data Sources after a poll, through the API: a failure in words
// (what happened, what to do), and how Reddit was read when its API refused.

let app: FastifyInstance;
let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
  app = await buildTestApp({
    NODE_ENV: 'test',
    POLL_TICK_SECONDS: '3600',
    PLATFORM_BASE_URL_HACKERNEWS: replay.origin,
    PLATFORM_BASE_URL_REDDIT: replay.origin,
    PLATFORM_BASE_URL_REDDIT_OAUTH: replay.origin,
  });
});
afterAll(() => replay?.close());
beforeEach(() => replay.reset());

const deps = (): PollDependencies => ({
  db: app.db,
  llm: null,
  endpoints: app.config.platformEndpoints,
  allowOrigins: [],
  reddit: app.config.reddit,
  defaultIntervalSeconds: app.config.defaultPollIntervalSeconds,
  // The recorded Reddit feed is from December 2023: its last week.
  now: () => new Date('2023-12-10T18:00:00Z'),
});

async function watching(platform: string, settings: Record<string, unknown>) {
  const { owner, project } = await projectWithSignals(app, undefined, { leadThreshold: 0 });
  const saved = await injectWithLogin(app, owner.token, {
    method: 'PATCH',
    url: `/api/v1/project/${project.id}/data-sources`,
    payload: { data_sources: [{ platform, enabled: true, settings }] },
  });
  expect(saved.statusCode).toBe(200);
  const [source] = await app.db.select().from(dataSources).where(eq(dataSources.projectId, project.id));
  const health = async () => {
    const response = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/data-sources`,
    });
    expect(response.statusCode).toBe(200);
    return (
      response.json() as {
        last_error: string | null;
        last_error_kind?: string | null;
        health_note?: string;
      }[]
    )[0]!;
  };
  return { id: source!.id, health, owner };
}

describe("a source's health in words", () => {
  it('gives a failed poll as what happened and what to do, once', async () => {
    replay.route(
      { path: '/api/v1/search_by_date' },
      { status: 503, headers: { 'content-type': 'text/html' }, body: '<html>busy</html>' },
    );
    const source = await watching('hackernews', { keywords: ['crm'] });
    await pollSource(deps(), source.id);
    expect(await source.health()).toMatchObject({
      last_error:
        'Hacker News had a problem on its side (HTTP 503). Nothing to change here; Signalboard tries again at the next poll.',
      // The same failure as a code, for a client that says it in its own words.
      last_error_kind: 'outage',
    });
  });

  it('says when Reddit is read from its public feed, and stops saying it once the listing answers', async () => {
    replay.route({ path: '/r/kubernetes/new.json' }, { file: 'reddit/error-403-forbidden-2025.http.json' });
    replay.route({ path: '/r/kubernetes/new/.rss' }, { file: 'feeds/reddit-r-kubernetes-2023.atom.xml' });
    const source = await watching('reddit', { subreddits: ['kubernetes'], keywords: ['vps'] });
    expect(await pollSource(deps(), source.id)).toMatchObject({ status: 'polled', received: 4 });
    const onFeed = await source.health();
    expect(onFeed.last_error).toBeNull();
    expect(onFeed.last_error_kind).toBeNull();
    expect(onFeed.health_note).toMatch(
      /^Reading the public feed: fewer posts, no comments, no keyword search\. Reddit refused its JSON listing \(HTTP 403\)\. Since 2026 Reddit needs an approved API app: set REDDIT_CLIENT_ID/,
    );

    replay.reset();
    replay.route({ path: '/r/kubernetes/new.json' }, { file: 'reddit/listing-r-askreddit-new-2016.json' });
    replay.route({ path: '/r/kubernetes/search.json' }, { file: 'reddit/search-r-all-2016.json' });
    expect(await pollSource(deps(), source.id)).toMatchObject({ status: 'polled' });
    expect((await source.health()).health_note).toBeUndefined();
  });

  it('says plainly what to do when Reddit refuses its feed too', async () => {
    replay.route({ path: '/r/kubernetes/new.json' }, { file: 'reddit/error-403-forbidden-2025.http.json' });
    replay.route({ path: '/r/kubernetes/new/.rss' }, { status: 403, body: 'Blocked' });
    const source = await watching('reddit', { subreddits: ['kubernetes'], keywords: ['vps'] });
    expect(await pollSource(deps(), source.id)).toMatchObject({ status: 'failed' });
    const health = await source.health();
    expect(health.last_error).toBe(
      'Reddit refused the request, the public feed included (HTTP 403). Since 2026 Reddit needs an approved ' +
        'API app: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server (see the README); until then ' +
        'nothing can be read from Reddit on this server.',
    );
    expect(health.last_error_kind).toBe('refused');
  });

  it('tells the wizard that Reddit is read from its feed when no Reddit app is set up', async () => {
    const { owner } = await projectWithSignals(app);
    const response = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: '/api/v1/data_source_subscriptions',
    });
    const platforms = response.json() as { id: string; notice?: string }[];
    expect(platforms.find((platform) => platform.id === 'reddit')?.notice).toMatch(
      /none is set up on this server \(REDDIT_CLIENT_ID\): Signalboard reads the public feed/,
    );
    expect(platforms.filter((platform) => platform.notice !== undefined).map((p) => p.id)).toEqual([
      'reddit',
    ]);
  });
});
