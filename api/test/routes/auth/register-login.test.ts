import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/db/schema/index.js';
import { buildTestApp, loginRequest, register, testPassword, uniqueEmail } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_EMAILS: 'Boss@Example.com' });
});

describe('POST /auth/register', () => {
  it('creates an unverified user and answers UserRead', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email, password: testPassword },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      first_name: null,
      last_name: null,
      is_active: true,
      is_superuser: false,
      is_verified: false,
      created_at: expect.any(String),
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const { id } = await register(app);
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row?.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(row?.hashedPassword).not.toContain(testPassword);
  });

  it('refuses an e-mail address already registered, whatever its case', async () => {
    const email = uniqueEmail();
    await register(app, email);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: email.toUpperCase(), password: testPassword },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'REGISTER_USER_ALREADY_EXISTS',
      detail: 'An account with this e-mail address already exists.',
    });
  });

  it.each([
    ['shorter than 8 characters', () => 'short1'],
    ['containing the e-mail address', (email: string) => `x${email}x`],
  ])('refuses a password %s', async (_case, password) => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email, password: password(email) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('REGISTER_INVALID_PASSWORD');
  });

  it('names the field when the e-mail is not an e-mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'nope', password: testPassword },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'email: must be a valid e-mail address',
      code: 'VALIDATION_ERROR',
      field: 'email',
    });
  });

  it('marks users listed in ADMIN_EMAILS as superusers (case-insensitive)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'boss@example.com', password: testPassword },
    });
    expect(response.json().is_superuser).toBe(true);
  });
});

describe('POST /auth/jwt/login', () => {
  it('answers a bearer token for the right password (form-encoded, case-insensitive e-mail)', async () => {
    const email = uniqueEmail();
    await register(app, email);
    const response = await loginRequest(app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const me = await app.inject({
      method: 'GET',
      url: '/users_info/me',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(me.json().email).toBe(email);
  });

  it('answers the same error for a wrong password and an unknown e-mail', async () => {
    const email = uniqueEmail();
    await register(app, email);
    for (const response of [
      await loginRequest(app, email, 'wrong password!'),
      await loginRequest(app, uniqueEmail()),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'LOGIN_BAD_CREDENTIALS',
        detail: 'Incorrect e-mail or password.',
      });
    }
  });

  it('refuses a deactivated user', async () => {
    const email = uniqueEmail();
    const { id } = await register(app, email);
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    const response = await loginRequest(app, email);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LOGIN_USER_INACTIVE');
  });

  it('answers 422 naming the missing form field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=someone%40example.com',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'password: is required',
      code: 'VALIDATION_ERROR',
      field: 'password',
    });
  });
});
