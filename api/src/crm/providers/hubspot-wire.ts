import { retryAfterMs } from '../crm-http.js';

// HubSpot's wire details shared by the adapter's parts: the API version in every path, the names of the
// properties Signalboard owns, how an error answer reads, and what its rate-limit headers ask for.
// Docs: https://developers.hubspot.com/docs/api-reference/latest/overview (date-versioned paths) and
// https://developers.hubspot.com/docs/developer-tooling/platform/usage-guidelines (limits and headers).

/** The date version of the CRM, account and OAuth APIs (replaces /crm/v3/; supported 18 months at least). */
export const hubspotApiVersion = '2026-03';

export const hubspotPaths = {
  token: `/oauth/${hubspotApiVersion}/token`,
  revoke: `/oauth/${hubspotApiVersion}/token/revoke`,
  accountDetails: `/account-info/${hubspotApiVersion}/details`,
  /** Private app tokens only; needs no scope. Not date-versioned yet. */
  privateTokenInfo: '/oauth/v2/private-apps/get/access-token-info',
  contactProperties: `/crm/properties/${hubspotApiVersion}/contacts`,
  contacts: `/crm/objects/${hubspotApiVersion}/contacts`,
  notes: `/crm/objects/${hubspotApiVersion}/notes`,
};

/** The unique contact property a lead's author key lives in: what a push finds the person by. */
export const authorKeyProperty = 'signalboard_author_key';

/** HubSpot's own association type for note -> contact ("HUBSPOT_DEFINED" 202). */
export const noteToContactTypeId = 202;

/** The contact properties Signalboard creates (prepare), the first being the unique author key. */
export const signalboardProperties = [
  {
    name: authorKeyProperty,
    label: 'Signalboard author key',
    type: 'string',
    fieldType: 'text',
    hasUniqueValue: true,
    description:
      'Who this person is on the platform Signalboard found them on (platform:handle). Set by Signalboard.',
  },
  {
    name: 'signalboard_profile_url',
    label: 'Signalboard profile URL',
    type: 'string',
    fieldType: 'text',
    hasUniqueValue: false,
    description: "The person's profile on the platform Signalboard found them on.",
  },
  {
    name: 'signalboard_platform',
    label: 'Signalboard platform',
    type: 'string',
    fieldType: 'text',
    hasUniqueValue: false,
    description: 'Where Signalboard found this person (Reddit, Hacker News, ...).',
  },
  {
    name: 'signalboard_score',
    label: 'Signalboard score',
    type: 'number',
    fieldType: 'number',
    hasUniqueValue: false,
    description: "The best score (0-100) of this person's leads in Signalboard.",
  },
] as const;

type ErrorBody = {
  message?: unknown;
  category?: unknown;
  errorType?: unknown;
  policyName?: unknown;
  error?: unknown;
  error_description?: unknown;
  errors?: { message?: unknown; context?: Record<string, unknown> }[];
};

/**
 * HubSpot's error body is `{status: "error", message, correlationId, category, errors?}`; the 429 carries
 * `errorType: RATE_LIMIT` and `policyName` instead of a category; the OAuth endpoints answer RFC 6749
 * `{error, error_description}` (with the old `status`/`message` kept). A 403 names the scopes it needed in
 * `errors[].context.requiredGranularScopes`, which the message then says, so the user knows what to add.
 */
export function hubspotErrorFrom(status: number, body: unknown): { message: string; code: string | null } {
  const fallback = `HubSpot answered HTTP ${status}.`;
  if (!body || typeof body !== 'object') return { message: fallback, code: null };
  const error = body as ErrorBody;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  let message = text(error.message) ?? text(error.error_description) ?? fallback;
  const details = Array.isArray(error.errors) ? error.errors : [];
  const scopes = details.flatMap((detail) => {
    const context = detail?.context ?? {};
    const named = context.requiredGranularScopes ?? context.requiredScopes ?? context.missingScopes;
    return Array.isArray(named) ? named.filter((scope): scope is string => typeof scope === 'string') : [];
  });
  if (scopes.length > 0) message = `${message} Needed: ${[...new Set(scopes)].join(', ')}.`;
  else {
    const first = text(details[0]?.message);
    if (first && !message.includes(first)) message = `${message} ${first}`;
  }
  const code = text(error.category) ?? text(error.policyName) ?? text(error.errorType) ?? text(error.error);
  return { message, code };
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * HubSpot's limit is a rolling window per app and account: `X-HubSpot-RateLimit-Remaining` of
 * `-Max` per `-Interval-Milliseconds` (10 s), plus a per-second budget on some tokens
 * (`-Secondly-Remaining`). A spent window means waiting a whole interval (it rolls, so less may do,
 * but HubSpot does not say when the oldest call leaves it). A Retry-After, when sent, wins if longer.
 * The daily budget is left to the 429 itself: its reset is midnight in the account's time zone.
 */
export function hubspotWaitFrom(response: { status: number; headers: Headers }, now: Date): number | null {
  const { headers } = response;
  const waits: number[] = [];
  const retryAfter = retryAfterMs(headers.get('retry-after'), now);
  if (retryAfter !== null) waits.push(retryAfter);
  const remaining = headerNumber(headers, 'x-hubspot-ratelimit-remaining');
  const interval = headerNumber(headers, 'x-hubspot-ratelimit-interval-milliseconds');
  if (remaining !== null && remaining <= 0 && interval !== null && interval > 0) waits.push(interval);
  const secondly = headerNumber(headers, 'x-hubspot-ratelimit-secondly-remaining');
  if (secondly !== null && secondly <= 0) waits.push(1000);
  return waits.length > 0 ? Math.max(...waits) : null;
}
