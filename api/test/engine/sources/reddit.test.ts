import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext, PlatformEndpoints, RedditApp } from '../../../src/engine/sources/connector.js';
import { failureWords } from '../../../src/engine/sources/failure-words.js';
import { redditConnector } from '../../../src/engine/sources/reddit.js';
import {
  readFixtureJson,
  type Reply,
  replayEndpoints,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';
import { connectorFailure } from './connector-test-context.js';

type Child = { kind: string; data: Record<string, unknown> & { name: string; created_utc: number } };
type Listing = { kind: string; data: { after: string | null; before: string | null; children: Child[] } };
const askreddit = readFixtureJson<Listing>('reddit/listing-r-askreddit-new-2016.json');
const newest = (askreddit.data.children[0] as Child).data;

let replay: ReplayServer;
let endpoints: PlatformEndpoints;
beforeAll(async () => {
  replay = await startReplayServer();
  endpoints = replayEndpoints(replay.origin);
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const context = (overrides: Partial<FetchContext> = {}): FetchContext => ({
  config: { subreddits: ['AskReddit'], keywords: [] },
  cursor: {},
  endpoints,
  now: () => new Date('2016-03-01T09:00:00Z'),
  ...overrides,
});

/** The recorded listing shape with other children (constructed pages for paging tests). */
const listing = (children: Child[], after: string | null = null): Listing => ({
  ...askreddit,
  data: { ...askreddit.data, children, after },
});
const newer = (id: string, secondsAfter: number): Child => ({
  kind: 't3',
  data: {
    ...newest,
    id,
    name: `t3_${id}`,
    created_utc: newest.created_utc + secondsAfter,
    title: `Looking for a CRM ${id}`,
    selftext: 'Any **recommendations**?',
    permalink: `/r/AskReddit/comments/${id}/looking/`,
  },
});

describe('redditConnector (public JSON)', () => {
  it('reads the new listing of the subreddits and one search per keyword, and maps posts', async () => {
    replay.route(
      { path: '/r/AskReddit+startups/new.json' },
      { file: 'reddit/listing-r-askreddit-new-2016.json' },
    );
    replay.route(
      { path: '/r/AskReddit+startups/search.json', query: { q: 'praw' } },
      { file: 'reddit/search-r-all-2016.json' },
    );
    const result = await redditConnector.fetchNew(
      context({ config: { subreddits: ['AskReddit', 'r/startups'], keywords: ['praw'] } }),
    );

    const [listingRequest, searchRequest] = replay.requests;
    expect(Object.fromEntries(listingRequest?.query ?? [])).toEqual({ limit: '100', raw_json: '1' });
    expect(Object.fromEntries(searchRequest?.query ?? [])).toMatchObject({
      q: 'praw',
      restrict_sr: '1',
      sort: 'new',
      raw_json: '1',
    });
    expect(listingRequest?.headers.authorization).toBeUndefined();

    // 8 from the listing; of the search, only the one post of the last 7 days (the others are from 2013-2015).
    expect(result.posts.map((post) => post.externalId)).toEqual([
      ...askreddit.data.children.map((child) => child.data.name),
      't3_4at068',
    ]);
    expect(result.posts[0]).toMatchObject({
      platform: 'reddit',
      externalId: 't3_48fbm9',
      url: 'https://www.reddit.com/r/AskReddit/comments/48fbm9/serious_parents_of_reddit_whats_the_biggest_lie/',
      author: 'RedHeadQc',
      community: 'r/AskReddit',
      title: "[Serious] Parents of Reddit, what's the biggest lie about yourself you've told your kids?",
      body: '',
      publishedAt: new Date(1456821458 * 1000),
      metadata: { kind: 'post', link: null },
    });
    expect(result.cursor).toEqual({
      listings: {
        new: { newest_utc: newest.created_utc, newest_name: 't3_48fbm9', ids: ['t3_48fbm9'] },
        'search:praw': { newest_utc: 1458221634, newest_name: 't3_4at068', ids: ['t3_4at068'] },
      },
    });
  });

  it('returns nothing old on the next poll, and pages back until it reaches the cursor', async () => {
    const cursor = {
      listings: { new: { newest_utc: newest.created_utc, newest_name: newest.name, ids: [newest.name] } },
    };
    replay.route({ path: '/r/AskReddit/new.json' }, { file: 'reddit/listing-r-askreddit-new-2016.json' });
    expect((await redditConnector.fetchNew(context({ cursor }))).posts).toEqual([]);

    replay.reset();
    replay.route(
      { path: '/r/AskReddit/new.json' },
      { json: listing([newer('b2', 20), newer('b1', 10)], 't3_b1') },
    );
    replay.route(
      { path: '/r/AskReddit/new.json', query: { after: 't3_b1' } },
      { json: listing([newer('a1', 5), ...askreddit.data.children], 't3_48f6io') },
    );
    const result = await redditConnector.fetchNew(context({ cursor }));
    expect(replay.requests.map((request) => request.query.get('after'))).toEqual([null, 't3_b1']);
    expect(result.posts.map((post) => post.externalId)).toEqual(['t3_b2', 't3_b1', 't3_a1']);
    expect(result.posts[0]).toMatchObject({
      body: 'Any **recommendations**?',
      title: 'Looking for a CRM b2',
    });
    expect(result.cursor).toEqual({
      listings: { new: { newest_utc: newest.created_utc + 20, newest_name: 't3_b2', ids: ['t3_b2'] } },
    });
  });

  it('reports 429 with its wait, and a bad subreddit name as config', async () => {
    replay.route(
      { path: '/r/AskReddit/new.json' },
      { status: 429, headers: { 'retry-after': '60' }, file: 'ratelimit/reddit-429-body.json' },
    );
    await expect(redditConnector.fetchNew(context())).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 60,
      message: 'Reddit asked Signalboard to slow down (HTTP 429); retrying after 60 s',
    });
    // A rate limit is not a refusal: the feed is not asked instead.
    expect(replay.requestsTo('/r/AskReddit/new/.rss')).toHaveLength(0);
    await expect(
      redditConnector.fetchNew(context({ config: { subreddits: ['no spaces'] } })),
    ).rejects.toMatchObject({
      kind: 'config',
      message: '"no spaces" is not a subreddit name (letters, digits and _ only, e.g. startups)',
    });
  });
});

describe('redditConnector (OAuth app-only)', () => {
  const oauth = (clientId: string) =>
    context({
      config: { subreddits: ['popular'], client_id: clientId, client_secret: 's3cret' },
      now: () => new Date('2026-04-13T20:49:46Z'),
    });

  it('gets a token with client credentials, calls the OAuth host with it, and reuses it', async () => {
    replay.route(
      { method: 'POST', path: '/api/v1/access_token' },
      { file: 'reddit/oauth-access-token-2025.http.json' },
    );
    replay.route({ path: '/r/popular/new.json' }, { file: 'reddit/listing-r-popular-hot-2026.http.json' });
    const first = await redditConnector.fetchNew(oauth('app-1'));
    await redditConnector.fetchNew(oauth('app-1'));

    const tokenRequests = replay.requestsTo('/api/v1/access_token');
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('app-1:s3cret').toString('base64')}`,
    );
    expect(tokenRequests[0]?.body).toBe('grant_type=client_credentials');
    const listings = replay.requestsTo('/r/popular/new.json');
    expect(listings.map((request) => request.headers.authorization)).toEqual([
      'bearer <ACCESS_TOKEN>',
      'bearer <ACCESS_TOKEN>',
    ]);
    expect(first.rateLimit).toEqual({ limit: 1000, remaining: 997, reset_at: '2026-04-13T20:50:01.000Z' });
    expect(first.posts.map((post) => post.community)).toEqual(['r/anime', 'r/Silksong']);
  });

  it('renews a token Reddit rejects, once, then reads the feed when the new one is refused too', async () => {
    replay.route(
      { method: 'POST', path: '/api/v1/access_token' },
      { file: 'reddit/oauth-access-token-2025.http.json' },
    );
    replay.route({ path: '/r/popular/new.json' }, [
      { file: 'reddit/error-401-invalid-token-2016.http.json' },
      { file: 'reddit/listing-r-popular-hot-2026.http.json' },
    ]);
    const result = await redditConnector.fetchNew(oauth('app-2'));
    expect(replay.requestsTo('/api/v1/access_token')).toHaveLength(2);
    expect(result.posts).toHaveLength(2);
    expect(result.healthNote).toBeUndefined();

    replay.reset();
    replay.route(
      { method: 'POST', path: '/api/v1/access_token' },
      { file: 'reddit/oauth-access-token-2025.http.json' },
    );
    replay.route({ path: '/r/popular/new.json' }, { file: 'reddit/error-401-invalid-token-2016.http.json' });
    replay.route({ path: '/r/popular/new/.rss' }, { file: 'feeds/reddit-r-kubernetes-2023.atom.xml' });
    const fallback = await redditConnector.fetchNew(oauth('app-3'));
    expect(replay.requestsTo('/r/popular/new.json')).toHaveLength(2);
    expect(replay.requestsTo('/r/popular/new/.rss')).toHaveLength(1);
    expect(fallback.healthNote).toBe(
      'Reading the public feed: fewer posts, no comments, no keyword search. Reddit refused the API app ' +
        "(HTTP 401): check the client id and secret in this source's settings, and that Reddit approved the app.",
    );
  });

  it('reads the feed when the client id and secret are refused, and says why', async () => {
    replay.route(
      { method: 'POST', path: '/api/v1/access_token' },
      { status: 401, json: { message: 'Unauthorized', error: 401 } },
    );
    replay.route({ path: '/r/popular/new/.rss' }, { file: 'feeds/reddit-r-kubernetes-2023.atom.xml' });
    const refused = await redditConnector.fetchNew(oauth('app-4'));
    expect(refused.healthNote).toMatch(/Reddit refused the API app \(HTTP 401\)/);
    expect(replay.requestsTo('/r/popular/new.json')).toHaveLength(0);

    replay.route({ method: 'POST', path: '/api/v1/access_token' }, { json: { error: 'invalid_grant' } });
    const noToken = await redditConnector.fetchNew(oauth('app-5'));
    expect(noToken.healthNote).toMatch(/Reddit refused the API app \(HTTP 200\)/);
  });
});

describe("redditConnector (the deployment's app: REDDIT_* variables)", () => {
  const userAgent = 'web:signalboard:0.1.0 (by /u/signalboard_bot)';
  const serverApp = (app: RedditApp, now: () => Date) =>
    context({ config: { subreddits: ['popular'] }, reddit: { app, userAgent }, now });
  const token = (accessToken: string, expiresIn: number): Reply => ({
    json: { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, scope: 'read' },
  });

  it('signs a script app in with its account, sends our User-Agent, and renews the token before it expires', async () => {
    const app: RedditApp = {
      clientId: 'script-app',
      clientSecret: 'sh',
      account: { username: 'signalboard_bot', password: 'pa ss&word' },
      deviceId: 'DO_NOT_TRACK_THIS_DEVICE',
    };
    replay.route({ method: 'POST', path: '/api/v1/access_token' }, [
      token('first', 3600),
      token('second', 3600),
    ]);
    replay.route({ path: '/r/popular/new.json' }, { file: 'reddit/listing-r-popular-hot-2026.http.json' });
    let clock = new Date('2026-04-13T20:49:46Z');
    const now = () => clock;
    await redditConnector.fetchNew(serverApp(app, now));
    // 54 minutes later the token has 6 minutes left: still used. At 56, inside the 5-minute margin: renewed.
    clock = new Date(clock.getTime() + 54 * 60_000);
    await redditConnector.fetchNew(serverApp(app, now));
    clock = new Date(clock.getTime() + 2 * 60_000);
    await redditConnector.fetchNew(serverApp(app, now));

    const tokenRequests = replay.requestsTo('/api/v1/access_token');
    expect(tokenRequests).toHaveLength(2);
    expect(Object.fromEntries(new URLSearchParams(tokenRequests[0]?.body))).toEqual({
      grant_type: 'password',
      username: 'signalboard_bot',
      password: 'pa ss&word',
    });
    expect(tokenRequests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('script-app:sh').toString('base64')}`,
    );
    const listings = replay.requestsTo('/r/popular/new.json');
    expect(listings.map((request) => request.headers.authorization)).toEqual([
      'bearer first',
      'bearer first',
      'bearer second',
    ]);
    expect(new Set(replay.requests.map((request) => request.headers['user-agent']))).toEqual(
      new Set([userAgent]),
    );
  });

  it('asks for an installed app token with its device id and no secret', async () => {
    replay.route({ method: 'POST', path: '/api/v1/access_token' }, token('installed', 86_400));
    replay.route({ path: '/r/popular/new.json' }, { file: 'reddit/listing-r-popular-hot-2026.http.json' });
    const app: RedditApp = {
      clientId: 'installed-app',
      clientSecret: '',
      account: null,
      deviceId: 'signalboard-device-0001',
    };
    await redditConnector.fetchNew(serverApp(app, () => new Date('2026-04-13T20:49:46Z')));
    const [request] = replay.requestsTo('/api/v1/access_token');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'https://oauth.reddit.com/grants/installed_client',
      device_id: 'signalboard-device-0001',
    });
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('installed-app:').toString('base64')}`);
    expect(replay.requestsTo('/r/popular/new.json')[0]?.headers.authorization).toBe('bearer installed');
  });
});

describe('redditConnector (the public feed, when Reddit refuses its JSON)', () => {
  const feedContext = (cursor: Record<string, unknown> = {}) =>
    context({
      config: { subreddits: ['kubernetes'], keywords: ['vps'] },
      cursor,
      now: () => new Date('2023-12-10T18:00:00Z'),
    });

  it('reads the Atom feed after a 403, says so in the health, and returns nothing old next time', async () => {
    replay.route({ path: '/r/kubernetes/new.json' }, { file: 'reddit/error-403-forbidden-2025.http.json' });
    replay.route({ path: '/r/kubernetes/new/.rss' }, { file: 'feeds/reddit-r-kubernetes-2023.atom.xml' });
    const result = await redditConnector.fetchNew(feedContext());

    expect(replay.requests.map((request) => request.path)).toEqual([
      '/r/kubernetes/new.json',
      '/r/kubernetes/new/.rss',
    ]);
    expect(replay.requestsTo('/r/kubernetes/new/.rss')[0]?.headers['user-agent']).toBe(
      'web:signalboard:0.1.0',
    );
    // The last 7 days of the feed: not the post of 1 December.
    expect(result.posts.map((post) => post.externalId)).toEqual([
      't3_18dkeyn',
      't3_18f3d7o',
      't3_18f5b8v',
      't3_18exirq',
    ]);
    expect(result.posts[1]).toMatchObject({
      platform: 'reddit',
      url: 'https://www.reddit.com/r/kubernetes/comments/18f3d7o/best_way_to_deploy_k8s_to_single_vps_for_dev/',
      author: 'Lanky-Ad4698',
      community: 'r/kubernetes',
      title: 'Best way to deploy K8s to single VPS for dev environment',
      publishedAt: new Date('2023-12-10T13:13:56Z'),
      metadata: { kind: 'post', read_from: 'feed' },
    });
    expect(result.posts[1]?.body).toMatch(/^My environment plan:/);
    expect(result.posts[1]?.body).not.toMatch(/submitted by|\[link\]/);
    expect(result.healthNote).toBe(
      'Reading the public feed: fewer posts, no comments, no keyword search. Reddit refused its JSON ' +
        'listing (HTTP 403). Since 2026 Reddit needs an approved API app: set REDDIT_CLIENT_ID and ' +
        'REDDIT_CLIENT_SECRET on the server (see the README) for the full listing.',
    );
    expect(result.cursor).toEqual({
      listings: {
        feed: {
          newest_utc: Date.parse('2023-12-10T14:56:01Z') / 1000,
          newest_name: 't3_18f5b8v',
          ids: ['t3_18f5b8v'],
        },
      },
    });

    const again = await redditConnector.fetchNew(feedContext(result.cursor));
    expect(again.posts).toEqual([]);
  });

  it('says plainly what to do when the feed is refused too', async () => {
    replay.route({ path: '/r/kubernetes/new.json' }, { file: 'reddit/error-403-forbidden-2025.http.json' });
    replay.route({ path: '/r/kubernetes/new/.rss' }, { status: 403, body: '<html>blocked</html>' });
    const error = await connectorFailure(redditConnector.fetchNew(feedContext()));
    expect(error).toMatchObject({ kind: 'auth', status: 403 });
    expect(failureWords('reddit', error)).toBe(
      'Reddit refused the request, the public feed included (HTTP 403). Since 2026 Reddit needs an ' +
        'approved API app: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server (see the README); ' +
        'until then nothing can be read from Reddit on this server.',
    );
  });
});
