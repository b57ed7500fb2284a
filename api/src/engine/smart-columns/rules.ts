import type { SmartColumnRules } from '../../db/schema/index.js';

export const smartColumnEntities = [
  'competitor',
  'price',
  'url',
  'email',
  'question',
  'team_size',
  'deadline',
  'location',
  'role',
] as const;
export const smartColumnExtracts = [...smartColumnEntities, 'keyword', 'pattern'] as const;

export type SmartColumnEntity = (typeof smartColumnEntities)[number];
export type SmartColumnExtract = (typeof smartColumnExtracts)[number];
export type SmartColumnKind = 'boolean' | 'text';

export const compareOperators = ['lt', 'lte', 'gt', 'gte', 'is'] as const;
export type CompareOperator = (typeof compareOperators)[number];

/**
 * What a yes/no column asks of the entity it finds: a number compared ("fewer than 10 people":
 * `{op: 'lt', value: 10}` on `team_size`; `price` too), or one of some names (`is`: a place holding
 * "UK", a role like "founder"). The entity missing from a post answers "not stated" (null).
 */
export type SmartColumnCompare =
  { op: 'lt' | 'lte' | 'gt' | 'gte'; value: number } | { op: 'is'; value: string[] };

/**
 * The local rules of a smart column, as stored and shown (every key present). See README.md. (A type,
 * not an interface, so that it fits the jsonb column's index-signature type.)
 */
export type SmartColumnRuleSet = {
  match: 'any' | 'all';
  keywords: string[];
  patterns: string[];
  entities: SmartColumnEntity[];
  competitors: string[];
  extract: SmartColumnExtract | null;
  compare: SmartColumnCompare | null;
};

export const ruleLimits = {
  keywords: 30,
  keyword: 80,
  patterns: 10,
  pattern: 200,
  competitors: 50,
  competitor: 80,
  compareValues: 10,
} as const;

/** Trimmed, inner white space collapsed, empty and repeated (case-insensitive) entries dropped. */
export function cleanList(values: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values ?? []) {
    const clean = value.replace(/\s+/g, ' ').trim();
    const key = clean.toLowerCase();
    if (clean === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(clean);
  }
  return out;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Rules as stored, read defensively: rows written by an older version (or by hand) get every key with
 * its default, and anything unknown is dropped, so the evaluator only ever sees a whole rule set.
 */
export function readRules(stored: SmartColumnRules | null | undefined): SmartColumnRuleSet {
  const rules = stored ?? {};
  return {
    match: rules.match === 'all' ? 'all' : 'any',
    keywords: cleanList(strings(rules.keywords)),
    // Patterns are kept as written: white space can matter in a regex.
    patterns: strings(rules.patterns).filter((pattern) => pattern !== ''),
    entities: [...new Set(strings(rules.entities).filter((e) => isOneOf(smartColumnEntities, e)))],
    competitors: cleanList(strings(rules.competitors)),
    extract: isOneOf(smartColumnExtracts, rules.extract) ? rules.extract : null,
    compare: readCompare(rules.compare),
  };
}

function readCompare(value: unknown): SmartColumnCompare | null {
  if (typeof value !== 'object' || value === null) return null;
  const { op, value: operand } = value as { op?: unknown; value?: unknown };
  if (op === 'is') {
    const names = cleanList(strings(operand)).slice(0, ruleLimits.compareValues);
    return names.length > 0 ? { op, value: names } : null;
  }
  if (
    (op === 'lt' || op === 'lte' || op === 'gt' || op === 'gte') &&
    typeof operand === 'number' &&
    Number.isFinite(operand)
  )
    return { op, value: operand };
  return null;
}

/** True when the rules test nothing (no keyword, pattern, entity or extraction): derive them instead. */
export function isEmptyRuleSet(rules: SmartColumnRuleSet): boolean {
  return (
    rules.keywords.length === 0 &&
    rules.patterns.length === 0 &&
    rules.entities.length === 0 &&
    rules.extract === null
  );
}
