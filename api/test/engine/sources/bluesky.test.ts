import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blueskyConnector, clearBlueskySessions, mapBluesky } from '../../../src/engine/sources/bluesky.js';
import type { FetchContext } from '../../../src/engine/sources/connector.js';
import { failureWords } from '../../../src/engine/sources/failure-words.js';
import {
  htmlErrorPage,
  malformedJson,
  readFixtureJson,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';
import { connectorFailure, replayContext } from './connector-test-context.js';

// No recorded searchPosts body exists: these fixtures are constructed from the lexicon (see the README).
const search = 'bluesky/constructed-searchPosts-latest.http.json';
const session = 'bluesky/constructed-createSession.json';
const searchPath = '/xrpc/app.bsky.feed.searchPosts';
const sessionPath = '/xrpc/com.atproto.server.createSession';
const accessJwt = readFixtureJson<{ accessJwt: string }>(session).accessJwt;
const searchBody = () => readFixtureJson<{ body: { posts: Record<string, unknown>[] } }>(search).body;

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => {
  replay.reset();
  clearBlueskySessions();
  replay.route({ method: 'POST', path: sessionPath }, { file: session });
});

const context = (overrides: Partial<FetchContext> = {}) =>
  replayContext(replay.origin, {
    config: {
      handle: '@signalboard-test.bsky.social',
      app_password: 'abcd-efgh-ijkl-mnop',
      keywords: ['crm'],
    },
    now: () => new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  });

describe('mapBluesky', () => {
  it('maps post views: at:// uri as id, bsky.app link from handle and rkey, sort time as publishedAt', () => {
    const posts = mapBluesky(searchBody());
    expect(posts[0]).toEqual({
      platform: 'bluesky',
      externalId: 'at://did:plc:7iza6de2dwap2sbkpav7c6c6/app.bsky.feed.post/3lbq2xwqx2k2s',
      url: 'https://bsky.app/profile/maria.example.social/post/3lbq2xwqx2k2s',
      author: 'maria.example.social',
      community: null,
      title: null,
      body: 'Can anyone recommend a CRM for a five-person agency? HubSpot got too expensive & we mostly need a shared inbox.',
      publishedAt: new Date('2026-11-20T09:30:00.000Z'),
      metadata: {
        cid: 'bafyreib2rxk3rybk3aobmv5cjuql3bm2twh4jo5uxgf5gdxlqgbhkwqgle',
        did: 'did:plc:7iza6de2dwap2sbkpav7c6c6',
        display_name: 'Maria Lopez',
        langs: ['en'],
        reply_count: 3,
        repost_count: 0,
        like_count: 5,
        quote_count: 0,
      },
    });
    // An account whose handle does not resolve is named and linked by its DID.
    expect(posts[1]).toMatchObject({
      author: 'did:plc:ewvi7nxzyoun6zhxrhs64oiz',
      url: 'https://bsky.app/profile/did:plc:ewvi7nxzyoun6zhxrhs64oiz/post/3lbq2pdx7qc2t',
      body: 'Our CRM migration is finally done.\nNever again.',
    });
    // A createdAt in the future does not win over when the post was indexed.
    expect(posts[2]?.publishedAt).toEqual(new Date('2026-11-20T07:59:30.000Z'));
  });

  it('refuses an answer without posts', () => {
    expect(() => mapBluesky({ cursor: 'x' })).toThrow(/without posts/);
  });
});

describe('blueskyConnector.fetchNew', () => {
  it('signs in with the app password, searches latest posts with the token and keeps the rate limit', async () => {
    replay.route({ path: searchPath }, { file: search });
    const result = await blueskyConnector.fetchNew(context());
    expect(result.posts).toHaveLength(3);
    expect(result.cursor).toEqual({
      newest_published_at: '2026-11-20T09:30:00.000Z',
      seen_ids: ['at://did:plc:7iza6de2dwap2sbkpav7c6c6/app.bsky.feed.post/3lbq2xwqx2k2s'],
    });
    expect(result.rateLimit).toEqual({ limit: 3000, remaining: 2998, reset_at: '2026-11-20T09:35:00.000Z' });

    const [signIn] = replay.requestsTo(sessionPath);
    expect(JSON.parse(signIn!.body)).toEqual({
      identifier: 'signalboard-test.bsky.social',
      password: 'abcd-efgh-ijkl-mnop',
    });
    const [searched] = replay.requestsTo(searchPath);
    expect(searched?.headers.authorization).toBe(`Bearer ${accessJwt}`);
    expect(Object.fromEntries(searched!.query)).toEqual({ q: 'crm', sort: 'latest', limit: '50' });
  });

  it('reuses the session, passes the cursor as since and hands nothing over twice', async () => {
    replay.route({ path: searchPath }, { file: search });
    const first = await blueskyConnector.fetchNew(context());
    const second = await blueskyConnector.fetchNew(context({ cursor: first.cursor }));
    expect(second.posts).toEqual([]);
    expect(replay.requestsTo(sessionPath)).toHaveLength(1);
    expect(replay.requestsTo(searchPath)[1]?.query.get('since')).toBe('2026-11-20T09:30:00.000Z');
  });

  it('follows the search cursor while pages are full', async () => {
    const template = searchBody().posts[0]!;
    const fullPage = Array.from({ length: 50 }, (_, i) => ({
      ...template,
      uri: `at://did:plc:7iza6de2dwap2sbkpav7c6c6/app.bsky.feed.post/page1-${i}`,
    }));
    replay.route({ path: searchPath }, { json: { posts: fullPage, cursor: '50' } });
    replay.route({ path: searchPath, query: { cursor: '50' } }, { file: search });
    const result = await blueskyConnector.fetchNew(
      context({ cursor: { newest_published_at: '2026-11-20T00:00:00.000Z', seen_ids: [] } }),
    );
    expect(result.posts).toHaveLength(53);
    expect(replay.requestsTo(searchPath).map((request) => request.query.get('cursor'))).toEqual([null, '50']);
  });

  it.each([
    ['400 ExpiredToken', 'bluesky/constructed-error-400-ExpiredToken.http.json'],
    ['401', 'bluesky/constructed-error-401-AuthenticationRequired.http.json'],
  ])('signs in again once after %s and retries', async (_name, file) => {
    replay.route({ path: searchPath }, [{ file }, { file: search }]);
    const result = await blueskyConnector.fetchNew(context());
    expect(result.posts).toHaveLength(3);
    expect(replay.requestsTo(sessionPath)).toHaveLength(2);
    expect(replay.requestsTo(searchPath)).toHaveLength(2);
  });

  it('says which handle Bluesky refused to sign in, and its health says to check the app password', async () => {
    replay.route(
      { method: 'POST', path: sessionPath },
      { file: 'bluesky/constructed-error-401-AuthenticationRequired.http.json' },
    );
    const error = await connectorFailure(blueskyConnector.fetchNew(context()));
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect(error.message).toBe('Bluesky refused to sign in as signalboard-test.bsky.social (HTTP 401)');
    expect(failureWords('bluesky', error)).toMatch(/check the handle and the app password/i);
    expect(replay.requestsTo(searchPath)).toHaveLength(0);
  });

  it('stops after one new session when the token is refused again', async () => {
    replay.route(
      { path: searchPath },
      { file: 'bluesky/constructed-error-401-AuthenticationRequired.http.json' },
    );
    expect((await connectorFailure(blueskyConnector.fetchNew(context()))).kind).toBe('auth');
    expect(replay.requestsTo(searchPath)).toHaveLength(2);
  });

  it('reports 429, malformed JSON, HTML pages and timeouts', async () => {
    replay.route(
      { path: searchPath },
      {
        status: 429,
        headers: { 'retry-after': '60' },
        json: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
      },
    );
    expect(await connectorFailure(blueskyConnector.fetchNew(context()))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 60,
    });

    replay.route({ path: searchPath }, malformedJson());
    expect((await connectorFailure(blueskyConnector.fetchNew(context()))).kind).toBe('malformed');

    replay.route({ path: searchPath }, htmlErrorPage(502));
    expect(await connectorFailure(blueskyConnector.fetchNew(context()))).toMatchObject({
      kind: 'http',
      status: 502,
    });

    replay.route({ path: searchPath }, { file: search, delayMs: 400 });
    expect((await connectorFailure(blueskyConnector.fetchNew(context({ timeoutMs: 100 })))).kind).toBe(
      'timeout',
    );
  });

  it('needs a handle, an app password and keywords', async () => {
    expect(
      (
        await connectorFailure(
          blueskyConnector.fetchNew(context({ config: { handle: 'a.bsky.social', keywords: ['crm'] } })),
        )
      ).kind,
    ).toBe('config');
    expect(
      (
        await connectorFailure(
          blueskyConnector.fetchNew(
            context({ config: { handle: 'a.bsky.social', app_password: 'x', keywords: [] } }),
          ),
        )
      ).kind,
    ).toBe('config');
    expect(replay.requests).toHaveLength(0);
  });
});
