// The live channel of a project's leads (GET /api/v1/leads/{projectId}/events): server-sent events read
// with fetch, because EventSource cannot send the bearer token (and the token never goes in a URL).
// It carries `new_leads` (leads stored) and `lead_changed` (owners or notes changed, issue 26).
import { getRuntimeConfig } from '@signalboard/shared/config';
import { getAccessToken } from '@signalboard/shared/session';
import { ApiError } from './api-error';
import type { components } from './schema.gen';

export type NewLeadsEvent = components['schemas']['NewLeadsEvent'];
/** Owners or notes of some leads changed (issue 26): `fields` says which, `actor_user_id` who. */
export type LeadChangedEvent = components['schemas']['LeadChangedEvent'];

export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * A text/event-stream parser (the HTML spec's rules, minus what this API never sends): feed it chunks as
 * they arrive, in any split, and it calls `onEvent` once per complete event. Comments (heartbeats) and
 * events without data are skipped; `retry:` is reported to `onRetry`.
 */
export function createEventStreamParser(
  onEvent: (event: ServerSentEvent) => void,
  onRetry: (ms: number) => void = () => {},
): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    event = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };

  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (end < 0 || (buffer[end] === '\r' && end === buffer.length - 1)) return;
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };
}

const LEAD_CHANGED_FIELDS: readonly string[] = ['assignee', 'notes'] satisfies LeadChangedEvent['fields'];
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The data of a `lead_changed` event, or null when it is not one this client understands (not JSON, a
 * field missing). Fields a newer server adds that this client does not know are left out, so a refetch
 * is never asked for something no screen here shows.
 */
export function parseLeadChanged(data: string): LeadChangedEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  const { project_id, lead_ids, fields, actor_user_id, count } = event;
  if (!isString(project_id) || !Array.isArray(lead_ids) || !lead_ids.every(isString)) return null;
  if (!Array.isArray(fields)) return null;
  const known = fields.filter((field): field is LeadChangedEvent['fields'][number] =>
    LEAD_CHANGED_FIELDS.includes(field as string),
  );
  if (known.length === 0) return null;
  return {
    project_id,
    lead_ids,
    fields: known,
    actor_user_id: isString(actor_user_id) ? actor_user_id : null,
    count: typeof count === 'number' ? count : lead_ids.length,
  };
}

export interface LeadEventHandlers {
  /** The server listens now: anything stored from here on arrives as onNewLeads. */
  onReady?: () => void;
  onNewLeads: (event: NewLeadsEvent) => void;
  /** Someone changed owners or notes of the project's leads (their own changes included). */
  onLeadChanged?: (event: LeadChangedEvent) => void;
  /** The server's suggested reconnect delay. */
  onRetry?: (ms: number) => void;
}

/**
 * Opens the project's event stream and reads it until it ends (resolves) or fails (rejects: ApiError with
 * the status for a refused request, status 0 when the server cannot be reached). Abort `signal` to close.
 */
export async function readLeadEvents(
  projectId: string,
  handlers: LeadEventHandlers,
  signal: AbortSignal,
): Promise<void> {
  const token = getAccessToken();
  if (!token) throw new ApiError(401, null, 'No access token found');
  let response: Response;
  try {
    response = await globalThis.fetch(
      `${getRuntimeConfig().apiUrl}/api/v1/leads/${encodeURIComponent(projectId)}/events`,
      { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal },
    );
  } catch (error) {
    if (signal.aborted) return;
    throw new ApiError(0, null, error instanceof Error ? error.message : 'Could not reach the server');
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body, `The live updates were refused (${response.status})`);
  }
  const push = createEventStreamParser((event) => {
    if (event.event === 'ready') handlers.onReady?.();
    else if (event.event === 'new_leads') handlers.onNewLeads(JSON.parse(event.data) as NewLeadsEvent);
    else if (event.event === 'lead_changed') {
      const changed = parseLeadChanged(event.data);
      if (changed) handlers.onLeadChanged?.(changed);
    }
  }, handlers.onRetry);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      push(value);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw new ApiError(0, null, error instanceof Error ? error.message : 'The live updates stopped');
  } finally {
    reader.releaseLock();
  }
}
