import { expectOk, ToolRefusal } from './tool-answers.js';
import type { RestCaller } from './rest-caller.js';

/**
 * Names for ids and ids for names: a model speaks of "Contacted" and "Looking for a CRM", the REST API
 * of uuids. Read per tool call (two small GETs), so a renamed status is never stale.
 */
export interface Named {
  id: string;
  name: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => uuidPattern.test(value);

export async function statusesOf(call: RestCaller, projectId: string): Promise<Named[]> {
  const list = expectOk<Named[]>(await call('GET', `/api/v1/lead-status-configs/project/${projectId}`));
  return list.map(({ id, name }) => ({ id, name }));
}

export async function signalsOf(call: RestCaller, projectId: string): Promise<Named[]> {
  const list = expectOk<Named[]>(await call('GET', `/api/v1/leads/${projectId}/intent_signals`));
  return list.map(({ id, name }) => ({ id, name }));
}

/** The one item named so (an id, or a name in any case); a refusal listing the choices otherwise. */
export function pick(items: Named[], wanted: string, what: string): Named {
  const key = wanted.trim().toLowerCase();
  const found = items.find((item) => item.id.toLowerCase() === key || item.name.toLowerCase() === key);
  if (found) return found;
  const choices = items.map((item) => `"${item.name}"`).join(', ');
  throw new ToolRefusal(
    `No ${what} is called "${wanted}" in this project. Choose one of: ${choices || 'none'}.`,
  );
}

/** Id -> name, for answers; an id the map lacks stays an id. */
export function namer(items: Named[]): (id: string | null | undefined) => string | null {
  const names = new Map(items.map((item) => [item.id, item.name]));
  return (id) => (id ? (names.get(id) ?? id) : null);
}
