import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, loginRequest, uniqueEmail } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});

describe('rate limits on sign-in, sign-up and forgot-password (AUTH_RATE_LIMIT_MAX per minute)', () => {
  it.each([
    ['login', () => loginRequest(app, 'someone@example.com', 'whatever-password')],
    [
      'register',
      () =>
        app.inject({
          method: 'POST',
          url: '/auth/register',
          payload: { email: uniqueEmail(), password: 'long enough password' },
        }),
    ],
    [
      'forgot-password',
      () => app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: uniqueEmail() } }),
    ],
  ])('answers 429 RATE_LIMITED to the 4th %s within a minute', async (_name, call) => {
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).not.toBe(429);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      detail: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not limit other routes at that rate', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
