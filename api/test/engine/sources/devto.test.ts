import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext } from '../../../src/engine/sources/connector.js';
import { devtoConnector, devtoTags, mapDevto } from '../../../src/engine/sources/devto.js';
import {
  htmlErrorPage,
  malformedJson,
  readFixtureJson,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';
import { connectorFailure, replayContext } from './connector-test-context.js';

const byUser2019 = 'devto/articles-username-2019.json';
const current = 'devto/docs-example-articles-forem-openapi.json';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const context = (overrides: Partial<FetchContext> = {}) =>
  replayContext(replay.origin, { config: { tags: ['go'], keywords: [] }, ...overrides });

describe('mapDevto', () => {
  it('maps a list item: id, url, author, first tag, description as body', () => {
    const [post] = mapDevto(readFixtureJson(byUser2019));
    expect(post).toEqual({
      platform: 'devto',
      externalId: '164198',
      url: 'https://dev.to/victoravelar/a-dev-to-api-client-is-born-29pj',
      author: 'victoravelar',
      community: 'go',
      title: 'A DEV.to API client is born',
      body: '',
      publishedAt: new Date('2019-09-03T11:07:53.827Z'),
      metadata: {
        tags: ['go', 'opensource', 'tutorial'],
        author_name: 'Victor Hugo Avelar',
        organization: null,
        comments_count: 0,
        reactions_count: 6,
      },
    });
  });

  it('reads tags in either shape (tag_list array or string, tags string or array)', () => {
    const single = readFixtureJson<Record<string, unknown>>('devto/article-by-id-2019.json');
    expect(devtoTags(single as never)).toEqual(['go', 'opensource', 'tutorial']);
    expect(devtoTags({ tag_list: 'go, opensource , tutorial' })).toEqual(['go', 'opensource', 'tutorial']);
    expect(mapDevto([single])[0]?.metadata.tags).toEqual(['go', 'opensource', 'tutorial']);
    const [post] = mapDevto(readFixtureJson(current));
    expect(post).toMatchObject({
      community: 'discuss',
      author: 'username382',
      metadata: { organization: 'org67', reading_time_minutes: 1 },
    });
    expect(post?.body).toMatch(/^Five dollar toast/);
  });
});

describe('devtoConnector.fetchNew', () => {
  it('reads one listing per tag (per_page=100), keeping articles that mention a keyword', async () => {
    replay.route({ path: '/api/articles', query: { tag: 'go' } }, { file: byUser2019 });
    replay.route({ path: '/api/articles', query: { tag: 'discuss' } }, { file: current });
    const result = await devtoConnector.fetchNew(
      context({ config: { tags: ['#Go', 'discuss'], keywords: ['open source', 'opensource', 'toast'] } }),
    );
    expect(result.posts.map((post) => post.externalId).sort()).toEqual(['1544', '164198']);
    expect(replay.requests.map((request) => Object.fromEntries(request.query))).toEqual([
      { tag: 'go', per_page: '100' },
      { tag: 'discuss', per_page: '100' },
    ]);
    expect(replay.requests[0]?.headers.accept).toBe('application/vnd.forem.api-v1+json');
  });

  it('reads /api/articles/latest when the source has no tags', async () => {
    replay.route({ path: '/api/articles/latest' }, { file: current });
    const result = await devtoConnector.fetchNew(context({ config: { keywords: [] } }));
    expect(result.posts.map((post) => post.externalId)).toEqual(['1544']);
  });

  it('hands over articles not read before, also an older one that enters the popular listing later', async () => {
    replay.route({ path: '/api/articles' }, { file: byUser2019 });
    const first = await devtoConnector.fetchNew(context());
    expect(first.posts).toHaveLength(3);
    expect(first.cursor).toEqual({ seen_ids: ['164198', '164195', '84712'] });

    const again = await devtoConnector.fetchNew(context({ cursor: first.cursor }));
    expect(again.posts).toEqual([]);

    const older = {
      ...readFixtureJson<Record<string, unknown>[]>(byUser2019)[2],
      id: 5,
      published_at: '2018-01-01T00:00:00Z',
    };
    replay.route({ path: '/api/articles' }, { json: [...readFixtureJson<unknown[]>(byUser2019), older] });
    const later = await devtoConnector.fetchNew(context({ cursor: first.cursor }));
    expect(later.posts.map((post) => post.externalId)).toEqual(['5']);
    expect(later.cursor).toEqual({ seen_ids: ['164198', '164195', '84712', '5'] });
  });

  it('reports the recorded 401 body as auth, and 429, malformed JSON, HTML pages and timeouts', async () => {
    replay.route({ path: '/api/articles' }, { status: 401, file: 'devto/docs-example-error-401.json' });
    const auth = await connectorFailure(devtoConnector.fetchNew(context()));
    expect(auth).toMatchObject({ kind: 'auth', status: 401, body: { error: 'unauthorized', status: 401 } });

    replay.route(
      { path: '/api/articles' },
      { status: 429, headers: { 'retry-after': '5' }, json: { error: 'Rate limit reached', status: 429 } },
    );
    expect(await connectorFailure(devtoConnector.fetchNew(context()))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 5,
    });

    replay.route({ path: '/api/articles' }, malformedJson());
    expect((await connectorFailure(devtoConnector.fetchNew(context()))).kind).toBe('malformed');

    replay.route({ path: '/api/articles' }, htmlErrorPage(503));
    expect(await connectorFailure(devtoConnector.fetchNew(context()))).toMatchObject({
      kind: 'http',
      status: 503,
    });

    replay.route({ path: '/api/articles' }, { file: byUser2019, delayMs: 400 });
    expect((await connectorFailure(devtoConnector.fetchNew(context({ timeoutMs: 100 })))).kind).toBe(
      'timeout',
    );
  });
});
