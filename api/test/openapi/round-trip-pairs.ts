import type { Operation } from './operations.js';

/**
 * The round-trip law's table: which read each write of api/openapi.json is checked against, how the
 * write's request is made of the read's answer (unchanged: the read itself, or the one item of a list the
 * write addresses), and which fields may differ afterwards, each with its reason. A write with nothing to
 * round-trip is listed in `notRoundTripped` with why. round-trip-law.test.ts runs it.
 */

type Json = Record<string, unknown>;

export interface RoundTripPair {
  /** The GET whose answer is written back. */
  read: string;
  /** Why a write at another path belongs to this read (same-path pairs need no word). */
  belongs?: string;
  /**
   * The write's request from the read's answer and the path values: the answer itself unless told.
   * `body` undefined sends no body (a write that takes its values in the query).
   */
  request?: (answer: unknown, path: Record<string, string>) => { body?: unknown; query?: Json };
  /** Fields (at any depth of the read's answer) that a write may change though nothing was: name → why. */
  volatile?: Record<string, string>;
}

const stamped = 'the time of the last write: a write stamps it, even one that changes nothing';

/** The item of a list answer whose `key` is the path value `param`. */
function itemOf(param: string, key = 'id', list = (answer: unknown) => answer as Json[]) {
  return (answer: unknown, path: Record<string, string>) => {
    const item = list(answer).find((entry) => entry[key] === path[param]);
    if (!item) throw new Error(`no item with ${key} = ${path[param]} in the read`);
    return item;
  };
}

const noteOf = itemOf('noteId', 'id', (answer) => (answer as { items: Json[] }).items);

/** Every write of the document, by operation name, and the read it must give back unchanged. */
export const roundTripPairs: Record<string, RoundTripPair> = {
  'PUT /api/v1/notification-settings/{projectId}': {
    read: 'GET /api/v1/notification-settings/{projectId}',
  },
  'PUT /api/v1/notifications/preferences': { read: 'GET /api/v1/notifications/preferences' },
  'PATCH /api/v1/project/{id}': {
    read: 'GET /api/v1/project/{id}',
    volatile: { updated_at: stamped },
  },
  'PUT /api/v1/project/{projectId}/assignment_rule': {
    read: 'GET /api/v1/project/{projectId}/assignment_rule',
  },
  'PUT /api/v1/project/{projectId}/crm/{provider}/settings': {
    read: 'GET /api/v1/project/{projectId}/crm/{provider}/settings',
  },
  'PUT /api/v1/leads/{projectId}/intent_signals': {
    read: 'GET /api/v1/leads/{projectId}/intent_signals',
    // The list goes under a field because the write has an option beside it (whether to analyse the
    // leads again); each signal is written back as the read answers it.
    request: (answer) => ({ body: { intent_signals: answer, reanalyze_leads: false } }),
    volatile: { updated_at: stamped },
  },
  'PATCH /api/v1/project/{id}/data-sources': {
    read: 'GET /api/v1/project/{id}/data-sources',
    // As for the signals: the list goes under `data_sources`, each source as the read answers it.
    request: (answer) => ({ body: { data_sources: answer } }),
    volatile: {
      next_poll_at:
        'a source not polled yet is due at its next tick after its last save, which a write stamps (the source’s updated_at)',
    },
  },
  'PATCH /api/v1/lead-status-configs/project/{projectId}/status/{id}': {
    read: 'GET /api/v1/lead-status-configs/project/{projectId}',
    belongs: 'the status {id} is an item of the project’s list of statuses',
    request: (answer, path) => ({ body: itemOf('id')(answer, path) }),
    volatile: { updated_at: stamped },
  },
  'PATCH /api/v1/lead-status-configs/project/{projectId}/status/{id}/position': {
    read: 'GET /api/v1/lead-status-configs/project/{projectId}',
    belongs: 'moves the status {id} of the list to the position the list answers for it',
    request: (answer, path) => ({
      query: { new_position: (itemOf('id')(answer, path) as { position: number }).position },
    }),
    volatile: { updated_at: stamped },
  },
  'PATCH /api/v1/leads/{projectId}/lead/{leadId}/notes/{noteId}': {
    read: 'GET /api/v1/leads/{projectId}/lead/{leadId}/notes',
    belongs: 'the note {noteId} is an item of the lead’s notes',
    request: (answer, path) => ({ body: noteOf(answer, path) }),
  },
  'PATCH /api/v1/organization/members/{userId}': {
    read: 'GET /api/v1/organization/members',
    belongs: 'the member {userId} is an item of the organization’s members',
    request: (answer, path) => ({ body: itemOf('userId')(answer, path) }),
  },
  'PATCH /api/v1/project/{projectId}/webhooks/{webhookId}': {
    read: 'GET /api/v1/project/{projectId}/webhooks',
    belongs: 'the webhook {webhookId} is an item of the project’s webhooks',
    request: (answer, path) => ({ body: itemOf('webhookId')(answer, path) }),
    volatile: { updated_at: stamped },
  },
  'PUT /api/v1/leads/{projectId}/lead/{leadId}/assignee': {
    read: 'GET /api/v1/leads/{projectId}/lead/{leadId}',
    belongs: 'sets the lead’s `assignee_id`, one field of the lead',
    request: (answer) => ({ body: { assignee_id: (answer as Json).assignee_id } }),
  },
  'PATCH /users_info/update_name': {
    read: 'GET /users_info/me',
    belongs: 'renames the caller, whose account /users_info/me answers',
    // The names travel in the query; an unset name (null) is left out, which keeps it.
    request: (answer) => {
      const { first_name: first, last_name: last } = answer as Json;
      return {
        query: Object.fromEntries(
          Object.entries({ first_name: first, last_name: last }).filter(([, value]) => value !== null),
        ),
      };
    },
  },
};

/** Writes with nothing to round-trip, and why. */
export const notRoundTripped: Record<string, string> = {
  'PUT /api/v1/project/{projectId}/crm/{provider}/token':
    'a write-only secret: no read answers the token (it is never shown), so there is nothing to write back',
};

/** The writes of the document: every PUT and PATCH. */
export function writeOperations(operations: Operation[]): Operation[] {
  return operations.filter((operation) => operation.method === 'PUT' || operation.method === 'PATCH');
}

/** The GET on the same path as a write, if any: the pairs the law must cover by their very shape. */
export function samePathRead(operations: Operation[], write: Operation): Operation | undefined {
  return operations.find((operation) => operation.method === 'GET' && operation.path === write.path);
}

/** The answer with the volatile fields removed at any depth, for comparison. */
export function withoutVolatile(value: unknown, volatile: Record<string, string> = {}): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutVolatile(item, volatile));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(key in volatile))
      .map(([key, item]) => [key, withoutVolatile(item, volatile)]),
  );
}

/** Where two answers differ, as `path: before → after` lines (empty when equal). */
export function differences(before: unknown, after: unknown, path = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const objects = [before, after].every((value) => value !== null && typeof value === 'object');
  if (!objects) return [`${path || '(answer)'}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`];
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  return [...keys].flatMap((key) =>
    differences(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}
