import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('GET /health', () => {
  it('answers ok once the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
