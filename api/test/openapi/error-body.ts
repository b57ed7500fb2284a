import type { LightMyRequestResponse } from 'fastify';

/** What an error body may hold: the ErrorResponse schema (`field` names the input of a 422). */
const errorKeys = new Set(['detail', 'code', 'field']);

/** Traces of a stack or of the server's files, which no response may carry. */
const internals = /\n\s+at \S|node_modules|\.[cm]?[jt]s:\d+:\d+|\/src\/|FST_ERR/;

/** Why a response breaks the API's error rules, or null when it keeps them. */
export function errorBodyProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (internals.test(response.body)) return `internals in the body: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `error body is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `error body is not an object`;
  const fields = body as Record<string, unknown>;
  const extra = Object.keys(fields).filter((key) => !errorKeys.has(key));
  if (extra.length > 0) return `error body has ${extra.join(', ')}: ${response.body.slice(0, 200)}`;
  if (typeof fields.detail !== 'string' || typeof fields.code !== 'string')
    return `error body lacks a detail or code string: ${response.body.slice(0, 200)}`;
  if ('field' in fields && typeof fields.field !== 'string') return 'error field is not a string';
  return null;
}
