import type { InjectOptions } from 'fastify';
import type { Operation, Schema } from './operations.js';
import { toRequest, type RequestParts } from './sample-request.js';
import { alternatives, typeOf } from './sample-values.js';

/** One bad request for an operation, and what is bad about it. */
export interface BadRequest {
  label: string;
  request: InjectOptions;
}

const nul = 'a\u0000b';
const loneSurrogate = 'a\ud800b';
const megabyte = 'x'.repeat(1_000_000);
const uuidOfNothing = '00000000-0000-4000-8000-000000000000';
const oddDates = ['0000-01-01', '9999-12-31T99', '2024-02-30', '-000001-01-01T00:00:00Z', '2024-13-01'];

/** Values that are wrong for any field, whatever its type. */
const anyField: [string, unknown][] = [
  ['NUL', nul],
  ['lone surrogate', loneSurrogate],
  ['1 MB string', megabyte],
  ['null', null],
  ['array', ['a', 1]],
  ['object', { a: { b: 1 } }],
  ['bogus id', 'not-a-uuid'],
  ['uuid of nothing', uuidOfNothing],
  ['huge integer', 2 ** 63],
  ['negative', -1],
  ['float', 1.5],
  ['boolean', true],
  ['empty string', ''],
];

/** Values that are wrong (or at the edge) for fields of one type or format. */
function forSchema(schema: Schema): [string, unknown][] {
  const type = typeOf(schema);
  const values: [string, unknown][] = [];
  if (schema.format === 'date' || schema.format === 'date-time')
    for (const date of oddDates) values.push([`odd date ${date}`, date]);
  if (type === 'integer' || type === 'number')
    values.push(['huge number', 1e308], ['negative huge', -(2 ** 63)], ['numeric string', '12']);
  if (type === 'array') values.push(['object for array', { 0: 'a' }], ['array of arrays', [[[]]]]);
  if (type === 'object') values.push(['array for object', [{}]], ['string for object', 'x']);
  if (type === 'string') values.push(['number for string', 12345], ['spaces', '   ']);
  if (type === 'boolean') values.push(['string for boolean', 'yes']);
  return values;
}

/** The path (list of keys) of every field of a body schema, nested objects and first items included. */
function fieldPaths(
  schema: Schema,
  prefix: (string | number)[] = [],
  depth = 0,
): [(string | number)[], Schema][] {
  if (depth > 3) return [];
  const chosen = alternatives(schema)[0]!;
  const type = typeOf(chosen);
  if (type === 'object' && chosen.properties)
    return Object.entries(chosen.properties).flatMap(([key, property]): [(string | number)[], Schema][] => [
      [[...prefix, key], property],
      ...fieldPaths(property, [...prefix, key], depth + 1),
    ]);
  if (type === 'array' && chosen.items) return fieldPaths(chosen.items, [...prefix, 0], depth + 1);
  return [];
}

/** A copy of `value` with the field at `path` set (containers made on the way). */
function setAt(value: unknown, path: (string | number)[], field: unknown): unknown {
  if (path.length === 0) return field;
  const [key, ...rest] = path;
  const container = (
    typeof key === 'number'
      ? [...(Array.isArray(value) ? (value as unknown[]) : [])]
      : { ...(value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}) }
  ) as Record<string | number, unknown>;
  container[key!] = setAt(container[key!], rest, field);
  return container;
}

function deeplyNested(depth: number): unknown {
  let value: unknown = {};
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/**
 * Every bad request this module knows for an operation, built from a valid-looking one (`parts`):
 * each path and query parameter and each body field given wrong values, and the body as a whole
 * replaced by deep JSON, the wrong container, nothing, broken JSON or the wrong content type.
 */
export function badRequests(operation: Operation, parts: RequestParts): BadRequest[] {
  const bad: BadRequest[] = [];
  const build = (label: string, changed: Partial<RequestParts>, options: { encodedPath?: boolean } = {}) =>
    bad.push({ label, request: toRequest(operation, { ...parts, ...changed }, options) });

  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const encoded = Object.fromEntries(
        Object.entries(parts.path).map(([k, v]) => [k, encodeURIComponent(v)]),
      );
      const raw: [string, string][] = [
        ['not a uuid', 'not-a-uuid'],
        ['uuid of nothing', uuidOfNothing],
        ['huge integer', '99999999999999999999999'],
        ['NUL', 'a%00b'],
        ['lone surrogate', 'a%ED%A0%80b'],
        ['bad percent-encoding', '%zz%'],
        ['101 characters', 'x'.repeat(101)],
        ['10 000 characters', 'x'.repeat(10_000)],
        ['dot segments', '..%2F..%2Fhealth'],
      ];
      for (const [label, value] of raw)
        build(
          `path ${parameter.name}: ${label}`,
          { path: { ...encoded, [parameter.name]: value } },
          {
            encodedPath: true,
          },
        );
    } else if (parameter.in === 'query') {
      for (const [label, value] of [...anyField, ...forSchema(parameter.schema)]) {
        // A query value is text: objects and arrays go as JSON text, a list as the name repeated.
        const shown = label === 'array' ? ['a', 'b'] : label === '1 MB string' ? 'x'.repeat(100_000) : value;
        build(`query ${parameter.name}: ${label}`, { query: { ...parts.query, [parameter.name]: shown } });
      }
    }
  }
  build('query: unknown parameter', { query: { ...parts.query, not_a_parameter: 'x' } });

  if (operation.body) {
    for (const [path, schema] of fieldPaths(operation.body.schema)) {
      for (const [label, value] of [...anyField, ...forSchema(schema)])
        build(`body ${path.join('.')}: ${label}`, { body: setAt(parts.body, path, value) });
    }
    const body = parts.body;
    build('body: extra field', {
      body:
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? { ...body, extra_field: 1 }
          : body,
    });
    build('body: nested 1000 deep', { body: deeplyNested(1000) });
    build('body: array for object', { body: [body] });
    build('body: a string', { body: 'just text' });
    build('body: null', { body: null });
  }
  const base = toRequest(operation, parts);
  if (operation.method !== 'GET') {
    bad.push({
      label: 'body: empty',
      request: { ...base, headers: { 'content-type': 'application/json' }, payload: '' },
    });
    bad.push({
      label: 'body: broken JSON',
      request: { ...base, headers: { 'content-type': 'application/json' }, payload: '{"a":' },
    });
    bad.push({
      label: 'body: wrong content type',
      request: { ...base, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    });
    bad.push({
      label: 'body: JSON nested 1000 deep as text',
      request: {
        ...base,
        headers: { 'content-type': 'application/json' },
        payload: `${'['.repeat(1000)}${']'.repeat(1000)}`,
      },
    });
  }
  return bad;
}

/** A small seeded generator (mulberry32): the same seed picks the same requests on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a text, to seed each operation's pick from its name. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** At most `count` of the items, picked by the seeded generator (a shuffle, then the first ones). */
export function pick<T>(items: T[], count: number, random: () => number): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled.slice(0, count);
}
