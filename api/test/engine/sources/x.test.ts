import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext } from '../../../src/engine/sources/connector.js';
import { mapX, xConnector, xQueries } from '../../../src/engine/sources/x.js';
import {
  htmlErrorPage,
  malformedJson,
  readFixtureJson,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';
import { connectorFailure, replayContext } from './connector-test-context.js';

const pageA = 'x/search-recent-tweepy-2022-10-07a.http.json';
const pageB = 'x/search-recent-tweepy-2022-10-07b.json';
const expansions = 'x/search-recent-expansions-2021-09-22.json';
const partialErrors = 'x/search-recent-with-partial-errors-2021-09-22.json';
const searchPath = '/2/tweets/search/recent';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const context = (overrides: Partial<FetchContext> = {}) =>
  replayContext(replay.origin, {
    config: { bearer_token: 'AAAA-test-token', keywords: ['tweepy'] },
    now: () => new Date('2022-10-07T22:43:19Z'),
    ...overrides,
  });

describe('mapX', () => {
  it('resolves authors through includes.users and decodes the three entities X escapes', () => {
    const posts = mapX(readFixtureJson(expansions));
    expect(posts).toHaveLength(8);
    expect(posts[0]).toMatchObject({
      platform: 'x',
      externalId: '1440716895355764743',
      url: 'https://x.com/WarmongerHodges/status/1440716895355764743',
      author: 'WarmongerHodges',
      publishedAt: new Date('2021-09-22T16:37:29.000Z'),
      metadata: {
        author_id: '4203239195',
        lang: 'en',
        public_metrics: expect.objectContaining({ retweet_count: expect.any(Number) }),
      },
    });
    expect(posts[2]?.body).toMatch(/^Id rather have had Billions in Debt & owned so/);
  });

  it('still yields the data of a 200 answer that carries errors[]', () => {
    const answer = readFixtureJson<{ errors: unknown[] }>(partialErrors);
    expect(answer.errors.length).toBeGreaterThan(0);
    expect(mapX(answer).map((post) => post.author)).toEqual([
      'ximerios12_',
      'uykusuzwhovian',
      'Min_JessYg7',
      'Esperanza6390',
      'AiredeSantaFe',
    ]);
  });

  it('maps tweets without expansions with a status link that needs no user name', () => {
    const [post] = mapX(readFixtureJson(pageB));
    expect(post).toMatchObject({
      author: null,
      url: 'https://x.com/i/web/status/1578522194770296832',
      publishedAt: null,
    });
    expect(mapX({ meta: { result_count: 0 } })).toEqual([]);
    expect(() => mapX([])).toThrow(/not an object/);
  });
});

describe('xQueries', () => {
  it('joins keywords with OR, quotes phrases, excludes retweets and stays under 512 characters', () => {
    expect(xQueries(['crm'])).toEqual(['crm -is:retweet']);
    expect(xQueries(['crm', 'best crm', '"exact phrase"', 'from:someone crm'])).toEqual([
      '(crm OR "best crm" OR "exact phrase" OR from:someone crm) -is:retweet',
    ]);
    const many = Array.from({ length: 60 }, (_, i) => `keyword number ${i}`);
    const queries = xQueries(many);
    expect(queries.length).toBeGreaterThan(1);
    for (const query of queries) expect(query.length).toBeLessThanOrEqual(512);
    expect(queries.join(' ').match(/keyword number \d+/g)).toHaveLength(60);
  });
});

describe('xConnector.fetchNew', () => {
  it('searches with the bearer token, takes one page on the first poll and stores the newest id', async () => {
    replay.route({ path: searchPath }, { file: pageA });
    const result = await xConnector.fetchNew(context());
    expect(result.posts).toHaveLength(10);
    expect(result.cursor).toEqual({ since_id: '1578516068309794817' });
    expect(result.rateLimit).toEqual({ limit: 450, remaining: 448, reset_at: '2022-10-07T22:53:49.000Z' });
    expect(result.retryAfterSeconds).toBeUndefined();
    const [request] = replay.requestsTo(searchPath);
    expect(request?.headers.authorization).toBe('Bearer AAAA-test-token');
    expect(Object.fromEntries(request!.query)).toEqual({
      query: 'tweepy -is:retweet',
      max_results: '100',
      'tweet.fields': 'created_at,author_id,lang,public_metrics,conversation_id',
      expansions: 'author_id',
      'user.fields': 'username,name',
    });
  });

  it('follows next_token with since_id for at most three pages', async () => {
    replay.route({ path: searchPath }, [
      { file: pageA },
      { file: pageB },
      { file: partialErrors },
      { file: pageA },
    ]);
    const result = await xConnector.fetchNew(context({ cursor: { since_id: '1578000000000000000' } }));
    expect(result.posts).toHaveLength(25);
    expect(result.cursor).toEqual({ since_id: '1578522194770296832' });
    const requests = replay.requestsTo(searchPath);
    expect(requests.map((request) => request.query.get('next_token'))).toEqual([
      null,
      'b26v89c19zqg8o3fpzbn1e0ffhxjiofzw6po136rvbnul',
      'b26v89c19zqg8o3fpzbn1e0frlukytxrp1o8pel01jb7h',
    ]);
    expect(requests.every((request) => request.query.get('since_id') === '1578000000000000000')).toBe(true);
  });

  it('keeps the cursor when nothing is new', async () => {
    replay.route({ path: searchPath }, { json: { meta: { result_count: 0 } } });
    const result = await xConnector.fetchNew(context({ cursor: { since_id: '1578522194770296832' } }));
    expect(result).toMatchObject({ posts: [], cursor: { since_id: '1578522194770296832' } });
  });

  it('asks again without since_id when X refuses one older than its 7-day window', async () => {
    replay.route({ path: searchPath }, [
      {
        status: 400,
        json: {
          errors: [
            {
              parameters: { since_id: ['1'] },
              message:
                "Invalid 'since_id':'1'. 'since_id' must be a tweet id created after 2022-09-30T22:43Z",
            },
          ],
          title: 'Invalid Request',
        },
      },
      { file: pageA },
    ]);
    const result = await xConnector.fetchNew(context({ cursor: { since_id: '1' } }));
    expect(result.posts).toHaveLength(10);
    expect(replay.requestsTo(searchPath).map((request) => request.query.get('since_id'))).toEqual([
      '1',
      null,
    ]);
  });

  it('waits for the window reset on a 429 (x-rate-limit-reset is epoch seconds) and when no requests are left', async () => {
    replay.route(
      { path: searchPath },
      {
        status: 429,
        headers: { 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': '1665183229' },
        json: { title: 'Too Many Requests', status: 429 },
      },
    );
    expect(await connectorFailure(xConnector.fetchNew(context()))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 630,
    });

    replay.route({ path: searchPath }, { file: pageA, headers: { 'x-rate-limit-remaining': '0' } });
    const result = await xConnector.fetchNew(context());
    expect(result.retryAfterSeconds).toBe(630);
    expect(result.posts).toHaveLength(10);
  });

  it('reports a refused token, malformed JSON, HTML pages and timeouts', async () => {
    replay.route(
      { path: searchPath },
      {
        status: 401,
        json: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
      },
    );
    expect(await connectorFailure(xConnector.fetchNew(context()))).toMatchObject({
      kind: 'auth',
      status: 401,
    });

    replay.route({ path: searchPath }, malformedJson());
    expect((await connectorFailure(xConnector.fetchNew(context()))).kind).toBe('malformed');

    replay.route({ path: searchPath }, htmlErrorPage(503));
    expect(await connectorFailure(xConnector.fetchNew(context()))).toMatchObject({
      kind: 'http',
      status: 503,
    });

    replay.route(
      { path: searchPath },
      { json: { errors: [{ title: 'Invalid Request', detail: 'One or more parameters are invalid.' }] } },
    );
    expect(await connectorFailure(xConnector.fetchNew(context()))).toMatchObject({
      kind: 'http',
      message: expect.stringContaining('One or more parameters'),
    });

    replay.route({ path: searchPath }, { file: pageA, delayMs: 400 });
    expect((await connectorFailure(xConnector.fetchNew(context({ timeoutMs: 100 })))).kind).toBe('timeout');
  });

  it('needs a bearer token and keywords', async () => {
    expect(
      (await connectorFailure(xConnector.fetchNew(context({ config: { keywords: ['crm'] } })))).kind,
    ).toBe('config');
    expect(
      (await connectorFailure(xConnector.fetchNew(context({ config: { bearer_token: 't' } })))).kind,
    ).toBe('config');
  });
});
