import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../../src/engine/sources/connector-error.js';
import { parseRetryAfter, platformFetch } from '../../../src/engine/sources/http/platform-fetch.js';
import { parseRateLimitHeaders } from '../../../src/engine/sources/http/rate-limit-headers.js';
import {
  htmlErrorPage,
  malformedJson,
  readFixtureJson,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('parseRetryAfter', () => {
  const now = new Date('2026-04-13T20:49:46Z');
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('60', now)).toBe(60);
    expect(parseRetryAfter(' 1.2 ', now)).toBe(2);
    expect(parseRetryAfter('Mon, 13 Apr 2026 20:51:46 GMT', now)).toBe(120);
    expect(parseRetryAfter('Mon, 13 Apr 2026 20:00:00 GMT', now)).toBe(0);
  });
  it('gives undefined for nothing or nonsense', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('parseRateLimitHeaders', () => {
  const now = new Date('2026-04-13T20:49:46Z');
  const headersOf = (file: string) =>
    new Headers(readFixtureJson<{ headers: Record<string, string> }>(file).headers);

  it('reads Reddit floats with a reset in seconds from now and no limit header', () => {
    expect(parseRateLimitHeaders(headersOf('reddit/listing-r-popular-hot-2026.http.json'), now)).toEqual({
      limit: 1000,
      remaining: 997,
      reset_at: '2026-04-13T20:50:01.000Z',
    });
  });
  it('reads GitHub epoch resets', () => {
    expect(parseRateLimitHeaders(headersOf('github/search-issues.http.json'), now)).toEqual({
      limit: 30,
      remaining: 29,
      reset_at: new Date(1658205727 * 1000).toISOString(),
    });
  });
  it('reads Mastodon ISO resets and X x-rate-limit-*', () => {
    const mastodon = new Headers({
      'x-ratelimit-limit': '300',
      'x-ratelimit-remaining': '299',
      'x-ratelimit-reset': '2026-04-13T21:00:00.123Z',
    });
    expect(parseRateLimitHeaders(mastodon, now)?.reset_at).toBe('2026-04-13T21:00:00.123Z');
    const x = new Headers({
      'x-rate-limit-limit': '450',
      'x-rate-limit-remaining': '449',
      'x-rate-limit-reset': '1665158656',
    });
    expect(parseRateLimitHeaders(x, now)).toEqual({
      limit: 450,
      remaining: 449,
      reset_at: '2022-10-07T16:04:16.000Z',
    });
    expect(parseRateLimitHeaders(new Headers(), now)).toBeUndefined();
  });
});

describe('platformFetch', () => {
  it('returns parsed JSON, rate-limit state, and sends our User-Agent', async () => {
    replay.route({ path: '/r/popular/hot' }, { file: 'reddit/listing-r-popular-hot-2026.http.json' });
    const response = await platformFetch(`${replay.origin}/r/popular/hot?limit=100`, {
      platform: 'reddit',
      expect: 'json',
      headers: { Authorization: 'bearer abc' },
      now: () => new Date('2026-04-13T20:49:46Z'),
    });
    expect(response.status).toBe(200);
    expect((response.json as { kind: string }).kind).toBe('Listing');
    expect(response.rateLimit?.remaining).toBe(997);
    const [request] = replay.requests;
    expect(request?.headers['user-agent']).toBe('Signalboard/0.1 (+https://signalboard.app)');
    expect(request?.headers.authorization).toBe('bearer abc');
    expect(request?.query.get('limit')).toBe('100');
  });

  it('turns 429 into rate_limited with the Retry-After wait', async () => {
    replay.route(
      { path: '/r/startups/new.json' },
      { status: 429, headers: { 'retry-after': '60' }, file: 'ratelimit/reddit-429-body.json' },
    );
    const error = await failure(
      platformFetch(`${replay.origin}/r/startups/new.json`, { platform: 'reddit', expect: 'json' }),
    );
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 60 });
    expect(error.message).toBe('Reddit asked Signalboard to slow down (HTTP 429); retrying after 60 s');
  });

  it('falls back to the rate-limit reset when a 429 has no Retry-After', async () => {
    replay.route(
      { path: '/x' },
      {
        status: 429,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '42' },
        file: 'ratelimit/reddit-429-body.json',
      },
    );
    const error = await failure(platformFetch(`${replay.origin}/x`, { platform: 'reddit', expect: 'json' }));
    expect(error.retryAfterSeconds).toBe(42);
  });

  it("treats GitHub's 403 with no requests left as a rate limit until x-ratelimit-reset", async () => {
    replay.route(
      { path: '/search/issues' },
      { file: 'ratelimit/github-docs-example-403-primary-rate-limit.http.json' },
    );
    const error = await failure(
      platformFetch(`${replay.origin}/search/issues?q=x`, {
        platform: 'github',
        expect: 'json',
        now: () => new Date((1377013266 - 600) * 1000),
      }),
    );
    expect(error).toMatchObject({ kind: 'rate_limited', status: 403, retryAfterSeconds: 600 });
    expect(error.message).toMatch(
      /^GitHub asked Signalboard to slow down \(HTTP 403: API rate limit exceeded for .*\); retrying after 10 min$/,
    );
  });

  it('turns 401 and a plain 403 into auth errors', async () => {
    replay.route({ path: '/api/v1/me' }, { file: 'reddit/error-401-invalid-token-2016.http.json' });
    replay.route({ path: '/message' }, { file: 'reddit/error-403-forbidden-2025.http.json' });
    const unauthorized = await failure(
      platformFetch(`${replay.origin}/api/v1/me`, { platform: 'reddit', expect: 'json' }),
    );
    expect(unauthorized).toMatchObject({ kind: 'auth', status: 401 });
    expect(unauthorized.message).toBe('Reddit refused the request (HTTP 401)');
    const forbidden = await failure(
      platformFetch(`${replay.origin}/message`, { platform: 'reddit', expect: 'json' }),
    );
    expect(forbidden).toMatchObject({ kind: 'auth', status: 403 });
  });

  it('names an outage behind an HTML error page, the malformed JSON and the HTML instead of JSON', async () => {
    replay.route({ path: '/busy' }, htmlErrorPage(503));
    replay.route({ path: '/broken' }, malformedJson());
    replay.route({ path: '/login' }, { ...htmlErrorPage(200), status: 200 });
    const busy = await failure(
      platformFetch(`${replay.origin}/busy`, { platform: 'reddit', expect: 'json' }),
    );
    expect(busy).toMatchObject({ kind: 'http', status: 503 });
    expect(busy.message).toBe('Reddit had a problem on its side (HTTP 503)');
    const broken = await failure(
      platformFetch(`${replay.origin}/broken`, { platform: 'hackernews', expect: 'json' }),
    );
    expect(broken.kind).toBe('malformed');
    expect(broken.message).toMatch(/^Hacker News sent JSON that cannot be read/);
    const login = await failure(
      platformFetch(`${replay.origin}/login`, { platform: 'github', expect: 'json' }),
    );
    expect(login).toMatchObject({
      kind: 'malformed',
      message: 'GitHub answered with an HTML page instead of JSON',
    });
  });

  it('gives other statuses as http errors with the platform reason', async () => {
    replay.route(
      { path: '/labels', method: 'POST' },
      { file: 'github/error-422-validation-failed.http.json' },
    );
    const error = await failure(
      platformFetch(`${replay.origin}/labels`, {
        platform: 'github',
        method: 'POST',
        body: '{}',
        expect: 'json',
      }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      message: 'GitHub answered HTTP 422: Validation Failed',
    });
    expect((error.body as { errors: unknown[] }).errors).toHaveLength(1);
    expect(replay.requests[0]?.body).toBe('{}');
  });

  it('times out on a slow answer', async () => {
    replay.route({ path: '/slow' }, { delayMs: 2_000, json: {} });
    const started = Date.now();
    const error = await failure(
      platformFetch(`${replay.origin}/slow`, { platform: 'stackexchange', expect: 'json', timeoutMs: 150 }),
    );
    expect(error).toMatchObject({ kind: 'timeout', message: 'Stack Exchange did not answer within 150 ms' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses bodies over 5 MB', async () => {
    replay.route(
      { path: '/huge' },
      { body: `"${'a'.repeat(5 * 1024 * 1024 + 10)}"`, headers: { 'content-type': 'application/json' } },
    );
    const error = await failure(
      platformFetch(`${replay.origin}/huge`, { platform: 'devto', expect: 'json' }),
    );
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/more than 5 MB/);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = await startReplayServer();
    await closed.close();
    const error = await failure(platformFetch(`${closed.origin}/`, { platform: 'lobsters', expect: 'json' }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Signalboard cannot connect to Lobsters: it refused the connection');
  });

  it('says once that it cannot connect to a platform, and why when it knows (here: no DNS answer)', async () => {
    // .invalid never resolves (RFC 2606): the same failure as a computer without internet.
    const error = await failure(
      platformFetch('http://hn.signalboard.invalid/', { platform: 'hackernews', expect: 'json' }),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(
      /^Signalboard cannot connect to Hacker News: its address could (not be found \(no internet connection, or no such site\)|not be looked up \(no internet connection\?\))$/,
    );
  });

  it('rethrows the caller cancellation as is', async () => {
    replay.route({ path: '/slow' }, { delayMs: 2_000, json: {} });
    const controller = new AbortController();
    const pending = platformFetch(`${replay.origin}/slow`, {
      platform: 'x',
      expect: 'json',
      signal: controller.signal,
    });
    controller.abort(new Error('worker stopping'));
    await expect(pending).rejects.toThrow('worker stopping');
  });
});

describe('platformFetch with a user URL (SSRF guard)', () => {
  it('refuses a loopback address that is not allow-listed, without connecting', async () => {
    replay.route({ path: '/feed.xml' }, { file: 'feeds/nytimes-2023.rss.xml' });
    const error = await failure(
      platformFetch(`${replay.origin}/feed.xml`, { platform: 'rss', expect: 'text', userUrl: true }),
    );
    expect(error.kind).toBe('blocked');
    expect(error.message).toBe(
      `${replay.origin} is a private or reserved network address; Signalboard only reads public addresses`,
    );
    expect(replay.requests).toHaveLength(0);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const error = await failure(
      platformFetch('http://feeds.example.com/rss', {
        platform: 'rss',
        expect: 'text',
        userUrl: true,
        resolve: () => Promise.resolve([{ address: '10.0.0.7', family: 4 }]),
      }),
    );
    expect(error.kind).toBe('blocked');
  });

  it('reads an allow-listed origin, and re-checks where it redirects', async () => {
    const other = await startReplayServer();
    try {
      replay.route({ path: '/feed.xml' }, { file: 'feeds/nytimes-2023.rss.xml', headers: { etag: '"v1"' } });
      replay.route({ path: '/moved' }, { status: 301, headers: { location: '/feed.xml' } });
      replay.route({ path: '/away' }, { status: 302, headers: { location: `${other.origin}/feed.xml` } });
      const options = {
        platform: 'rss',
        expect: 'text' as const,
        userUrl: true,
        allowOrigins: [replay.origin],
      };
      const response = await platformFetch(`${replay.origin}/moved`, options);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<rss');
      expect(response.headers.get('etag')).toBe('"v1"');
      expect(response.url).toBe(`${replay.origin}/feed.xml`);
      const error = await failure(platformFetch(`${replay.origin}/away`, options));
      expect(error.kind).toBe('blocked');
      expect(error.message).toMatch(
        /^The feed at 127\.0\.0\.1:\d+ redirected to http:\/\/127\.0\.0\.1:\d+, a private/,
      );
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('stops after five redirects', async () => {
    replay.route({ path: '/loop' }, { status: 302, headers: { location: '/loop' } });
    const error = await failure(
      platformFetch(`${replay.origin}/loop`, {
        platform: 'rss',
        expect: 'text',
        userUrl: true,
        allowOrigins: [replay.origin],
      }),
    );
    expect(error.message).toMatch(/redirected more than 5 times/);
    expect(replay.requests).toHaveLength(6);
  });

  it('rejects URLs that are not http(s) or carry credentials as config errors', async () => {
    expect(
      (
        await failure(
          platformFetch('ftp://example.com/feed', { platform: 'rss', expect: 'text', userUrl: true }),
        )
      ).kind,
    ).toBe('config');
    expect(
      (
        await failure(
          platformFetch('https://u:p@example.com/feed', { platform: 'rss', expect: 'text', userUrl: true }),
        )
      ).kind,
    ).toBe('config');
  });
});
