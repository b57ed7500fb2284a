import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext, PlatformEndpoints } from '../../../src/engine/sources/connector.js';
import { githubConnector } from '../../../src/engine/sources/github.js';
import {
  readFixtureJson,
  replayEndpoints,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';

type Issue = Record<string, unknown> & { id: number; created_at: string };
type SearchPage = { total_count: number; incomplete_results: boolean; items: Issue[] };
const recorded = readFixtureJson<SearchPage>('github/search-issues.json');
const [newest, older] = recorded.items as [Issue, Issue];

let replay: ReplayServer;
let endpoints: PlatformEndpoints;
beforeAll(async () => {
  replay = await startReplayServer();
  endpoints = replayEndpoints(replay.origin);
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const path = '/search/issues';
const query = 'sesame repo:octokit-fixture-org/tmp-scenario-search-issues-20220719044045959-jlcli';
const context = (overrides: Partial<FetchContext> = {}): FetchContext => ({
  config: { queries: [query] },
  cursor: {},
  endpoints,
  now: () => new Date('2022-07-19T05:00:00Z'),
  ...overrides,
});

describe('githubConnector', () => {
  it('searches issues created since a week ago, newest first, and maps them', async () => {
    replay.route({ path }, { file: 'github/search-issues.http.json' });
    const result = await githubConnector.fetchNew(
      context({ config: { queries: [query], token: 'ghp_test' } }),
    );

    const [request] = replay.requests;
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      q: `${query} created:>=2022-07-12T05:00:00Z`,
      sort: 'created',
      order: 'desc',
      per_page: '50',
      page: '1',
    });
    expect(request?.headers.authorization).toBe('Bearer ghp_test');
    expect(request?.headers.accept).toBe('application/vnd.github+json');
    expect(result.posts).toHaveLength(2);
    expect(result.posts[0]).toMatchObject({
      platform: 'github',
      externalId: `issue:${newest.id}`,
      url: newest.html_url,
      author: 'octokit-fixture-user-b',
      community: 'octokit-fixture-org/tmp-scenario-search-issues-20220719044045959-jlcli',
      title: 'Sesame seeds split without a pop!',
      body: 'I’ve waited all year long, but there was no pop 😭',
      publishedAt: new Date('2022-07-19T04:40:52Z'),
      metadata: { kind: 'issue', number: 2, state: 'open' },
    });
    expect(result.rateLimit).toEqual({
      limit: 30,
      remaining: 29,
      reset_at: new Date(1658205727 * 1000).toISOString(),
    });
    expect(result.cursor).toEqual({
      queries: { [query]: { since: '2022-07-19T04:40:52Z', ids: [newest.id] } },
    });
  });

  it('asks only for what is newer than the cursor and drops the issues already taken', async () => {
    const cursor = { queries: { [query]: { since: '2022-07-19T04:40:52Z', ids: [newest.id] } } };
    const pull = {
      ...newest,
      id: 42,
      number: 3,
      created_at: '2022-07-19T04:50:00Z',
      pull_request: { url: 'x' },
    };
    replay.route({ path }, { json: { ...recorded, total_count: 2, items: [pull, newest] } });
    const result = await githubConnector.fetchNew(context({ cursor }));
    expect(replay.requests[0]?.query.get('q')).toBe(`${query} created:>=2022-07-19T04:40:52Z`);
    expect(replay.requests[0]?.headers.authorization).toBeUndefined();
    expect(result.posts.map((post) => [post.externalId, post.metadata.kind])).toEqual([
      ['issue:42', 'pull_request'],
    ]);
    expect(result.cursor).toEqual({ queries: { [query]: { since: '2022-07-19T04:50:00Z', ids: [42] } } });
  });

  it('follows a second page when the total says there is one', async () => {
    const cursor = { queries: { [query]: { since: '2022-07-19T00:00:00Z', ids: [] } } };
    const many = Array.from({ length: 50 }, (_, index) => ({ ...newest, id: 1000 + index }));
    replay.route({ path, query: { page: '1' } }, { json: { ...recorded, total_count: 52, items: many } });
    replay.route(
      { path, query: { page: '2' } },
      { json: { ...recorded, total_count: 52, items: [older, newest] } },
    );
    const result = await githubConnector.fetchNew(context({ cursor }));
    expect(replay.requests).toHaveLength(2);
    expect(result.posts).toHaveLength(52);
  });

  it('reports the primary rate limit (403, no requests left) and a 422 naming the query', async () => {
    replay.route({ path }, { file: 'ratelimit/github-docs-example-403-primary-rate-limit.http.json' });
    await expect(
      githubConnector.fetchNew(context({ now: () => new Date((1377013266 - 30) * 1000) })),
    ).rejects.toMatchObject({ kind: 'rate_limited', status: 403, retryAfterSeconds: 30 });

    replay.route({ path }, { file: 'github/error-422-validation-failed.http.json' });
    await expect(
      githubConnector.fetchNew(context({ config: { queries: ['label:"x'] } })),
    ).rejects.toMatchObject({
      kind: 'config',
      status: 422,
      message: 'GitHub cannot run the search "label:"x": Validation Failed',
    });
  });
});
