import type { InjectOptions } from 'fastify';
import { fillPath, type Operation } from './operations.js';
import { sampleValue, type Hint } from './sample-values.js';

/** The parts of a request before they are encoded: path values, query values and body. */
export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * A valid-looking request for an operation: every path parameter and required query parameter, and a
 * body built from the request schema. `hint` supplies the ids of the organization under test by name.
 */
export function sampleParts(operation: Operation, hint: Hint): RequestParts {
  const path: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path')
      path[parameter.name] = String(sampleValue(parameter.schema, parameter.name, hint));
    else if (parameter.in === 'query' && parameter.required)
      query[parameter.name] = sampleValue(parameter.schema, parameter.name, hint);
  }
  const body = operation.body ? sampleValue(operation.body.schema, '', hint) : undefined;
  return { path, query, body };
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The parts as an inject request: a form body for form operations (the login), JSON otherwise. */
export function toRequest(
  operation: Operation,
  parts: RequestParts,
  { encodedPath = false }: { encodedPath?: boolean } = {},
): InjectOptions {
  const url = fillPath(operation.path, parts.path, { encoded: encodedPath }) + queryString(parts.query);
  const request: InjectOptions = { method: operation.method, url };
  if (parts.body === undefined || !operation.body) return request;
  if (operation.body.contentType === 'application/x-www-form-urlencoded') {
    return {
      ...request,
      headers: { 'content-type': operation.body.contentType },
      // Anything but fields (a fuzzed body) goes as its JSON text, which the form parser must refuse.
      payload:
        parts.body !== null && typeof parts.body === 'object' && !Array.isArray(parts.body)
          ? queryString(parts.body as Record<string, unknown>).slice(1)
          : JSON.stringify(parts.body),
    };
  }
  return { ...request, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(parts.body) };
}
