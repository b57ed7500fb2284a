// PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate ("\ud800", legal in a
// JavaScript string and in JSON escapes) has no UTF-8 form: either one fails the query that stores it.
// Requests with them are refused (plugins/app/storable-text.ts); posts from platforms are cleaned.

export type UnstorableProblem = 'nul' | 'lone-surrogate';

// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const nul = /\u0000/;
// eslint-disable-next-line no-control-regex -- as above
const nuls = /\u0000/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = new RegExp(loneSurrogate.source, 'g');

export const unstorableMessages: Record<UnstorableProblem, string> = {
  nul: 'must not contain a NUL character',
  'lone-surrogate': 'must not contain an unpaired surrogate (it is not valid Unicode text)',
};

export function unstorableProblem(text: string): UnstorableProblem | null {
  if (nul.test(text)) return 'nul';
  if (loneSurrogate.test(text)) return 'lone-surrogate';
  return null;
}

/** The text without NUL characters and with each lone surrogate replaced by U+FFFD, as a decoder would. */
export function storableText(text: string): string {
  return text.replace(nuls, '').replace(loneSurrogates, '\uFFFD');
}

/**
 * `storableText` over every string of a JSON-like value, object keys included: the value itself when
 * nothing needs cleaning, else a copy. Iterative, so deeply nested metadata cannot overflow the stack.
 */
export function storableValue(value: unknown): unknown {
  if (findUnstorableText(value) === null) return value;
  const holder: Record<string, unknown> = {};
  const pending: { into: Record<string, unknown>; key: string; from: unknown }[] = [
    { into: holder, key: 'value', from: value },
  ];
  while (pending.length > 0) {
    const { into, key, from } = pending.pop()!;
    if (typeof from === 'string') {
      into[key] = storableText(from);
    } else if (Array.isArray(from) || isPlainObject(from)) {
      // An array filled through string indexes is still an array ("0", "1", ... are its indexes).
      const copy: Record<string, unknown> = Array.isArray(from)
        ? ([] as unknown as Record<string, unknown>)
        : {};
      into[key] = copy;
      for (const [itemKey, item] of Object.entries(from)) {
        pending.push({ into: copy, key: storableText(itemKey), from: item });
      }
    } else {
      into[key] = from;
    }
  }
  return holder.value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export interface UnstorableField {
  /** Dotted path from the value given (`items.0.title`), empty for the value itself. */
  path: string;
  problem: UnstorableProblem;
}

/** A name made printable for an error message: the bad characters shown as escapes. */
function printable(key: string): string {
  return key.replace(nuls, '\\u0000').replace(loneSurrogates, (s) => `\\u${s.charCodeAt(0).toString(16)}`);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** Built only for the field reported: building every path would be quadratic in a deep body. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(printable(at.key));
  return keys.reverse().join('.');
}

/**
 * The first string (or object key) of a parsed request part that cannot be stored, or null. Iterative, so
 * a deeply nested body cannot overflow the stack; `skip` holds top-level fields the caller checks itself.
 */
export function findUnstorableText(
  value: unknown,
  skip: ReadonlySet<string> = new Set(),
): UnstorableField | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (visit.parent !== null && visit.parent.parent === null && skip.has(visit.key)) continue;
    if (typeof visit.value === 'string') {
      const problem = unstorableProblem(visit.value);
      if (problem) return { path: pathOf(visit), problem };
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, item] of Object.entries(visit.value).reverse()) {
        const child = { value: item, key, parent: visit };
        const problem = unstorableProblem(key);
        if (problem) return { path: pathOf(child), problem };
        pending.push(child);
      }
    }
  }
  return null;
}
