import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildConfiguredApp } from './configured-app.js';
import { listOperations } from './operations.js';
import { registeredRoutes, routeShape } from './registered-routes.js';

/**
 * The tenancy matrix and the fuzzing cover what api/openapi.json lists, so a route the document leaves
 * out (a `hide: true`, a route without a schema) would go untested: every route the app registers must be
 * in the document, except these documented internals.
 */
const internals: { pattern: RegExp; why: string }[] = [
  { pattern: /^HEAD /, why: 'Fastify answers HEAD for every GET by itself' },
  { pattern: /^OPTIONS /, why: 'CORS preflight, answered by the cors plugin' },
  { pattern: /^GET \/docs(\/|$)/, why: 'the API reference itself (the document and its viewer)' },
  { pattern: /^GET \/dev\//, why: 'development mail outbox, documented in api/README.md' },
  {
    pattern: /^(POST|GET|DELETE) \/mcp$/,
    why: 'the MCP endpoint: JSON-RPC for AI assistants, not REST resources; tested in test/mcp/',
  },
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildConfiguredApp();
});

describe('route coverage', () => {
  it('finds the routes the app registers', () => {
    const routes = registeredRoutes(app);
    expect(routes).toContain('GET /api/v1/project/{}');
    expect(routes).toContain(
      'DELETE /api/v1/project/{projectId}/webhooks/{webhookId}'.replace(/\{\w+\}/g, '{}'),
    );
    expect(routes.length).toBeGreaterThan(listOperations().length);
  });

  it('lists every registered route in api/openapi.json', () => {
    const documented = new Set(
      listOperations().map((operation) => routeShape(operation.method, operation.path)),
    );
    const missing = registeredRoutes(app).filter(
      (route) => !documented.has(route) && !internals.some(({ pattern }) => pattern.test(route)),
    );
    expect(missing, 'routes missing from api/openapi.json').toEqual([]);
  });

  it('keeps no stale exclusion: each internal still matches a registered route', () => {
    const routes = registeredRoutes(app);
    const stale = internals.filter(({ pattern }) => !routes.some((route) => pattern.test(route)));
    expect(stale.map(({ why }) => why)).toEqual([]);
  });
});
