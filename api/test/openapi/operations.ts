import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../src/paths.js';

/** A JSON schema as it appears in api/openapi.json, with `$ref`s already resolved. */
export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `METHOD /path/{param}`, the key the tests and their tables use. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: Schema; required: boolean } | null;
  /** Whether the operation asks for a bearer token. */
  signedIn: boolean;
  /** The scope an API key needs to call it (its description says so), or null: keys may not call it. */
  apiKeyScope: string | null;
}

interface RawDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}
interface RawOperation {
  description?: string;
  parameters?: { name: string; in: Parameter['in']; required?: boolean; schema?: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
}

/** The committed document: the tests cover what it lists (and document.test.ts keeps it equal to the code). */
export function readOpenApiDocument(): RawDocument {
  return JSON.parse(readFileSync(path.join(packageRoot, 'openapi.json'), 'utf8')) as RawDocument;
}

/** Replaces every `$ref` by the component it names (the document has no recursive schemas). */
function resolve(schema: unknown, components: Record<string, Schema>, depth = 0): Schema {
  if (depth > 50) throw new Error('schema nests too deep: a recursive $ref?');
  if (Array.isArray(schema)) return schema.map((item) => resolve(item, components, depth + 1)) as Schema;
  if (schema === null || typeof schema !== 'object') return schema as Schema;
  const { $ref, ...rest } = schema as Schema & Record<string, unknown>;
  if (typeof $ref === 'string') {
    const named = components[$ref.replace('#/components/schemas/', '')];
    if (!named) throw new Error(`unknown $ref ${$ref}`);
    return resolve({ ...named, ...rest }, components, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, resolve(value, components, depth + 1)]),
  ) as Schema;
}

/** Every operation of api/openapi.json, in the document's (sorted) order. */
export function listOperations(document = readOpenApiDocument()): Operation[] {
  const components = document.components.schemas;
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, raw]): Operation => {
      const [contentType, content] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
      return {
        name: `${method.toUpperCase()} ${route}`,
        method: method.toUpperCase() as Operation['method'],
        path: route,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          schema: resolve(parameter.schema ?? {}, components),
        })),
        body:
          contentType && content
            ? {
                contentType,
                schema: resolve(content.schema ?? {}, components),
                required: raw.requestBody?.required ?? false,
              }
            : null,
        signedIn: (raw.security ?? []).some((requirement) => 'bearerAuth' in requirement),
        // The sentence api-keys/scope-in-docs.ts adds from the route's `config.apiKeyScope`.
        apiKeyScope: /API keys: needs the (\S+) scope\./.exec(raw.description ?? '')?.[1] ?? null,
      };
    }),
  );
}

/** The path with its `{name}` parameters filled in (each value URL-encoded unless told it already is). */
export function fillPath(
  route: string,
  values: Record<string, string>,
  { encoded = false }: { encoded?: boolean } = {},
): string {
  return route.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for the path parameter ${name} of ${route}`);
    return encoded ? value : encodeURIComponent(value);
  });
}
