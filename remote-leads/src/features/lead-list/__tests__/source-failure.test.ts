// The empty lead list's short sentences, from the kind the API gives a failure (`last_error_kind`),
// or read back from its words (`last_error`, api/src/engine/sources/failure-words.ts: what happened,
// then advice) when the API recorded it without a kind.
import type { DataSource } from '@signalboard/shared/api';
import { workingSource } from '../../../testing/leads-list-routes';
import { failureKind, failureSentence, serverIsOffline, type SourceFailureKind } from '../source-failure';

const failing = (platform: string, lastError: string, kind?: SourceFailureKind): DataSource =>
  workingSource({
    platform,
    last_error: lastError,
    consecutive_failures: 2,
    ...(kind ? { last_error_kind: kind } : {}),
  });

const cases: [string, string, string, string][] = [
  [
    'hackernews',
    "Signalboard cannot connect to Hacker News: its address could not be found (no internet connection, or no such site). Signalboard tries again at the next poll; if it keeps failing, check this server's network access.",
    'network',
    'Hacker News cannot be reached from this server.',
  ],
  [
    'rss',
    "Signalboard cannot connect to the feed at example.com: it refused the connection. Check the address in this source's settings; Signalboard tries again at the next poll.",
    'network',
    'RSS cannot be reached from this server.',
  ],
  [
    'hackernews',
    'Hacker News did not answer within 10 s. It may be slow or down; Signalboard tries again at the next poll.',
    'timeout',
    'Hacker News did not answer in time.',
  ],
  [
    'reddit',
    'Reddit asked Signalboard to slow down (HTTP 429 Too Many Requests); retrying after 60 s. Nothing to change; polls wait until then.',
    'rate_limited',
    'Reddit asked Signalboard to slow down; it waits, then tries again.',
  ],
  [
    'stackexchange',
    'Stack Exchange throttled the requests (too many requests from this IP); retrying after 30 s.',
    'rate_limited',
    'Stack Exchange asked Signalboard to slow down; it waits, then tries again.',
  ],
  [
    'github',
    "GitHub refused the request (HTTP 401: Bad credentials). Check the token in this source's settings: it may have expired or lack access to these repositories.",
    'refused',
    'GitHub refused access: check its credentials.',
  ],
  [
    'reddit',
    'Reddit refused the request, the public feed included (HTTP 403). Set REDDIT_CLIENT_ID; until then nothing can be read from Reddit on this server.',
    'refused',
    'Reddit refused access: this server needs an approved Reddit API app.',
  ],
  [
    'rss',
    "The feed at example.com has nothing at the address Signalboard reads (HTTP 404 Not Found). The feed has moved or is gone: check the feed URL in this source's settings.",
    'gone',
    'RSS has nothing at the address in its settings.',
  ],
  [
    'hackernews',
    'Hacker News had a problem on its side (HTTP 503 Service Unavailable). Nothing to change here; Signalboard tries again at the next poll.',
    'outage',
    'Hacker News had a problem on its side.',
  ],
  [
    'lobsters',
    'Lobsters sent something other than a list of stories. Often a passing outage page; Signalboard tries again at the next poll.',
    'unreadable',
    'Lobsters sent an answer Signalboard could not read.',
  ],
  [
    'rss',
    "http://10.0.0.1 is a private or reserved network address; Signalboard only reads public addresses. Use a public address in this source's settings.",
    'blocked',
    'RSS points to a private network address, which Signalboard does not read.',
  ],
  ['mastodon', 'Mastodon: add a hashtag or a keyword.', 'other', 'Mastodon: add a hashtag or a keyword.'],
  [
    'reddit',
    '"r/x y" is not a subreddit name (letters, digits and _ only, e.g. startups).',
    'other',
    'Reddit: "r/x y" is not a subreddit name (letters, digits and _ only, e.g. startups).',
  ],
];

describe('source failures in short sentences', () => {
  it.each(cases)('%s, kind from the API: %s', (platform, lastError, kind, sentence) => {
    const source = failing(platform, lastError, kind as SourceFailureKind);
    expect(failureKind(source)).toBe(kind);
    expect(failureSentence(source)).toBe(sentence);
  });

  it.each(cases)('%s, recorded without a kind: %s', (platform, lastError, kind, sentence) => {
    const source = failing(platform, lastError);
    expect(failureKind(source)).toBe(kind);
    expect(failureSentence(source)).toBe(sentence);
  });

  it("goes by the API's kind when the words would mislead", () => {
    const outage =
      'The feed at refused.example.com had a problem on its side (HTTP 503). Nothing to change here.';
    expect(failureKind(failing('rss', outage))).toBe('refused');
    expect(failureSentence(failing('rss', outage, 'outage'))).toBe('RSS had a problem on its side.');
    expect(failureSentence(failing('mastodon', 'Mastodon: add a hashtag or a keyword.', 'settings'))).toBe(
      'Mastodon: add a hashtag or a keyword.',
    );
  });

  it('tells a server without internet from a feed at a wrong address', () => {
    const dns = (platform: string) =>
      failing(platform, `Signalboard cannot connect to ${platform}: its address could not be found.`);
    expect(serverIsOffline([dns('hackernews'), dns('rss')])).toBe(true);
    expect(serverIsOffline([dns('rss')])).toBe(false);
    expect(
      serverIsOffline([dns('hackernews'), failing('github', 'GitHub refused the request (HTTP 401).')]),
    ).toBe(false);
    expect(serverIsOffline([])).toBe(false);
    expect(serverIsOffline([failing('hackernews', 'Hacker News could not be read.', 'network')])).toBe(true);
    expect(serverIsOffline([failing('hackernews', 'Hacker News could not be reached.', 'timeout')])).toBe(
      false,
    );
  });
});
