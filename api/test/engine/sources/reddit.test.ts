import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext, PlatformEndpoints } from '../../../src/engine/sources/connector.js';
import { redditConnector } from '../../../src/engine/sources/reddit.js';
import {
  readFixtureJson,
  replayEndpoints,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';

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

  it('reports 429 with its wait, 403 as auth, and a bad subreddit name as config', async () => {
    replay.route(
      { path: '/r/AskReddit/new.json' },
      { status: 429, headers: { 'retry-after': '60' }, file: 'ratelimit/reddit-429-body.json' },
    );
    await expect(redditConnector.fetchNew(context())).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 60,
      message: 'Reddit answered 429 Too Many Requests; retrying after 60 s',
    });
    replay.route({ path: '/r/AskReddit/new.json' }, { file: 'reddit/error-403-forbidden-2025.http.json' });
    await expect(redditConnector.fetchNew(context())).rejects.toMatchObject({ kind: 'auth', status: 403 });
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

  it('renews a token Reddit rejects, once', async () => {
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

    replay.reset();
    replay.route(
      { method: 'POST', path: '/api/v1/access_token' },
      { file: 'reddit/oauth-access-token-2025.http.json' },
    );
    replay.route({ path: '/r/popular/new.json' }, { file: 'reddit/error-401-invalid-token-2016.http.json' });
    await expect(redditConnector.fetchNew(oauth('app-3'))).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
    });
    expect(replay.requestsTo('/r/popular/new.json')).toHaveLength(2);
  });

  it('says so when the client id and secret are refused', async () => {
    replay.route(
      { method: 'POST', path: '/api/v1/access_token' },
      { status: 401, json: { message: 'Unauthorized', error: 401 } },
    );
    await expect(redditConnector.fetchNew(oauth('app-4'))).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
    });
    replay.route({ method: 'POST', path: '/api/v1/access_token' }, { json: { error: 'invalid_grant' } });
    await expect(redditConnector.fetchNew(oauth('app-5'))).rejects.toMatchObject({
      kind: 'auth',
      message: 'Reddit did not give an access token for this client id and secret (invalid_grant)',
    });
  });
});
