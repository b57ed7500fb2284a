import { CrmError } from './crm-errors.js';
import type {
  CrmAccount,
  CrmAdapter,
  CrmCredentials,
  CrmEndpoints,
  CrmExchange,
  CrmRequest,
  CrmResponse,
  CrmSession,
} from './crm-types.js';

// The one way Signalboard speaks to a CRM: JSON over fetch with a timeout, the adapter's credentials,
// every exchange recorded for the delivery log (without tokens), and every answer but a 2xx turned into
// a CrmError of the right kind. The endpoints are the operator's configuration (https, or a loopback
// fake in tests), never a user's URL, so no address check is needed here.

export const crmTimeoutMs = 15_000;
const excerptChars = 500;

export interface SessionOptions {
  adapter: CrmAdapter;
  endpoints: CrmEndpoints;
  credentials: CrmCredentials;
  account: CrmAccount | null;
  /** Each request and its answer, for the delivery log. */
  onExchange?: (exchange: CrmExchange) => void;
  /** The CRM's headers say its budget is spent: the engine keeps every worker off it for this long. */
  onWait?: (waitMs: number) => void;
  timeoutMs?: number;
}

/** Cuts an answer for the log and strips anything that looks like a token. */
export function excerptOf(text: string): string {
  return text
    .slice(0, excerptChars)
    .replace(/("(?:access_token|refresh_token|api_token|token)"\s*:\s*")[^"]*"/gi, '$1…"');
}

export function createSession(options: SessionOptions): CrmSession {
  const { adapter } = options;
  const session: CrmSession = {
    credentials: options.credentials,
    endpoints: options.endpoints,
    account: options.account,
    async request<T>(call: CrmRequest): Promise<CrmResponse<T>> {
      const url = /^https?:\/\//.test(call.path) ? call.path : `${adapter.apiRoot(session)}${call.path}`;
      const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
      if (call.body !== undefined) headers['content-type'] ??= 'application/json';
      adapter.authorize(options.credentials, headers);
      const logged = { method: call.method, path: new URL(url).pathname };
      let response: Response;
      try {
        response = await fetch(url, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? crmTimeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        options.onExchange?.({ ...logged, status: null, excerpt: null });
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new CrmError(
          'unavailable',
          timedOut
            ? `${adapter.label} did not answer within ${Math.round((options.timeoutMs ?? crmTimeoutMs) / 1000)} seconds.`
            : `${adapter.label} could not be reached.`,
        );
      }
      const text = await response.text();
      const excerpt = text ? excerptOf(text) : null;
      options.onExchange?.({ ...logged, status: response.status, excerpt });
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const wait = adapter.waitFrom(response, new Date());
      if (response.ok) {
        if (wait !== null && wait > 0) options.onWait?.(wait);
        return { status: response.status, body: body as T, headers: response.headers };
      }
      throw errorFor(adapter, response.status, body, excerpt, wait);
    },
  };
  return session;
}

/** The kind of a non-2xx answer, with the CRM's words. */
export function errorFor(
  adapter: CrmAdapter,
  status: number,
  body: unknown,
  excerpt: string | null,
  wait: number | null,
): CrmError {
  const { message, code } = adapter.errorFrom(status, body);
  const details = { status, code, excerpt };
  if (status === 429)
    return new CrmError('rate_limited', message, { ...details, retryAfterMs: wait ?? 10_000 });
  if (status === 401) return new CrmError('auth', message, details);
  if (status === 403) return new CrmError('scope', message, details);
  if (status === 404) return new CrmError('not_found', message, details);
  if (status >= 500) return new CrmError('unavailable', message, details);
  return new CrmError('validation', message, details);
}

/** Seconds or an HTTP date, as Retry-After may be either; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: Date): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}
