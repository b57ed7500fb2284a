// The live channel of a project's leads (GET /api/v1/leads/{projectId}/events): server-sent events read
// with fetch, because EventSource cannot send the bearer token (and the token never goes in a URL).
import { getRuntimeConfig } from '@signalboard/shared/config';
import { getAccessToken } from '@signalboard/shared/session';
import { ApiError } from './api-error';
import type { components } from './schema.gen';

export type NewLeadsEvent = components['schemas']['NewLeadsEvent'];

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

export interface LeadEventHandlers {
  /** The server listens now: anything stored from here on arrives as onNewLeads. */
  onReady?: () => void;
  onNewLeads: (event: NewLeadsEvent) => void;
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
