import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext } from '../../../src/engine/sources/connector.js';
import { ConnectorError } from '../../../src/engine/sources/connector-error.js';
import { mapMastodon, mastodonConnector } from '../../../src/engine/sources/mastodon.js';
import {
  htmlErrorPage,
  malformedJson,
  readFixtureJson,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';
import { connectorFailure, replayContext } from './connector-test-context.js';

const timeline = 'mastodon/timeline-tag-localhost-4.6.4.http.json';
const timelineStatus = () => readFixtureJson<{ body: Record<string, unknown>[] }>(timeline).body[0]!;

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

function context(overrides: Partial<FetchContext> = {}): FetchContext {
  return replayContext(replay.origin, {
    config: { instance: replay.origin, hashtags: ['#hoot'] },
    allowOrigins: [replay.origin],
    now: () => new Date('2026-08-01T13:58:00Z'),
    ...overrides,
  });
}

const failure = connectorFailure;

/** A status of the recorded timeline with another id (pages the recording does not have). */
function statusWithId(id: string) {
  return {
    ...timelineStatus(),
    id,
    uri: `http://localhost:3000/ap/users/1/statuses/${id}`,
    url: `http://localhost:3000/@x/${id}`,
  };
}

describe('mapMastodon', () => {
  it('maps a tag timeline: ActivityPub uri as id, HTML to text, acct, instance#tag community', () => {
    const [post] = mapMastodon(readFixtureJson<{ body: unknown }>(timeline).body, 'localhost:3000#hoot');
    expect(post).toEqual({
      platform: 'mastodon',
      externalId: 'http://localhost:3000/ap/users/117020566092212359/statuses/117020593741189701',
      url: 'http://localhost:3000/@mastodonpy_test_2/117020593741189701',
      author: 'mastodonpy_test_2',
      community: 'localhost:3000#hoot',
      title: null,
      body: '#hoot (hashtag toot)',
      publishedAt: new Date('2026-08-01T13:55:55.867Z'),
      metadata: expect.objectContaining({
        status_id: '117020593741189701',
        language: 'ja',
        tags: ['hoot'],
        sensitive: false,
      }),
    });
  });

  it('keeps a content warning in front of the text, and a remote author with their domain', () => {
    const [post] = mapMastodon([readFixtureJson('mastodon/status-mastodon-social-2026.json')]);
    expect(post?.author).toBe('halcy@icosahedron.website');
    expect(post?.body).toBe(
      "test post for mastodon.py stuff\n\n@halcy you're a doo-doo head\n\nedit: editing this to have the maximum amount of fields filled :trans_heart: #ThisIsAHashtag",
    );
    expect(post?.metadata).toMatchObject({
      spoiler_text: 'test post for mastodon.py stuff',
      sensitive: true,
      tags: ['thisisahashtag'],
    });
  });

  it('reads the statuses of a v2 search answer, links in full', () => {
    const posts = mapMastodon(
      readFixtureJson('mastodon/search-v2-mastodon-social-2026.json'),
      'mastodon.social',
    );
    expect(posts.map((post) => post.author)).toEqual([
      'greg@icosahedron.website',
      'Jo@social.sublingual.xyz',
    ]);
    expect(posts[0]?.body).toContain(
      'Squarepusher - Come On My Selector https://www.youtube.com/watch?v=MWCSw_cNxKc',
    );
    expect(posts[1]?.body).toBe('@halcy me when im riding my horse in stop and go traffic');
  });

  it('refuses an answer that is not a list of statuses', () => {
    expect(() => mapMastodon({ error: 'nope' })).toThrow(ConnectorError);
  });
});

describe('mastodonConnector.fetchNew', () => {
  it('reads the tag timeline, stores the newest id per tag and reports the rate limit (reset is ISO)', async () => {
    replay.route({ path: '/api/v1/timelines/tag/hoot' }, { file: timeline });
    const result = await mastodonConnector.fetchNew(context());
    expect(result.posts.map((post) => post.community)).toEqual([`${new URL(replay.origin).host}#hoot`]);
    expect(result.cursor).toEqual({ tags: { hoot: '117020593741189701' } });
    expect(result.rateLimit).toEqual({ limit: 300, remaining: 299, reset_at: '2026-08-01T14:00:00.070Z' });
    const [request] = replay.requestsTo('/api/v1/timelines/tag/hoot');
    expect(Object.fromEntries(request!.query)).toEqual({ limit: '40' });
  });

  it('asks with since_id next time and hands over nothing it already had', async () => {
    replay.route({ path: '/api/v1/timelines/tag/hoot' }, { file: timeline });
    const result = await mastodonConnector.fetchNew(
      context({ cursor: { tags: { hoot: '117020593741189701', removedtag: '5' } } }),
    );
    expect(result.posts).toEqual([]);
    expect(result.cursor).toEqual({ tags: { hoot: '117020593741189701' } });
    expect(replay.requestsTo('/api/v1/timelines/tag/hoot')[0]?.query.get('since_id')).toBe(
      '117020593741189701',
    );
  });

  it('follows the Link header back to the cursor when a full page is new, and never to another origin', async () => {
    const firstPage = Array.from({ length: 40 }, (_, i) => statusWithId(String(200 + 40 - i)));
    const secondPage = [statusWithId('200'), statusWithId('150'), statusWithId('100')];
    replay.route(
      { path: '/api/v1/timelines/tag/hoot' },
      {
        json: firstPage,
        headers: {
          link: `<${replay.origin}/api/v1/timelines/tag/hoot?max_id=201>; rel="next", <${replay.origin}/api/v1/timelines/tag/hoot?min_id=240>; rel="prev"`,
        },
      },
    );
    replay.route(
      { path: '/api/v1/timelines/tag/hoot', query: { max_id: '201' } },
      {
        json: secondPage,
        headers: { link: `<http://localhost:3000/api/v1/timelines/tag/hoot?max_id=100>; rel="next"` },
      },
    );
    const result = await mastodonConnector.fetchNew(context({ cursor: { tags: { hoot: '150' } } }));
    expect(result.posts.map((post) => post.metadata.status_id)).toEqual([
      ...firstPage.map((status) => status.id),
      '200',
    ]);
    expect(result.cursor).toEqual({ tags: { hoot: '240' } });
    expect(replay.requestsTo('/api/v1/timelines/tag/hoot')).toHaveLength(2);
  });

  it('searches statuses when the source has keywords, newer than the last one seen', async () => {
    replay.route({ path: '/api/v1/timelines/tag/hoot' }, { json: [] });
    replay.route(
      { path: '/api/v2/search', query: { q: 'halcy', type: 'statuses' } },
      { file: 'mastodon/search-v2-mastodon-social-2026.http.json' },
    );
    const result = await mastodonConnector.fetchNew(
      context({
        config: { instance: replay.origin, hashtags: ['hoot'], keywords: ['halcy'], access_token: 'tok-1' },
        cursor: { search: { halcy: '116388107849695302' } },
      }),
    );
    // The user's token goes with the search only; the public tag timeline is read anonymously.
    expect(replay.requestsTo('/api/v2/search')[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(replay.requestsTo('/api/v1/timelines/tag/hoot')[0]?.headers.authorization).toBeUndefined();
    expect(result.posts.map((post) => [post.metadata.status_id, post.community])).toEqual([
      ['116388149027005349', new URL(replay.origin).host],
    ]);
    expect(result.cursor).toEqual({ tags: {}, search: { halcy: '116388149027005349' } });
    expect(replay.requestsTo('/api/v2/search')[0]?.query.get('min_id')).toBe('116388107849695302');
  });

  it('asks for a hashtag or a keyword, and for a token to search keywords', async () => {
    const none = await failure(mastodonConnector.fetchNew(context({ config: { instance: replay.origin } })));
    expect(none).toMatchObject({ kind: 'config', message: 'Mastodon: add a hashtag or a keyword' });
    const noToken = await failure(
      mastodonConnector.fetchNew(context({ config: { instance: replay.origin, keywords: ['crm'] } })),
    );
    expect(noToken).toMatchObject({
      kind: 'config',
      message: 'Mastodon: keyword search needs an access token',
    });
    expect(replay.requests).toHaveLength(0);
  });

  it('does not reach an instance on a private address (SSRF guard)', async () => {
    replay.route({ path: '/api/v1/timelines/tag/hoot' }, { file: timeline });
    const error = await failure(mastodonConnector.fetchNew(context({ allowOrigins: [] })));
    expect(error.kind).toBe('blocked');
    expect(replay.requests).toHaveLength(0);
  });

  it('turns a 429 with Retry-After into rate_limited with the wait', async () => {
    replay.route(
      { path: '/api/v1/timelines/tag/hoot' },
      { status: 429, headers: { 'retry-after': '30' }, json: { error: 'Too many requests' } },
    );
    const error = await failure(mastodonConnector.fetchNew(context()));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 30 });
  });

  it('reports malformed JSON, an HTML error page, a timeout and a 401 as connector errors', async () => {
    replay.route({ path: '/api/v1/timelines/tag/hoot' }, malformedJson());
    expect((await failure(mastodonConnector.fetchNew(context()))).kind).toBe('malformed');

    replay.route({ path: '/api/v1/timelines/tag/hoot' }, htmlErrorPage(502));
    expect(await failure(mastodonConnector.fetchNew(context()))).toMatchObject({ kind: 'http', status: 502 });

    replay.route({ path: '/api/v1/timelines/tag/hoot' }, { json: { statuses: [] } });
    expect((await failure(mastodonConnector.fetchNew(context()))).kind).toBe('malformed');

    replay.route({ path: '/api/v1/timelines/tag/hoot' }, { file: timeline, delayMs: 400 });
    expect((await failure(mastodonConnector.fetchNew(context({ timeoutMs: 100 })))).kind).toBe('timeout');

    replay.route(
      { path: '/api/v1/timelines/tag/hoot' },
      { status: 401, json: { error: 'This API requires an authenticated user' } },
    );
    expect(await failure(mastodonConnector.fetchNew(context()))).toMatchObject({ kind: 'auth', status: 401 });
  });

  it('says what is missing in the settings', async () => {
    expect(
      (await failure(mastodonConnector.fetchNew(context({ config: { hashtags: ['hoot'] } })))).kind,
    ).toBe('config');
    expect(
      (
        await failure(
          mastodonConnector.fetchNew(context({ config: { instance: replay.origin, hashtags: [] } })),
        )
      ).kind,
    ).toBe('config');
  });
});
