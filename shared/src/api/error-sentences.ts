// Error texts that reach a person with machine words in them (a DNS error code, "getaddrinfo", a
// browser's "Failed to fetch") turned into sentences, in one place: every ApiError's message and
// errorMessage() pass through here, so a screen never shows ENOTFOUND. A text without such words is
// returned unchanged.

/** What a request that never reached a server reads as (the client's NETWORK_ERROR_MESSAGE). */
const UNREACHABLE_SENTENCE = 'Could not reach the server. Check your connection and try again.';

const hostNotFound = (name: string) => `Signalboard could not find the host name ${name}. Check the address.`;

interface Rule {
  pattern: RegExp;
  sentence: (match: RegExpMatchArray) => string;
}

// A host name or address as Node writes it after the code (no spaces, maybe a port); a full stop or
// colon right after it ends the sentence, not the name.
const HOST = '([^\\s,;)]+)';
const host = (match: RegExpMatchArray) => match[1]!.replace(/[.:]+$/, '');

const rules: readonly Rule[] = [
  // Node's DNS failures, raw ("getaddrinfo ENOTFOUND example.invalid") or as the API words them when
  // it cannot read a website ("its address (example.invalid) could not be found").
  { pattern: new RegExp(`getaddrinfo ENOTFOUND ${HOST}`), sentence: (m) => hostNotFound(host(m)) },
  { pattern: /its address \(([^)\s]+)\) could not be found/, sentence: (m) => hostNotFound(host(m)) },
  {
    pattern: new RegExp(`getaddrinfo EAI_AGAIN ${HOST}`),
    sentence: (m) =>
      `Signalboard could not look up the host name ${host(m)} just now. Try again in a moment.`,
  },
  {
    pattern: new RegExp(`connect ECONNREFUSED ${HOST}`),
    sentence: (m) =>
      `Signalboard could not connect to ${host(m)}: the connection was refused. Check the address.`,
  },
  {
    pattern: new RegExp(`connect ETIMEDOUT ${HOST}`),
    sentence: (m) => `Signalboard could not connect to ${host(m)} in time. Try again in a moment.`,
  },
  {
    pattern: /\bread ECONNRESET\b|\bsocket hang up\b/,
    sentence: () => 'The connection was closed before an answer came. Try again in a moment.',
  },
  {
    pattern:
      /\b(?:CERT_HAS_EXPIRED|UNABLE_TO_VERIFY_LEAF_SIGNATURE|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_TLS_CERT_ALTNAME_INVALID)\b/,
    sentence: () => 'The site’s secure connection could not be verified: its certificate is not valid.',
  },
  // What browsers say when fetch() gets no answer at all (Chromium, Firefox, Safari, Node).
  {
    pattern:
      /^(?:TypeError: )?(?:Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed)$/,
    sentence: () => UNREACHABLE_SENTENCE,
  },
];

/** `text` as a sentence a person can act on, when it carries machine words; else `text` itself. */
export function errorSentence(text: string): string {
  for (const rule of rules) {
    const match = text.match(rule.pattern);
    if (match) return rule.sentence(match);
  }
  return text;
}
