import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, outboxMailTo, register, tokenFromLink, uniqueEmail } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

// The probe's examples, a breached favourite with a capital and a digit, and one built from the address.
const weakPasswords = ['password', '12345678', 'qwerty123', 'Password1!', 'iloveyou2024'];

describe('common and easily guessed passwords', () => {
  it.each(weakPasswords)('refuses %s at sign-up: 422 PASSWORD_TOO_WEAK naming password', async (password) => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'PASSWORD_TOO_WEAK',
      field: 'password',
      detail: expect.stringMatching(
        /^This password (is one of the most common passwords|is too close to a common password|is too easy to guess)\. Choose a longer one/,
      ),
    });
    expect(await app.repositories.users.findByEmail(email)).toBeNull();
  });

  it('says when a password is one of the most common ones', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: uniqueEmail(), password: 'password' },
    });
    expect(response.json().detail).toContain('one of the most common passwords');
  });

  it('accepts a few uncommon words', async () => {
    await register(app, uniqueEmail(), 'walrus tangerine ledger');
  });

  it('refuses a weak password at reset and leaves the link usable', async () => {
    const email = uniqueEmail();
    await register(app, email);
    await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    const token = tokenFromLink((await outboxMailTo(app, email, 2))!.text, '/reset-password');
    const reset = (password: string) =>
      app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });

    const weak = await reset('qwerty123');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', field: 'password' });
    expect((await reset('walrus tangerine ledger')).statusCode).toBe(200);
  });
});
