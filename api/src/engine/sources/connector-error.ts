/**
 * Why a poll failed, in a form the poller can act on (`kind`, `retryAfterSeconds`) and what happened in
 * words (`message`), e.g. "Reddit asked Signalboard to slow down (HTTP 429); retrying after 60 s". The
 * Data Sources tab shows it with what to do (failure-words.ts).
 *
 * - rate_limited: the platform asked us to slow down (429, GitHub 403 with no requests left, Stack
 *   Exchange throttle_violation). `retryAfterSeconds` when the platform said how long.
 * - http: any other non-2xx answer (`status` set).
 * - timeout: no complete answer within the request's time limit.
 * - network: DNS, refused or reset connections, TLS failures.
 * - malformed: a 2xx answer we cannot read (bad JSON, HTML instead of JSON, too large, not a feed).
 * - auth: 401/403: the credentials are missing, wrong or not allowed to read this.
 * - blocked: a user-given URL (feed, instance) points at a private or reserved network address.
 * - config: the source's settings cannot work (an invalid query or URL): polling again will not help.
 */
export type ConnectorErrorKind =
  'rate_limited' | 'http' | 'timeout' | 'network' | 'malformed' | 'auth' | 'blocked' | 'config';

export class ConnectorError extends Error {
  readonly kind: ConnectorErrorKind;
  readonly status: number | null;
  readonly retryAfterSeconds?: number;
  /** The parsed JSON body of an error answer, when it had one (connectors read platform error codes). */
  readonly body?: unknown;
  /**
   * What the user should do, when the connector knows better than the advice for its kind
   * (failure-words.ts), e.g. Reddit's refusal of both its API and its feed.
   */
  readonly hint?: string;

  constructor(
    kind: ConnectorErrorKind,
    message: string,
    options: {
      status?: number | null;
      retryAfterSeconds?: number;
      body?: unknown;
      hint?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ConnectorError';
    this.kind = kind;
    this.status = options.status ?? null;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.body !== undefined) this.body = options.body;
    if (options.hint !== undefined) this.hint = options.hint;
  }
}

/** "retrying after 60 s" / "retrying after 5 min" / "retrying later". */
export function retryWords(seconds: number | undefined): string {
  if (seconds === undefined) return 'retrying later';
  if (seconds < 120) return `retrying after ${seconds} s`;
  if (seconds < 7200) return `retrying after ${Math.ceil(seconds / 60)} min`;
  return `retrying after ${Number((seconds / 3600).toFixed(1))} h`;
}
