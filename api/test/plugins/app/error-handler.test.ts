import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, signUp } from '../../helper.js';

let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildTestApp(
    {},
    {
      logger: { level: 'info', stream },
      // A route that fails the way a bug would, with internals in its message.
      extraRoutes: async (instance) => {
        instance.get('/test/explode', async () => {
          throw new Error('connection to 10.0.0.7:5432 lost: password=hunter2');
        });
      },
    },
  );
});

describe('error responses', () => {
  it('422 names the field and says what is wrong', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'password: is required',
      code: 'VALIDATION_ERROR',
      field: 'password',
    });
  });

  it('rejects unknown JSON fields instead of dropping them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: 'someone@example.com', is_superuser: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'is_superuser: is not an allowed field',
      code: 'VALIDATION_ERROR',
      field: 'is_superuser',
    });
  });

  it('does not coerce JSON types: a number is not a string', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/verify', payload: { token: 12345 } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'token: must be a string',
      code: 'VALIDATION_ERROR',
      field: 'token',
    });
  });

  it('names the body when it is missing', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/verify' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'body: must be an object',
      code: 'VALIDATION_ERROR',
      field: 'body',
    });
  });

  it('answers INVALID_JSON to an empty body sent as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/verify',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('answers 413 PAYLOAD_TOO_LARGE above 1 MiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'a@b.co', password: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      detail: 'The request body is too large for this request. Send less at a time, or a smaller file.',
    });
  });

  it('answers 400 INVALID_JSON to malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_JSON', detail: 'The request body is not valid JSON.' });
  });

  it('answers 415 to a content type the route does not read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a JSON 404 NOT_FOUND to an unknown route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      detail: 'Nothing here: GET /api/v1/nothing-here does not exist.',
    });
  });

  it('hides what went wrong in a 500 and logs it with the request', async () => {
    const { token } = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/test/explode',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      detail: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('10.0.0.7');

    const logged = logLines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({
      level: 50,
      method: 'GET',
      url: '/test/explode',
      reqId: expect.any(String),
    });
    expect(JSON.stringify(logged)).toContain('password=hunter2');
    expect(JSON.stringify(logged)).toContain('"stack"');
  });
});
