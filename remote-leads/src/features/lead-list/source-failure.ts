// Why a data source fails, in one short sentence for the empty lead list. The API says the kind of a
// failed poll (`last_error_kind`: api/src/engine/sources/failure-kind.ts) beside its words (`last_error`:
// failure-words.ts, what happened, then advice that is often long); here each kind is said briefly, in
// this one place. Only a failure the API recorded without its kind (before it had them) is read back
// from its words.
import { platformName, type DataSource } from '@signalboard/shared/api';

export type SourceFailureKind = NonNullable<DataSource['last_error_kind']>;

/** Platforms read at their own fixed address: failing to connect to one says nothing about a setting. */
const fixedAddress = new Set([
  'hackernews',
  'reddit',
  'stackexchange',
  'github',
  'bluesky',
  'lobsters',
  'devto',
  'x',
]);
const withCredentials = new Set(['github', 'x', 'bluesky', 'mastodon']);

// The kind in the words, for a failure recorded without it. Checked in order: "cannot connect to the
// feed: the site refused the connection" is a network failure.
const kindsInWords: [SourceFailureKind, RegExp][] = [
  [
    'network',
    /cannot connect to|could not be reached|address could not be (found|looked up)|refused the connection|closed the connection|connection timed out|secure connection/i,
  ],
  ['timeout', /did not answer within/i],
  ['rate_limited', /slow down|throttled|too many requests|\b429\b/i],
  ['blocked', /private or reserved network|only http\(s\) is read/i],
  ['refused', /refused|\b40[13]\b/i],
  ['gone', /has nothing at the address|\b(404|410)\b/i],
  ['outage', /problem on its side|\bHTTP 5\d\d\b/i],
  [
    'unreadable',
    /HTML page|cannot be read|without a list|something other than|not an RSS or Atom feed|sent more than|errors only|not an object|not a list|without posts/i,
  ],
];

export const isFailing = (source: DataSource): boolean =>
  source.consecutive_failures > 0 && source.last_error !== null;

export function failureKind(source: DataSource): SourceFailureKind {
  if (source.last_error_kind) return source.last_error_kind;
  const error = source.last_error ?? '';
  return kindsInWords.find(([, test]) => test.test(error))?.[0] ?? 'other';
}

/** The first sentence of the error (its "what happened"), without its final stop. */
function firstSentence(error: string): string {
  return (error.split(/\.\s+(?=[A-Z])/)[0] ?? error).trim().replace(/[.;:]+$/, '');
}

/** "Hacker News cannot be reached from this server." */
export function failureSentence(source: DataSource): string {
  const name = platformName(source.platform);
  switch (failureKind(source)) {
    case 'network':
      return `${name} cannot be reached from this server.`;
    case 'timeout':
      return `${name} did not answer in time.`;
    case 'rate_limited':
      return `${name} asked Signalboard to slow down; it waits, then tries again.`;
    case 'blocked':
      return `${name} points to a private network address, which Signalboard does not read.`;
    case 'refused':
      if (source.platform === 'reddit')
        return 'Reddit refused access: this server needs an approved Reddit API app.';
      return withCredentials.has(source.platform)
        ? `${name} refused access: check its credentials.`
        : `${name} refused Signalboard’s requests.`;
    case 'gone':
      return `${name} has nothing at the address in its settings.`;
    case 'outage':
      return `${name} had a problem on its side.`;
    case 'unreadable':
      return `${name} sent an answer Signalboard could not read.`;
    case 'settings':
    case 'other': {
      // Settings problems ("Mastodon: add a hashtag or a keyword") already say what to change.
      const what = firstSentence(source.last_error ?? '');
      return `${what.startsWith(name) ? what : `${name}: ${what}`}.`;
    }
  }
}

/**
 * This server reaches no platform: every failing source fails to connect, and at least one of them
 * is a platform at its own well-known address (a feed at a mistyped address would fail the same way).
 */
export function serverIsOffline(failing: readonly DataSource[]): boolean {
  return (
    failing.length > 0 &&
    failing.every((source) => failureKind(source) === 'network') &&
    failing.some((source) => fixedAddress.has(source.platform))
  );
}
