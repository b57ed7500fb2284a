import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  injectWithLogin,
  login,
  outboxMailTo,
  signUp,
  testPassword,
  tokenFromLink,
} from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const me = (token: string) => injectWithLogin(app, token, { method: 'GET', url: '/users_info/me' });
const changePassword = (token: string, current: string, next: string) =>
  injectWithLogin(app, token, {
    method: 'POST',
    url: '/users_info/change_password',
    payload: { current_password: current, new_password: next },
  });

describe('access tokens issued before a password reset, a password change or "sign out everywhere"', () => {
  it('stop working after a password reset; a token from the new password works', async () => {
    const { email, token: before } = await signUp(app);
    expect((await me(before)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    const mail = await outboxMailTo(app, email, 2);
    const resetToken = tokenFromLink(mail!.text, '/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, password: 'lantern orchard velvet' },
    });
    expect(reset.statusCode).toBe(200);

    const stale = await me(before);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('UNAUTHORIZED');
    expect((await me(await login(app, email, 'lantern orchard velvet'))).statusCode).toBe(200);
  });

  it('stop working after a password change; the change answers a fresh token that works', async () => {
    const { email, token: before } = await signUp(app);
    const otherBrowser = await login(app, email);
    const changed = await changePassword(before, testPassword, 'copper meadow lantern');
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ access_token: string; token_type: string }>();
    expect(fresh.token_type).toBe('bearer');

    expect((await me(before)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(401);
    expect((await me(fresh.access_token)).json().email).toBe(email);
    expect((await me(await login(app, email, 'copper meadow lantern'))).statusCode).toBe(200);
  });

  it('stop working after "sign out everywhere", the token that asked included', async () => {
    const { email, token: before } = await signUp(app);
    const otherBrowser = await login(app, email);
    const out = await injectWithLogin(app, before, { method: 'POST', url: '/users_info/logout_all' });
    expect(out.statusCode).toBe(204);

    expect((await me(before)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(401);
    expect((await me(await login(app, email))).statusCode).toBe(200);
  });

  it('changes the password only with the current one, and not to a weak one', async () => {
    const { email, token } = await signUp(app);
    const wrong = await changePassword(token, 'not my password', 'copper meadow lantern');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', field: 'current_password' });

    const weak = await changePassword(token, testPassword, 'qwerty123');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', field: 'new_password' });

    // Nothing changed: the old password and token still work.
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(await login(app, email))).statusCode).toBe(200);
  });

  it('answers 401 to change_password and logout_all without a token', async () => {
    for (const url of ['/users_info/change_password', '/users_info/logout_all'])
      expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
  });
});
