import type { Schema } from './operations.js';

/**
 * Supplies the value of a named field or parameter (an id of the organization under test, say); undefined
 * lets the schema decide.
 */
export type Hint = (name: string, schema: Schema) => unknown;

const noHint: Hint = () => undefined;

/** Strings that pass the formats the document uses, so a generated request gets past validation. */
const formatSamples: Record<string, string> = {
  uuid: '6f1c1f5e-3b7a-4c1e-9d3a-2f0b8c7d6e5a',
  email: 'sample.person@example.com',
  'date-time': '2026-01-15T10:00:00.000Z',
  date: '2026-01-15',
  uri: 'https://example.com/',
};

/** A candidate string for a schema that asks for a pattern: the first of these that matches. */
const patternCandidates = ['sample', 'sample_value', 'SAMPLE1', 'a'];

function stringSample(name: string, schema: Schema): string {
  if (schema.format && formatSamples[schema.format]) return formatSamples[schema.format]!;
  let value = /url|website/i.test(name) ? 'https://example.com/' : `sample ${name || 'text'}`;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    value = [value, ...patternCandidates].find((candidate) => pattern.test(candidate)) ?? value;
  }
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    value = value.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && value.length < schema.minLength)
    value = value.padEnd(schema.minLength, 'x');
  return value;
}

function numberSample(schema: Schema): number {
  const low = schema.minimum ?? 1;
  const value = Math.max(low, 1);
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

/** The schemas a value may take, the null one last (a sample prefers a real value to null). */
export function alternatives(schema: Schema): Schema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return [schema];
  return [...options].sort((a, b) => Number(a.type === 'null') - Number(b.type === 'null'));
}

/** The main type of a schema (the first non-null one of a type list or union). */
export function typeOf(schema: Schema): string | undefined {
  const first = alternatives(schema)[0]!;
  if (first !== schema) return typeOf(first);
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

/**
 * A valid-looking value for a schema: only required properties, the fewest items allowed (at least
 * one), the first enum value, the lowest number allowed. Deterministic: the same schema gives the same value.
 */
export function sampleValue(schema: Schema, name = '', hint: Hint = noHint): unknown {
  const hinted = hint(name, schema);
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, name, hint)));
  const chosen = alternatives(schema)[0]!;
  if (chosen !== schema) return sampleValue(chosen, name, hint);
  switch (typeOf(schema)) {
    case 'string':
      return stringSample(name, schema);
    case 'integer':
    case 'number':
      return numberSample(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      const item = schema.items ?? {};
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () =>
        sampleValue(item, singular(name), hint),
      );
    }
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleValue(schema.properties?.[key] ?? {}, key, hint)]),
      );
    default:
      return 'sample';
  }
}

/** `lead_ids` → `lead_id`: the name an item of a list is hinted by. */
function singular(name: string): string {
  return name.endsWith('ids') ? name.slice(0, -1) : name;
}
