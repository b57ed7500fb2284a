import { smartColumnOperators } from '../schemas/lead.js';
import { invalidFilter } from './invalid-filter.js';

export type SmartColumnKind = keyof typeof smartColumnOperators;
export type SmartColumnOperator = (typeof smartColumnOperators)[SmartColumnKind][number];

/** One checked `smart_column_values` entry: the column's answer must satisfy it. */
export type SmartValueFilter =
  | { columnId: string; operator: 'is' | 'is_not'; boolValue: boolean }
  | { columnId: string; operator: 'equals' | 'not_equals' | 'contains' | 'not_contains'; textValue: string }
  | { columnId: string; operator: 'is_empty' | 'is_not_empty' };

const allowedKeys = new Set(['column_id', 'operator', 'bool_value', 'text_value']);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxText = 200;

/**
 * Reads one entry of `smart_column_values` (a JSON string; `path` names it, e.g. `smart_column_values.0`)
 * against the project's columns and their kinds; every problem is a 422 naming `<path>[.<key>]`.
 */
export function parseSmartValueFilter(
  raw: string,
  path: string,
  columns: ReadonlyMap<string, SmartColumnKind>,
): SmartValueFilter {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidFilter(
      path,
      'must be a JSON object like {"column_id": "...", "operator": "is", "bool_value": true}',
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalidFilter(path, 'must be a JSON object with column_id and operator');
  const entry = value as Record<string, unknown>;
  const unknownKey = Object.keys(entry).find((key) => !allowedKeys.has(key));
  if (unknownKey !== undefined) throw invalidFilter(`${path}.${unknownKey}`, 'is not an allowed field');

  const columnId = entry.column_id;
  if (typeof columnId !== 'string' || !uuid.test(columnId))
    throw invalidFilter(`${path}.column_id`, 'must be a valid id');
  const kind = columns.get(columnId.toLowerCase());
  if (!kind) throw invalidFilter(`${path}.column_id`, 'is not a smart column of this project');

  const allowed: readonly string[] = smartColumnOperators[kind];
  const operator = entry.operator;
  if (typeof operator !== 'string' || !allowed.includes(operator))
    throw invalidFilter(
      `${path}.operator`,
      `must be one of ${allowed.map((name) => JSON.stringify(name)).join(', ')} for a ${kind} column`,
    );
  const id = columnId.toLowerCase();

  switch (operator) {
    case 'is':
    case 'is_not': {
      if (typeof entry.bool_value !== 'boolean')
        throw invalidFilter(`${path}.bool_value`, `must be true or false with "${operator}"`);
      return { columnId: id, operator, boolValue: entry.bool_value };
    }
    case 'equals':
    case 'not_equals':
    case 'contains':
    case 'not_contains': {
      const text = entry.text_value;
      if (typeof text !== 'string' || text.trim() === '')
        throw invalidFilter(`${path}.text_value`, `must be a non-empty string with "${operator}"`);
      if (text.length > maxText)
        throw invalidFilter(`${path}.text_value`, `must be at most ${maxText} characters long`);
      return { columnId: id, operator, textValue: text.trim() };
    }
    default:
      return { columnId: id, operator: operator as 'is_empty' | 'is_not_empty' };
  }
}
