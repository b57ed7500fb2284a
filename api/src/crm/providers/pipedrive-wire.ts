import { retryAfterMs } from '../crm-http.js';

// Pipedrive's wire words shared by the adapter's parts: its scopes, its error bodies and its rate-limit
// headers. Sources: the v2 OpenAPI document (developers.pipedrive.com/docs/api/v2/openapi.yaml), the
// "Rate limiting", "Responses" and "OAuth status codes" pages of pipedrive.readme.io.

/** The person field that holds the author key; Pipedrive gives it a 40-character key per company. */
export const authorKeyFieldName = 'Signalboard author key';

/**
 * What a push calls and the scope each needs (from the OpenAPI `security` of each operation):
 * users/me `base`; persons and their search and notes `contacts:full`; leads `leads:full`; creating
 * the person field `contact-fields:full` (or `admin`, which also allows it).
 */
export const pipedriveScopes = ['base', 'contacts:full', 'leads:full', 'contact-fields:full'];

/** The scopes a grant lacks; `admin` stands in for `contact-fields:full` as the OpenAPI allows. */
export function missingScopes(granted: string[]): string[] {
  const have = new Set(granted);
  return pipedriveScopes.filter(
    (scope) => !have.has(scope) && !(scope === 'contact-fields:full' && have.has('admin')),
  );
}

/** Pipedrive says `scope` space- or comma-separated depending on the page; both are read. */
export function scopesOf(value: unknown): string[] | null {
  if (typeof value !== 'string') return null;
  return value.split(/[\s,]+/).filter(Boolean);
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * The API answers `{success:false, error, error_info, errorCode?, code?}`; the OAuth server answers
 * RFC 6749's `{error, error_description}`; Cloudflare answers a 403 HTML page to a client that keeps
 * calling past its 429s. The CRM's words come first; a sentence is added where they do not say what to do.
 */
export function pipedriveErrorFrom(status: number, body: unknown): { message: string; code: string | null } {
  const fields = record(body);
  let message: string | null = null;
  let code: string | null = null;
  if (fields) {
    if (typeof fields.error_description === 'string') {
      message = fields.error_description;
      code = typeof fields.error === 'string' ? fields.error : null;
    } else {
      message =
        typeof fields.error === 'string'
          ? fields.error
          : typeof fields.message === 'string'
            ? fields.message
            : null;
      code =
        typeof fields.code === 'string'
          ? fields.code
          : typeof fields.errorCode === 'number' || typeof fields.errorCode === 'string'
            ? String(fields.errorCode)
            : null;
    }
  } else if (status === 403 && typeof body === 'string' && /cloudflare/i.test(body)) {
    return {
      message:
        'Pipedrive blocked further requests (a Cloudflare 403) because calls went on past its rate limit. Wait a few minutes, then try again.',
      code: 'cloudflare',
    };
  }
  message ??= `Pipedrive answered HTTP ${status} without saying why.`;
  if (/scope and url mismatch/i.test(message))
    message += `. The Pipedrive app is missing a scope Signalboard needs (${pipedriveScopes.join(', ')}); connect Pipedrive again once the app has them.`;
  else if (status === 401)
    message +=
      '. Pipedrive no longer accepts this token: connect Pipedrive again, or paste a current API token.';
  return { message, code };
}

function seconds(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed * 1000 : null;
}

/**
 * Burst limits run in 2-second windows per token: `x-ratelimit-remaining` and `x-ratelimit-reset`
 * (seconds) come on every answer. A 429 with `x-daily-requests-left: 0` means the day's POST/PUT
 * allowance of an API token is spent until midnight UTC; older answers carry `Retry-After` instead.
 */
export function pipedriveWaitFrom(response: { status: number; headers: Headers }, now: Date): number | null {
  const headers = response.headers;
  const reset = seconds(headers.get('x-ratelimit-reset'));
  if (response.status === 429) {
    if (headers.get('x-daily-requests-left') === '0') {
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      return midnight - now.getTime();
    }
    const retry = retryAfterMs(headers.get('retry-after'), now);
    if (retry !== null || reset !== null) return Math.max(retry ?? 0, reset ?? 0);
    return null;
  }
  if (headers.get('x-ratelimit-remaining') === '0') return reset ?? 2000;
  return null;
}

/** Escapes text for the HTML Pipedrive stores in a note's `content`. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Pipedrive ids are integers; anything else was never one of its records. */
export function pipedriveId(id: string): number | null {
  const parsed = Number(id);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}
