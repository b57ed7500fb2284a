// What can go wrong talking to a CRM, in the engine's terms: each kind decides what happens next.

/**
 * - `auth`: the token is expired or revoked (401). An OAuth connection refreshes once and retries; after
 *   that the connection is broken ("reconnect").
 * - `scope`: the token lacks a scope (403). Broken until reconnected with the scopes.
 * - `validation`: the CRM refused the data (a required property, a validation rule, a missing custom
 *   property): broken with the CRM's message, which says what to fix in the CRM or in the mapping.
 * - `rate_limited`: 429 (or the CRM's headers say the budget is spent): wait `retryAfterMs` and go on.
 * - `unavailable`: 5xx, a timeout, the network: retried with backoff, the connection stays healthy.
 * - `not_found`: a record we kept the id of is gone (404): the push starts again from the person.
 */
export type CrmErrorKind = 'auth' | 'scope' | 'validation' | 'rate_limited' | 'unavailable' | 'not_found';

export class CrmError extends Error {
  constructor(
    readonly kind: CrmErrorKind,
    /** The CRM's own words (its `message`), or ours for the network; shown to the user. */
    message: string,
    readonly details: {
      status?: number | null;
      /** The CRM's error code or category (HubSpot `category`, Attio `code`, Pipedrive `error`). */
      code?: string | null;
      /** For `rate_limited`: how long to wait, from the CRM's own headers. */
      retryAfterMs?: number;
      /** The start of the answer, for the delivery log. */
      excerpt?: string | null;
    } = {},
  ) {
    super(message);
    this.name = 'CrmError';
  }

  get status(): number | null {
    return this.details.status ?? null;
  }
}
