import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { emitOpenApi } from '../../src/openapi/document.js';
import { packageRoot } from '../../src/paths.js';
import { buildTestApp } from '../helper.js';

interface Operation {
  tags?: string[];
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('OpenAPI document', () => {
  it('api/openapi.json is up to date with the routes', async () => {
    const committed = await readFile(path.join(packageRoot, 'openapi.json'), 'utf8').catch(() => '');
    const emitted = await emitOpenApi();
    if (committed !== emitted) {
      throw new Error(
        'api/openapi.json is stale: run `node scripts/pnpm.mjs --filter @signalboard/api openapi` and commit the result',
      );
    }
  });

  it('is served at /docs/json, and the browsable reference at /docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe('3.1.0');
    const ui = await app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('gives every operation tags, a summary and the error schema for its error responses', () => {
    const paths = app.swagger().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${route}`, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(17);
    for (const { name, op } of operations) {
      expect(op.tags?.length, name).toBeGreaterThan(0);
      expect(op.summary, name).toBeTruthy();
      const statuses = Object.keys(op.responses ?? {});
      expect(
        // A success, or a redirect for routes a browser arrives at (the Slack OAuth callback).
        statuses.some((status) => status.startsWith('2') || status.startsWith('3')),
        name,
      ).toBe(true);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(op.responses?.[status]?.content?.['application/json']?.schema?.$ref, `${name} ${status}`).toBe(
          '#/components/schemas/ErrorResponse',
        );
      }
    }
  });
});
