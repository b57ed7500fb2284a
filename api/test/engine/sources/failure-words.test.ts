import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchContext } from '../../../src/engine/sources/connector.js';
import type { SourceFailureKind } from '../../../src/db/schema/index.js';
import { failureKind } from '../../../src/engine/sources/failure-kind.js';
import { failureWords } from '../../../src/engine/sources/failure-words.js';
import { clearBlueskySessions } from '../../../src/engine/sources/bluesky.js';
import { connectorFor, polledPlatforms } from '../../../src/engine/sources/registry.js';
import { connectorFailure, replayContext } from './connector-test-context.js';

// Every polled connector × every way a platform fails, through the connector's real code against a
// local server that answers every path with the failure of the case: the words the Data Sources tab
// shows must say what happened and what to do, each phrase once, and never a bare status line; the
// kind a client reads instead of the words (`last_error_kind`) must be the same whichever connector.

type Answer = { status: number; body: string; headers?: Record<string, string>; delayMs?: number };

let answer: Answer = { status: 200, body: '{}' };
let server: Server;
let origin: string;
/** A port nobody listens on (a server opened, then closed). */
let closedOrigin: string;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const opened = createServer(handler);
  await new Promise<void>((resolve) => opened.listen(0, '127.0.0.1', resolve));
  return opened;
}
const originOf = (opened: Server) => `http://127.0.0.1:${(opened.address() as AddressInfo).port}`;

beforeAll(async () => {
  server = await listen((request, response) => {
    request.resume();
    const { status, body, headers, delayMs } = answer;
    const send = () => {
      if (!response.destroyed)
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
    };
    if (delayMs) setTimeout(send, delayMs);
    else send();
  });
  origin = originOf(server);
  const closed = await listen(() => {});
  closedOrigin = originOf(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Settings that make each connector ask `base` (the user-URL connectors take it as their address). */
function configFor(platform: string, base: string): Record<string, unknown> {
  const configs: Record<string, Record<string, unknown>> = {
    hackernews: { keywords: ['crm'] },
    reddit: { subreddits: ['startups'] },
    rss: { feed_urls: [`${base}/feed.xml`] },
    stackexchange: { site: 'stackoverflow', tags: ['crm'] },
    github: { queries: ['crm in:title'] },
    mastodon: { instance: base, hashtags: ['crm'] },
    bluesky: { handle: 'signalboard-test.bsky.social', app_password: 'xxxx-xxxx', keywords: ['crm'] },
    lobsters: { keywords: [] },
    devto: { tags: ['crm'], keywords: [] },
    x: { bearer_token: 'AAAA-test', keywords: ['crm'] },
    sample: {},
  };
  return configs[platform] ?? {};
}

interface FailureCase {
  name: string;
  /** The base URL the connector is pointed at, and the answer of the local server. */
  base: () => string;
  answer?: Answer;
  happened: RegExp;
  toDo: RegExp;
  kind: SourceFailureKind;
}

const refusal = JSON.stringify({ message: 'Forbidden', error: 403 });
const nextPoll = /Signalboard tries again at the next poll/;
/** What a 401/403 asks the user to do, by platform (the credentials it has, or nothing to set). */
const refusedToDo: Record<string, RegExp> = {
  reddit: /set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server/,
  github: /Check the token in this source's settings/,
  x: /Check the bearer token in this source's settings/,
  bluesky: /Check the handle and the app password in this source's settings/,
  mastodon: /Check the access token in this source's settings/,
  rss: /check the feed URL in this source's settings/,
};
const goneToDo: Record<string, RegExp> = {
  reddit: /A subreddit may not exist, or be private or banned: check the names/,
  rss: /The feed has moved or is gone: check the feed URL/,
  mastodon: /Check the instance address and the hashtags/,
  stackexchange: /Check the site name in this source's settings/,
};

const cases: FailureCase[] = [
  {
    name: 'unreachable',
    base: () => closedOrigin,
    happened: /Signalboard cannot connect to .+: it refused the connection/,
    toDo: /Signalboard tries again at the next poll|Check the address/,
    kind: 'network',
  },
  {
    name: 'DNS',
    base: () => 'http://signalboard-test.invalid',
    happened: /Signalboard cannot connect to .+: its address could not be (found|looked up)/,
    toDo: /Signalboard tries again at the next poll|Check the address/,
    kind: 'network',
  },
  {
    name: 'TLS',
    base: () => origin.replace('http:', 'https:'),
    happened: /Signalboard cannot connect to .+: its secure connection/,
    toDo: /Signalboard tries again at the next poll|Check the address/,
    kind: 'network',
  },
  {
    name: 'timeout',
    base: () => origin,
    answer: { status: 200, body: '{}', delayMs: 5_000 },
    happened: /did not answer within 300 ms/,
    toDo: /It may be slow or down; Signalboard tries again at the next poll/,
    kind: 'timeout',
  },
  {
    name: '401',
    base: () => origin,
    answer: { status: 401, body: JSON.stringify({ message: 'Unauthorized', error: 401 }) },
    happened: /refused .*\(HTTP 401\)/,
    toDo: /./,
    kind: 'refused',
  },
  {
    name: '403',
    base: () => origin,
    answer: { status: 403, body: refusal },
    happened: /refused .*\(HTTP 403\)/,
    toDo: /./,
    kind: 'refused',
  },
  {
    name: '404',
    base: () => origin,
    answer: { status: 404, body: JSON.stringify({ message: 'Not Found' }) },
    happened: /has nothing at the address Signalboard reads \(HTTP 404\)/,
    toDo: /./,
    kind: 'gone',
  },
  {
    name: '429 with a retry time',
    base: () => origin,
    answer: { status: 429, body: '{}', headers: { 'retry-after': '120' } },
    happened: /asked Signalboard to slow down \(HTTP 429\); retrying after 2 min/,
    toDo: /Nothing to change; polls wait until then/,
    kind: 'rate_limited',
  },
  {
    name: '5xx',
    base: () => origin,
    answer: {
      status: 503,
      body: '<!DOCTYPE html><html><body>Down for maintenance</body></html>',
      headers: { 'content-type': 'text/html' },
    },
    happened: /had a problem on its side \(HTTP 503\)/,
    toDo: /Nothing to change here; Signalboard tries again at the next poll/,
    kind: 'outage',
  },
  {
    name: 'an unparseable body',
    base: () => origin,
    answer: { status: 200, body: '{"hits": [' },
    happened: /cannot be read|is not an RSS or Atom feed/,
    toDo: /Signalboard tries again at the next poll|the feed itself/,
    kind: 'unreadable',
  },
];

/** A run of three words said twice ("could not be ... could not be") reads as a stutter. */
function repeatedPhrase(words: string): string | null {
  const tokens = words.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const seen = new Set<string>();
  for (let i = 0; i + 3 <= tokens.length; i += 1) {
    const phrase = tokens.slice(i, i + 3).join(' ');
    if (seen.has(phrase)) return phrase;
    seen.add(phrase);
  }
  return null;
}

const platforms = polledPlatforms.filter((platform) => platform !== 'sample');

describe.each(platforms)('%s: the words for a failed poll', (platform) => {
  it.each(cases)('$name', async (failure) => {
    answer = failure.answer ?? { status: 200, body: '{}' };
    clearBlueskySessions();
    const base = failure.base();
    const context: FetchContext = replayContext(base, {
      config: configFor(platform, base),
      allowOrigins: [base],
      // Only the timeout case waits for the limit; the others must not meet it on a busy machine.
      timeoutMs: failure.name === 'timeout' ? 300 : 5_000,
      now: () => new Date('2026-06-01T12:00:00Z'),
    });
    const connector = connectorFor(platform);
    if (!connector) throw new Error(`no connector for ${platform}`);
    const error = await connectorFailure(connector.fetchNew(context));
    const words = failureWords(platform, error);

    expect(words).toMatch(failure.happened);
    expect(failureKind(error)).toBe(failure.kind);
    const toDo =
      (failure.name === '401' || failure.name === '403' ? refusedToDo[platform] : undefined) ??
      (failure.name === '404' ? goneToDo[platform] : undefined) ??
      (failure.name === '401' || failure.name === '403' || failure.name === '404' ? nextPoll : failure.toDo);
    expect(words).toMatch(toDo);
    // What happened, then what to do: two sentences at least.
    expect(words).toMatch(/^[A-Z].*\. [A-Z].*\.$/);
    expect(repeatedPhrase(words), words).toBeNull();
    // Never the raw status line ("403 Forbidden"), only the code in brackets.
    expect(words).not.toMatch(/\b\d{3} [A-Z][a-z]+/);
  });
});
