import type { CallToolResult } from '@modelcontextprotocol/server';
import { SignalboardUnreachable } from './fetch-caller.js';
import type { RestAnswer } from './rest-caller.js';

/**
 * A tool's refusal in words (a REST error's `detail` and code, a name that matches nothing): thrown by
 * tools, turned into an `isError` result by the server, so the model reads why and can try otherwise.
 */
export class ToolRefusal extends Error {}

/** Hints for REST codes whose `detail` alone would leave a model stuck. */
const hints: Record<string, string> = {
  API_KEY_SCOPE_MISSING: 'Ask a member of the organization for a key with that scope (Settings → API keys).',
  CRM_NOT_CONNECTED: 'Connect a CRM in Settings → Integrations first.',
  PROJECT_NOT_FOUND: 'Call list_projects for the projects this key reaches.',
};

/** The REST error as the model should read it: the API's own sentence, its code, and what to do. */
export function restRefusal(answer: RestAnswer): ToolRefusal {
  const body = (answer.json ?? {}) as { detail?: unknown; code?: unknown };
  const detail =
    typeof body.detail === 'string' ? body.detail : `Signalboard answered HTTP ${answer.status}.`;
  const code = typeof body.code === 'string' ? body.code : `HTTP_${answer.status}`;
  const parts = [`${detail} (${code})`];
  if (answer.status === 429 && answer.retryAfter) parts.push(`Try again in ${answer.retryAfter} s.`);
  const hint = hints[code];
  if (hint) parts.push(hint);
  return new ToolRefusal(parts.join(' '));
}

/** The answer's JSON when the call succeeded, else the refusal. */
export function expectOk<T>(answer: RestAnswer): T {
  if (answer.status >= 200 && answer.status < 300) return answer.json as T;
  throw restRefusal(answer);
}

/** Compact JSON text: what the model reads. */
export function answer(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }] };
}

/** Any failure of a tool as an `isError` result: refusals in their words, anything else without a stack. */
export function failure(error: unknown): CallToolResult {
  const text =
    error instanceof ToolRefusal || error instanceof SignalboardUnreachable
      ? error.message
      : 'The tool failed inside Signalboard. Try again; if it keeps failing, tell the person who runs Signalboard.';
  return { content: [{ type: 'text', text }], isError: true };
}

/** Text cut to `max` characters at a word where one is near, ending in "…" when cut. */
export function cut(text: string | null | undefined, max: number): string | null {
  if (text === null || text === undefined) return null;
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max * 0.8 ? head.slice(0, space) : head}…`;
}
