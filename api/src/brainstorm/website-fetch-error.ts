/**
 * `invalid`: not an http(s) URL. `blocked`: it (or a redirect) points to a private or reserved
 * network. `unreadable`: everything else (DNS, timeout, size, HTTP status, not HTML...).
 */
export type WebsiteFetchErrorKind = 'invalid' | 'blocked' | 'unreadable';

/** A failure to read a website; `message` is a plain-words reason users can act on. */
export class WebsiteFetchError extends Error {
  readonly kind: WebsiteFetchErrorKind;

  constructor(kind: WebsiteFetchErrorKind, reason: string) {
    super(reason);
    this.name = 'WebsiteFetchError';
    this.kind = kind;
  }
}

export function unreadable(reason: string): WebsiteFetchError {
  return new WebsiteFetchError('unreadable', reason);
}
