import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helper.js';

const origin = 'http://localhost:3002';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ CORS_ORIGINS: origin });
});
afterAll(() => app.close());

describe('CORS', () => {
  it('lets a listed front end read the headers the UI uses', async () => {
    const response = await app.inject({ method: 'GET', url: '/health', headers: { origin } });
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-expose-headers']).toBe(
      'x-analysis-run-id, content-disposition, x-export-capped',
    );
  });

  it('answers nothing to an origin that is not listed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
