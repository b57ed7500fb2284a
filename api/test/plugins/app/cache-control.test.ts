import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';

let app: FastifyInstance;
let token: string;
let projectId: string;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      // A route that chose its own caching.
      extraRoutes: async (instance) => {
        instance.get('/api/v1/test-cached', async (_request, reply) =>
          reply.header('cache-control', 'private, max-age=60').send({ ok: true }),
        );
      },
    },
  );
  const owner = await signUpWithOrganization(app);
  token = owner.token;
  const project = await injectWithLogin(app, token, {
    method: 'POST',
    url: '/api/v1/project',
    payload: { name: 'P' },
  });
  projectId = project.json<{ id: string }>().id;
});

describe('Cache-Control on answers with a user’s data', () => {
  it('is no-store on every signed-in read, and on errors and sign-in answers too', async () => {
    const requests = [
      ['GET', '/users_info/me'],
      ['GET', '/api/v1/organization'],
      ['GET', '/api/v1/project'],
      ['GET', `/api/v1/project/${projectId}`],
      ['GET', `/api/v1/leads/${projectId}`],
      ['GET', `/api/v1/leads/${projectId}/unread_count`],
      ['GET', `/api/v1/lead-status-configs/project/${projectId}`],
      ['GET', `/api/v1/notification-settings/${projectId}`],
      ['GET', '/api/v1/data_source_subscriptions'],
      ['GET', `/slack/${projectId}/connection`],
      ['GET', '/api/v1/project/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/dev/outbox.json'],
    ] as const;
    for (const [method, url] of requests) {
      const response = await injectWithLogin(app, token, { method, url });
      expect(response.headers['cache-control'], `${method} ${url} (${response.statusCode})`).toBe('no-store');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=nobody%40example.com&password=wrong-password',
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/users_info/me' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('leaves a route’s own caching alone, and public answers outside the API', async () => {
    const cached = await app.inject({ method: 'GET', url: '/api/v1/test-cached' });
    expect(cached.headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject({ method: 'GET', url: '/health' })).headers['cache-control']).toBeUndefined();
  });
});
