import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext, PlatformEndpoints } from '../../../src/engine/sources/connector.js';
import { ConnectorError } from '../../../src/engine/sources/connector-error.js';
import { hackernewsConnector } from '../../../src/engine/sources/hackernews.js';
import {
  htmlErrorPage,
  readFixtureJson,
  replayEndpoints,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';

type Hit = Record<string, unknown> & { objectID: string; created_at_i: number };
const recorded2017 = readFixtureJson<{ hits: Hit[] }>('hackernews/search_by_date-nodejs-2017-09-27.json');
const newestHit = recorded2017.hits[0] as Hit;

let replay: ReplayServer;
let endpoints: PlatformEndpoints;
beforeAll(async () => {
  replay = await startReplayServer();
  endpoints = replayEndpoints(replay.origin);
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const now = () => new Date('2017-09-28T00:00:00Z');
const context = (overrides: Partial<FetchContext> = {}): FetchContext => ({
  config: { keywords: ['nodejs'] },
  cursor: {},
  endpoints,
  now,
  ...overrides,
});

/** A search page in the recorded shape, with `hits` and `nbPages` replaced. */
const page = (hits: Hit[], nbPages = 1) => ({ ...recorded2017, hits, nbPages, page: 0 });
const laterHit = (id: string, seconds: number): Hit => ({
  ...(recorded2017.hits[1] as Hit),
  objectID: id,
  created_at_i: seconds,
  created_at: new Date(seconds * 1000).toISOString(),
  title: `Story ${id}`,
});

describe('hackernewsConnector', () => {
  it('maps the 2017 stories and comments of the first page of the last 24 h', async () => {
    replay.route(
      { path: '/api/v1/search_by_date', query: { query: 'nodejs' } },
      { file: 'hackernews/search_by_date-nodejs-2017-09-27.json' },
    );
    const result = await hackernewsConnector.fetchNew(context());

    const [request] = replay.requests;
    expect(request?.query.get('tags')).toBe('(story,comment)');
    expect(request?.query.get('hitsPerPage')).toBe('100');
    expect(request?.query.get('numericFilters')).toBe(`created_at_i>=${1506556800 - 86400}`);
    expect(replay.requests).toHaveLength(1); // a first poll reads one page even when nbPages says 50

    expect(result.posts).toHaveLength(8);
    const comment = result.posts.find((post) => post.externalId === `item:${newestHit.objectID}`);
    expect(comment).toMatchObject({
      platform: 'hackernews',
      url: `https://news.ycombinator.com/item?id=${newestHit.objectID}`,
      author: 'RealJon',
      community: 'Hacker News',
      title: 'Open-Sourcing Vespa, Yahoo’s Data Processing and Serving Engine',
      publishedAt: new Date('2017-09-27T23:33:24.000Z'),
      metadata: { kind: 'comment', story_id: 15345483 },
    });
    expect(comment?.body).toMatch(
      /^You don't need to plug in any Java code, you can use it with HTTP calls to read and write\.\n\nNo plans/,
    );
    const story = result.posts.find((post) => post.externalId === 'item:15353234');
    expect(story).toMatchObject({
      title: 'Node8’s util.promisify is so freakin’ awesome',
      author: 'JamesTheHacker',
      body: 'https://medium.com/@jamesjefferyuk/node8s-util-promisify-is-so-freakin-awesome-1d90c184bf44',
      metadata: { kind: 'story', points: 2, link: expect.stringContaining('medium.com') },
    });
    expect(result.cursor).toEqual({
      keywords: { nodejs: { after: newestHit.created_at_i, ids: [newestHit.objectID] } },
    });
  });

  it('maps the current format (Ask HN with story_text and no url)', async () => {
    replay.route(
      { path: '/api/v1/search_by_date', query: { query: 'biologist' } },
      { file: 'hackernews/search-ask_hn-2024-format-single-hit.json' },
    );
    const { posts } = await hackernewsConnector.fetchNew(context({ config: { keywords: ['biologist'] } }));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      externalId: 'item:13133437',
      author: 'anigbrowl',
      title: expect.stringMatching(/^Ask HN: How would I visualize URL/),
      publishedAt: new Date(1481225947 * 1000),
      metadata: { kind: 'story', tags: ['ask_hn'], link: null },
    });
    expect(posts[0]?.body).toMatch(/^I want to map the dynamics of the blogosphere.*I don't know how/);
    expect(posts[0]?.body).toContain(
      '\n\nFor example, say PG writes an article on his blog. Of course it gets picked up on HN. Many other people then link to the HN discussion and/or',
    );
  });

  it('asks only for what is newer than the cursor, follows pages, and drops what it already took', async () => {
    const cursor = { keywords: { nodejs: { after: newestHit.created_at_i, ids: [newestHit.objectID] } } };
    const t = newestHit.created_at_i;
    replay.route(
      { path: '/api/v1/search_by_date', query: { page: '0' } },
      { json: page([laterHit('900002', t + 60), laterHit('900001', t + 30)], 2) },
    );
    replay.route(
      { path: '/api/v1/search_by_date', query: { page: '1' } },
      { json: { ...page([newestHit], 2), page: 1 } },
    );
    const result = await hackernewsConnector.fetchNew(context({ cursor }));
    expect(replay.requests.map((request) => request.query.get('numericFilters'))).toEqual([
      `created_at_i>=${t}`,
      `created_at_i>=${t}`,
    ]);
    expect(result.posts.map((post) => post.externalId)).toEqual(['item:900002', 'item:900001']);
    expect(result.cursor).toEqual({ keywords: { nodejs: { after: t + 60, ids: ['900002'] } } });
  });

  it('keeps one post per item across keywords', async () => {
    replay.route(
      { path: '/api/v1/search_by_date' },
      { file: 'hackernews/search_by_date-nodejs-2017-09-27.json' },
    );
    const result = await hackernewsConnector.fetchNew(context({ config: { keywords: ['nodejs', 'node'] } }));
    expect(replay.requests).toHaveLength(2);
    expect(result.posts).toHaveLength(8);
    expect(Object.keys(result.cursor.keywords as object)).toEqual(['nodejs', 'node']);
  });

  it('fails with a config error without keywords, and passes platform errors on', async () => {
    await expect(hackernewsConnector.fetchNew(context({ config: {} }))).rejects.toMatchObject({
      kind: 'config',
    });
    replay.route({ path: '/api/v1/search_by_date' }, htmlErrorPage(502));
    const error = await hackernewsConnector.fetchNew(context()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).toMatchObject({
      kind: 'http',
      message: 'Hacker News had a problem on its side (HTTP 502)',
    });
  });
});
