import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext } from '../../../src/engine/sources/connector.js';
import { mentionsKeyword } from '../../../src/engine/sources/keyword-match.js';
import { lobstersConnector, mapLobsters } from '../../../src/engine/sources/lobsters.js';
import {
  htmlErrorPage,
  malformedJson,
  readFixtureJson,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';
import { connectorFailure, replayContext } from './connector-test-context.js';

const newest2024 = 'lobsters/newest-2024-11-30.json';
const newest2023 = 'lobsters/newest-2023-11-02.json';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const context = (overrides: Partial<FetchContext> = {}) =>
  replayContext(replay.origin, { config: { keywords: [] }, ...overrides });

describe('mentionsKeyword', () => {
  it('matches whole words and phrases, ignoring case and accents', () => {
    expect(mentionsKeyword(['Is Go good for CLIs?'], ['go'])).toBe(true);
    expect(mentionsKeyword(['This is good'], ['go'])).toBe(false);
    expect(mentionsKeyword(['Looking for a CRM-tool, café owners'], ['crm tool', 'Cafe'])).toBe(true);
    expect(mentionsKeyword(['Node.js or C# or C++?'], ['node.js'])).toBe(true);
    expect(mentionsKeyword(['We use C++ daily'], ['c++'])).toBe(true);
    expect(mentionsKeyword([null, undefined, 'anything'], [])).toBe(true);
    expect(mentionsKeyword(['anything'], ['  '])).toBe(false);
  });
});

describe('mapLobsters', () => {
  it('reads the current format, where submitter_user is a string', () => {
    const [post] = mapLobsters(readFixtureJson(newest2024));
    expect(post).toEqual({
      platform: 'lobsters',
      externalId: 'tsz4c9',
      url: 'https://datatracker.ietf.org/doc/html/draft-thomson-postel-was-wrong-03',
      author: 'jkaye',
      community: 'historical',
      title: 'The Harmful Consequences of the Robustness Principle',
      body: '',
      publishedAt: new Date('2024-11-30T17:18:05.000Z'),
      metadata: {
        comments_url: 'https://lobste.rs/s/tsz4c9/harmful_consequences_robustness',
        tags: ['historical', 'practices'],
        score: 2,
        comment_count: 1,
        user_is_author: false,
      },
    });
  });

  it('reads the 2023 format, where submitter_user is an object, and the plain text of a text post', () => {
    const posts = mapLobsters(readFixtureJson(newest2023));
    expect(posts[0]?.author).toBe('Peter5');
    const textPost = posts.find((post) => post.externalId === 'uqymnh');
    expect(textPost?.body).toMatch(
      /^In this paper, we describe the program structure tree \(PST\),\na hierarchical/,
    );
    expect(textPost?.body).not.toContain('\r');
  });
});

describe('lobstersConnector.fetchNew', () => {
  it('keeps stories mentioning a keyword in title, text or tags', async () => {
    replay.route({ path: '/newest.json' }, { file: newest2024 });
    const result = await lobstersConnector.fetchNew(context({ config: { keywords: ['rust', 'Git'] } }));
    // "rust" as a tag (two stories) and in a title ("rust-query"); "git" in "Demystifying git submodules".
    expect(result.posts.map((post) => post.externalId)).toEqual(['jt7mbh', 'k45qk7', 'zgnci7']);
  });

  it('moves the cursor over every story read, and hands nothing over twice', async () => {
    replay.route({ path: '/newest.json' }, { file: newest2024 });
    const first = await lobstersConnector.fetchNew(context());
    expect(first.posts).toHaveLength(12);
    expect(first.cursor).toEqual({ newest_published_at: '2024-11-30T17:18:05.000Z', seen_ids: ['tsz4c9'] });

    const again = await lobstersConnector.fetchNew(context({ cursor: first.cursor }));
    expect(again.posts).toEqual([]);
    expect(again.cursor).toEqual(first.cursor);

    const older = await lobstersConnector.fetchNew(
      context({ cursor: { newest_published_at: '2024-11-30T15:56:59.000Z', seen_ids: ['jt7mbh'] } }),
    );
    expect(older.posts.map((post) => post.externalId)).toEqual(['tsz4c9']);
  });

  it('reads one tag page per tag when the source names tags, each story once', async () => {
    replay.route({ path: '/t/rust.json' }, { file: newest2024 });
    replay.route({ path: '/t/programming.json' }, { file: newest2023 });
    replay.route({ path: '/t/vcs.json' }, { file: newest2024 });
    const result = await lobstersConnector.fetchNew(
      context({ config: { keywords: [], tags: ['Rust', 'programming', 'vcs'] } }),
    );
    expect(result.posts).toHaveLength(12 + 7);
    expect(replay.requests.map((request) => request.path)).toEqual([
      '/t/rust.json',
      '/t/programming.json',
      '/t/vcs.json',
    ]);
  });

  it('reports 429, malformed JSON, an HTML page and a timeout as connector errors', async () => {
    replay.route(
      { path: '/newest.json' },
      { status: 429, headers: { 'retry-after': '120' }, body: 'slow down' },
    );
    expect(await connectorFailure(lobstersConnector.fetchNew(context()))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 120,
    });

    replay.route({ path: '/newest.json' }, malformedJson());
    expect((await connectorFailure(lobstersConnector.fetchNew(context()))).kind).toBe('malformed');

    replay.route({ path: '/newest.json' }, { ...htmlErrorPage(200), status: 200 });
    expect((await connectorFailure(lobstersConnector.fetchNew(context()))).kind).toBe('malformed');

    replay.route({ path: '/newest.json' }, { file: newest2024, delayMs: 400 });
    expect((await connectorFailure(lobstersConnector.fetchNew(context({ timeoutMs: 100 })))).kind).toBe(
      'timeout',
    );
  });
});
