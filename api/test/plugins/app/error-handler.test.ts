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

describe('errors the router raises before any route runs', () => {
  const only = (body: unknown) => expect(Object.keys(body as object).sort()).toEqual(['code', 'detail']);

  it('answers a bad % escape with 400 BAD_URL, on every kind of route', async () => {
    for (const url of [
      '/api/v1/project/%zz%',
      '/api/v1/leads/%zz%/export.csv',
      '/api/v1/organization/members/%zz%',
      '/users_info/%zz%',
      '/auth/%zz%',
      '/slack/%zz%/channels',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        detail: 'This address is not valid: a % in it must start an escape such as %20.',
        code: 'BAD_URL',
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers a path parameter over 100 characters with 414 PATH_PARAMETER_TOO_LONG', async () => {
    const long = 'a'.repeat(101);
    for (const [method, url] of [
      ['GET', `/api/v1/project/${long}`],
      ['DELETE', `/api/v1/project/${long}`],
      ['GET', `/api/v1/leads/${long}`],
      ['POST', `/api/v1/leads/${long}/mark_leads_as_read`],
      ['GET', `/api/v1/lead-status-configs/project/${long}`],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(414);
      const body = response.json<{ code: string }>();
      only(body);
      expect(body.code).toBe('PATH_PARAMETER_TOO_LONG');
    }
  });

  it('answers an unknown method with a JSON 404 in the one shape', async () => {
    const response = await app.inject({ method: 'PROPFIND' as 'GET', url: '/api/v1/project' });
    expect(response.statusCode).toBe(404);
    only(response.json());
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps malformed JSON, a wrong content type and a body too large in the one shape', async () => {
    const { token } = await signUp(app);
    const auth = { authorization: `Bearer ${token}` };
    const answers = [
      await app.inject({
        method: 'POST',
        url: '/api/v1/project',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"name":',
      }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/project',
        headers: { ...auth, 'content-type': 'text/xml' },
        payload: '<name/>',
      }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/project',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }),
      }),
    ];
    expect(answers.map((r) => [r.statusCode, r.json<{ code: string }>().code])).toEqual([
      [400, 'INVALID_JSON'],
      [415, 'UNSUPPORTED_MEDIA_TYPE'],
      [413, 'PAYLOAD_TOO_LARGE'],
    ]);
    for (const answer of answers) only(answer.json());
  });
});
