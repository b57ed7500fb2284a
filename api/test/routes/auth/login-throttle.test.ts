import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authThrottles } from '../../../src/db/schema/index.js';
import { buildTestApp, outboxMailTo, register, testPassword, uniqueEmail } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const loginFrom = (target: FastifyInstance, address: string, email: string, password: string) =>
  target.inject({
    method: 'POST',
    url: '/auth/jwt/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });

/** Five wrong passwords for one account, each from a different address. */
async function failFiveTimes(target: FastifyInstance, email: string, firstOctet = 10) {
  for (let i = 1; i <= 5; i += 1) {
    const failed = await loginFrom(target, `${firstOctet}.0.0.${i}`, email, 'not the password');
    expect(failed.json().code).toBe('LOGIN_BAD_CREDENTIALS');
  }
}

function expectLocked(response: Awaited<ReturnType<typeof loginFrom>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    code: 'LOGIN_TEMPORARILY_LOCKED',
    detail: expect.stringMatching(
      /^Too many failed sign-ins for this account\. Try again in \d+ seconds?, or reset your password\.$/,
    ),
  });
  // After the 5th failure the wait is 2^5 = 32 s.
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(32);
}

describe('per-account sign-in limits', () => {
  it('makes the account wait after 5 failures from many addresses, even with the right password', async () => {
    const email = uniqueEmail();
    await register(app, email);
    await failFiveTimes(app, email);
    expectLocked(await loginFrom(app, '10.9.9.9', email, testPassword));
  });

  it('does not lock another account signing in from the same address', async () => {
    const locked = uniqueEmail();
    const other = uniqueEmail();
    await register(app, locked);
    await register(app, other);
    await failFiveTimes(app, locked);
    expectLocked(await loginFrom(app, '10.0.0.1', locked, testPassword));
    expect((await loginFrom(app, '10.0.0.1', other, testPassword)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const email = uniqueEmail();
    await register(app, email);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1)
        expect((await loginFrom(app, '10.1.0.1', email, 'wrong')).json().code).toBe('LOGIN_BAD_CREDENTIALS');
      expect((await loginFrom(app, '10.1.0.1', email, testPassword)).statusCode).toBe(200);
    }
  });

  it('answers an address without an account the same way', async () => {
    const nobody = uniqueEmail('nobody');
    await failFiveTimes(app, nobody);
    expectLocked(await loginFrom(app, '10.9.9.9', nobody, 'anything at all'));
  });

  it.runIf(process.env.DATABASE_URL)(
    'shares the counters between two API instances on one PostgreSQL database',
    async () => {
      // On PostgreSQL the earlier tests' sign-ups from 127.0.0.1 are counted in the same table these two
      // instances share (the point of this test), and would already exceed their limit of 3.
      await app.db.delete(authThrottles);
      const [first, second] = [
        await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' }),
        await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' }),
      ];
      const email = uniqueEmail();
      await register(first, email);
      for (const [target, i] of [
        [first, 1],
        [second, 2],
        [first, 3],
        [second, 4],
        [first, 5],
      ] as const)
        expect((await loginFrom(target, `10.2.0.${i}`, email, 'wrong')).json().code).toBe(
          'LOGIN_BAD_CREDENTIALS',
        );
      expectLocked(await loginFrom(second, '10.2.0.9', email, testPassword));

      // The per-address limit (3 a minute here) is counted once for both instances.
      for (const target of [first, second, first])
        expect((await loginFrom(target, '10.3.0.1', uniqueEmail(), 'x')).statusCode).toBe(400);
      const limited = await loginFrom(second, '10.3.0.1', uniqueEmail(), 'x');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    },
    // Two more apps to start on a busy machine.
    120_000,
  );
});

describe('verification and reset mails per address', () => {
  const requestVerify = (email: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/request-verify-token',
      remoteAddress: address,
      payload: { email },
    });

  it('sends at most 3 verification mails an hour to one address, from any client address', async () => {
    const email = uniqueEmail();
    await register(app, email); // mail 1: the registration's own
    for (let i = 1; i <= 3; i += 1) expect((await requestVerify(email, `10.4.0.${i}`)).statusCode).toBe(202);
    for (let i = 4; i <= 10; i += 1) {
      const limited = await requestVerify(email, `10.4.0.${i}`);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', field: 'email' });
      expect(limited.json().detail).toMatch(/^Too many e-mails were asked for this address\. Please wait/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A reset mail asked last arrives after the verification jobs queued before it.
    await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    await outboxMailTo(app, email, 5);
    const mails = (await app.repositories.outbox.listNewestFirst()).filter((mail) => mail.to === email);
    expect(mails.filter((mail) => mail.subject.startsWith('Verify')).length).toBe(4);
  });

  it('answers an address without an account the same way', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 1; i <= 3; i += 1) expect((await requestVerify(nobody, '10.5.0.1')).statusCode).toBe(202);
    const limited = await requestVerify(nobody, '10.5.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', field: 'email' });
  });
});
