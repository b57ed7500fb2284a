import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext, PlatformEndpoints } from '../../../src/engine/sources/connector.js';
import { stackexchangeConnector } from '../../../src/engine/sources/stackexchange.js';
import {
  readFixtureJson,
  replayEndpoints,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';

type Question = Record<string, unknown> & { question_id: number; creation_date: number };
type Page = {
  items: Question[];
  has_more: boolean;
  quota_max: number;
  quota_remaining: number;
  backoff?: number;
};
const constructed = readFixtureJson<Page>('stackexchange/search-advanced-constructed.json');
const [first, second] = constructed.items as [Question, Question];

let replay: ReplayServer;
let endpoints: PlatformEndpoints;
beforeAll(async () => {
  replay = await startReplayServer();
  endpoints = replayEndpoints(replay.origin);
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const path = '/2.3/search/advanced';
const context = (overrides: Partial<FetchContext> = {}): FetchContext => ({
  config: { site: 'stackoverflow', tags: ['css', 'ruby on rails'] },
  cursor: {},
  endpoints,
  now: () => new Date('2016-10-31T00:00:00Z'),
  ...overrides,
});

describe('stackexchangeConnector', () => {
  it('searches new questions of the site and tags and maps them to plain text', async () => {
    replay.route({ path }, { file: 'stackexchange/search-advanced-constructed.json' });
    const result = await stackexchangeConnector.fetchNew(context());

    expect(Object.fromEntries(replay.requests[0]?.query ?? [])).toEqual({
      site: 'stackoverflow',
      tagged: 'css;ruby-on-rails',
      sort: 'creation',
      order: 'desc',
      fromdate: String(Date.parse('2016-10-24T00:00:00Z') / 1000),
      filter: 'withbody',
      pagesize: '100',
      page: '1',
    });
    expect(result.posts).toHaveLength(10);
    expect(result.posts[0]).toMatchObject({
      platform: 'stackexchange',
      externalId: 'stackoverflow:question:40332798',
      url: 'http://stackoverflow.com/questions/40332798/rails-how-to-debug-css',
      community: 'stackoverflow',
      title: 'Rails - how to debug CSS?',
      publishedAt: new Date(1477856087 * 1000),
      body: "I have a Rails app and one of my stylesheets doesn't seem to apply. How do I find out which rule wins?\n\n.card { color: red; }\n  .card > p { color: blue; }\n\nIs there a tool for this & what do people use?",
    });
    // Titles come HTML-entity-encoded.
    expect(result.posts.find((post) => post.externalId.endsWith(':6492683'))?.title).toBe(
      "How to detect DIV's dimension changed?",
    );
    expect(result.rateLimit).toEqual({ limit: 10000, remaining: 9995, reset_at: '2016-11-01T00:00:00.000Z' });
    expect(result.cursor).toEqual({ fromdate: 1477856087, ids: [40332798] });
  });

  it('sends the cursor as fromdate, pages while has_more, drops the ids already taken, and obeys backoff', async () => {
    const cursor = { fromdate: second.creation_date, ids: [second.question_id] };
    const newQuestion = {
      ...first,
      question_id: 1,
      creation_date: first.creation_date + 100,
      title: 'New &amp; shiny',
    };
    replay.route(
      { path, query: { page: '1' } },
      { json: { ...constructed, items: [newQuestion, first], has_more: true } },
    );
    replay.route(
      { path, query: { page: '2' } },
      { json: { ...constructed, items: [second], has_more: true, backoff: 10 } },
    );
    replay.route({ path, query: { page: '3' } }, { json: { ...constructed, items: [], has_more: false } });
    const result = await stackexchangeConnector.fetchNew(context({ cursor }));

    expect(replay.requests.map((request) => request.query.get('fromdate'))).toEqual([
      String(second.creation_date),
      String(second.creation_date),
    ]);
    expect(result.posts.map((post) => post.title)).toEqual(['New & shiny', 'Rails - how to debug CSS?']);
    expect(result.retryAfterSeconds).toBe(10);
    expect(result.cursor).toEqual({ fromdate: first.creation_date + 100, ids: [1] });
  });

  it('turns throttle_violation into rate_limited with the seconds of its message', async () => {
    replay.route({ path }, { status: 400, file: 'stackexchange/error-throttle_violation-ip.json' });
    await expect(stackexchangeConnector.fetchNew(context())).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 17524,
      message:
        'Stack Exchange throttled the requests (too many requests from this IP, more requests available in 17524 seconds); retrying after 4.9 h',
    });
    replay.route({ path }, { status: 400, file: 'stackexchange/error-throttle_violation-backoff.json' });
    const error = await stackexchangeConnector.fetchNew(context()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: undefined });
  });

  it('says a missing site or a rejected parameter is a settings problem', async () => {
    await expect(
      stackexchangeConnector.fetchNew(context({ config: { tags: ['css'] } })),
    ).rejects.toMatchObject({ kind: 'config' });
    replay.route(
      { path },
      {
        status: 400,
        json: { error_id: 400, error_message: 'site is required', error_name: 'bad_parameter' },
      },
    );
    await expect(stackexchangeConnector.fetchNew(context())).rejects.toMatchObject({
      kind: 'config',
      message: 'Stack Exchange rejected the settings: site is required',
    });
  });
});
