import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, uniqueEmail } from '../../helper.js';

let app: FastifyInstance;
const adminEmail = uniqueEmail('admin');
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_EMAILS: `someone-else@example.com, ${adminEmail}` });
});

describe('GET /users_info/me', () => {
  it('answers the signed-in user', async () => {
    const { user, token, email } = await signUp(app);
    const response = await injectWithLogin(app, token, { method: 'GET', url: '/users_info/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email, is_superuser: false, is_verified: false });
  });
});

describe('PATCH /users_info/update_name', () => {
  it('sets first and last name from the query string', async () => {
    const { token } = await signUp(app);
    const response = await injectWithLogin(app, token, {
      method: 'PATCH',
      url: '/users_info/update_name?first_name=Ada&last_name=Lovelace',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('changes only the names given, and clears a name sent empty', async () => {
    const { token } = await signUp(app);
    await injectWithLogin(app, token, {
      method: 'PATCH',
      url: '/users_info/update_name?first_name=Ada&last_name=Lovelace',
    });
    const response = await injectWithLogin(app, token, {
      method: 'PATCH',
      url: '/users_info/update_name?last_name=',
    });
    expect(response.json()).toMatchObject({ first_name: 'Ada', last_name: null });
  });

  it('names the query parameter that is too long', async () => {
    const { token } = await signUp(app);
    const response = await injectWithLogin(app, token, {
      method: 'PATCH',
      url: `/users_info/update_name?first_name=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'first_name: must be at most 100 characters long',
      code: 'VALIDATION_ERROR',
      field: 'first_name',
    });
  });
});

describe('GET /users_info/google_user_info', () => {
  it('answers 404 GOOGLE_ACCOUNT_NOT_LINKED for a password-only user', async () => {
    const { token } = await signUp(app);
    const response = await injectWithLogin(app, token, {
      method: 'GET',
      url: '/users_info/google_user_info',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GOOGLE_ACCOUNT_NOT_LINKED');
  });
});

describe('POST /users_info/admin/get_user_token', () => {
  it('gives an admin a token that acts as the other user', async () => {
    const admin = await signUp(app, adminEmail);
    const target = await signUp(app);
    const response = await injectWithLogin(app, admin.token, {
      method: 'POST',
      url: `/users_info/admin/get_user_token?email=${encodeURIComponent(target.email)}`,
    });
    expect(response.statusCode).toBe(200);
    const me = await injectWithLogin(app, response.json().token, { method: 'GET', url: '/users_info/me' });
    expect(me.json().id).toBe(target.user.id);
    expect(
      (await injectWithLogin(app, admin.token, { method: 'GET', url: '/users_info/me' })).json().is_superuser,
    ).toBe(true);
  });

  it('answers 403 ADMIN_ONLY to anyone else', async () => {
    const { token } = await signUp(app);
    const response = await injectWithLogin(app, token, {
      method: 'POST',
      url: `/users_info/admin/get_user_token?email=${encodeURIComponent(adminEmail)}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'ADMIN_ONLY', detail: 'Only administrators can do this.' });
  });

  it('answers 404 USER_NOT_FOUND for an unknown address', async () => {
    const token = await adminToken();
    const response = await injectWithLogin(app, token, {
      method: 'POST',
      url: `/users_info/admin/get_user_token?email=${encodeURIComponent(uniqueEmail())}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('USER_NOT_FOUND');
  });
});

async function adminToken(): Promise<string> {
  const existing = await app.repositories.users.findByEmail(adminEmail);
  if (existing) return app.accessTokens.issue(existing);
  return (await signUp(app, adminEmail)).token;
}

const authenticatedRoutes = [
  ['GET', '/users_info/me'],
  ['PATCH', '/users_info/update_name?first_name=A'],
  ['GET', '/users_info/google_user_info'],
  ['POST', '/users_info/admin/get_user_token?email=a%40b.co'],
  ['GET', '/api/v1/organization'],
  ['POST', '/api/v1/organization'],
  ['GET', '/api/v1/project'],
  ['POST', '/api/v1/project'],
] as const;

describe('401 on every authenticated route', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256');
  const badTokens: Record<string, () => Promise<string>> = {
    'a malformed token': async () => 'not.a.jwt',
    'a token signed with another secret': () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('00000000-0000-4000-8000-000000000000')
        .setAudience('signalboard:auth')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another')),
    'an expired token': async () => {
      const { user } = await signUp(app);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setAudience('signalboard:auth')
        .setIssuedAt(1_600_000_000)
        .setExpirationTime(1_600_000_600)
        .sign(secret);
    },
    "a deactivated user's token": async () => {
      const { user, token } = await signUp(app);
      await app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      return token;
    },
  };

  it.each(authenticatedRoutes)('%s %s without a token', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === 'POST' ? { name: 'x' } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', detail: 'Sign in to continue.' });
  });

  it.each(Object.keys(badTokens))('every route with %s', async (kind) => {
    const token = await badTokens[kind]!();
    for (const [method, url] of authenticatedRoutes) {
      const response = await injectWithLogin(app, token, {
        method,
        url,
        payload: method === 'POST' ? { name: 'x' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});
