import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hashSecretToken } from '../../../src/auth/secret-tokens.js';
import { oauthStates, users } from '../../../src/db/schema/index.js';
import { appUrl, buildTestApp, injectWithLogin, loginRequest, register, uniqueEmail } from '../../helper.js';
import { fakeGoogleClient, startFakeGoogle, userinfoProfile } from '../../support/fake-google.js';

let app: FastifyInstance;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle();
  app = await buildTestApp(google.env);
});
afterAll(() => google.close());

let subjects = 0;
const identity = (email: string, extra: Record<string, unknown> = {}) => {
  subjects += 1;
  return userinfoProfile({ sub: `1101694844743862${subjects}`, email, ...extra });
};

async function authorize(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/auth/google/authorize' });
  expect(response.statusCode).toBe(200);
  return response.json().authorization_url as string;
}

const callback = (query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/auth/google/callback?${new URLSearchParams(query).toString()}` });

async function signInWithGoogle(profile: Record<string, unknown>) {
  const { code, state } = google.approve(await authorize(), profile);
  return callback({ code, state, scope: 'email openid', authuser: '0', prompt: 'consent' });
}

const me = (token: string) => injectWithLogin(app, token, { method: 'GET', url: '/users_info/me' });

describe('GET /auth/google/authorize', () => {
  it('answers a Google URL with PKCE (S256), a state, our client id and APP_URL/google-auth-callback', async () => {
    const url = new URL(await authorize());
    expect(`${url.origin}${url.pathname}`).toBe(google.authUrl);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(fakeGoogleClient.id);
    expect(params.get('redirect_uri')).toBe(`${appUrl}/google-auth-callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    const state = params.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(20);
    const stored = await app.db.select().from(oauthStates);
    expect(stored.some((row) => row.stateHash === state)).toBe(false);
    expect(stored.some((row) => row.stateHash === hashSecretToken(state))).toBe(true);
  });

  it('answers 503 GOOGLE_NOT_CONFIGURED when no client is configured', async () => {
    const unconfigured = await buildTestApp();
    for (const url of ['/auth/google/authorize', '/auth/google/callback?code=x&state=y']) {
      const response = await unconfigured.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'GOOGLE_NOT_CONFIGURED',
        detail: 'Sign in with Google is not configured on this server.',
      });
    }
  });
});

describe('GET /auth/google/callback', () => {
  it('creates a verified user from a profile without name fields, and stores the profile', async () => {
    const email = uniqueEmail('google');
    const profile = identity(email);
    const response = await signInWithGoogle(profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    const token = response.json().access_token as string;

    expect((await me(token)).json()).toMatchObject({
      email,
      is_verified: true,
      first_name: null,
      last_name: null,
    });
    const info = await injectWithLogin(app, token, { method: 'GET', url: '/users_info/google_user_info' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      sub: profile.sub,
      email,
      email_verified: true,
      name: null,
      given_name: null,
      family_name: null,
      picture: 'https://lh3.googleusercontent.com/<HIDDEN>/photo.jpg',
    });
    // The exchange sent the PKCE verifier and the registered redirect URI (checked by the fake too).
    const exchange = google.tokenRequests.at(-1)!;
    expect(exchange.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(exchange.redirect_uri).toBe(`${appUrl}/google-auth-callback`);
  });

  it('takes first and last name from the profile when Google sends them', async () => {
    const response = await signInWithGoogle(
      identity(uniqueEmail('named'), { given_name: 'Ada', family_name: 'Lovelace', name: 'Ada Lovelace' }),
    );
    expect((await me(response.json().access_token)).json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('signs the same Google account into the same user every time', async () => {
    const profile = identity(uniqueEmail('again'));
    const first = await me((await signInWithGoogle(profile)).json().access_token);
    const second = await me(
      (await signInWithGoogle({ ...profile, email: uniqueEmail('changed') })).json().access_token,
    );
    expect(second.json().id).toBe(first.json().id);
  });

  it('links to the existing user with the same verified e-mail', async () => {
    const email = uniqueEmail('linked');
    const { id } = await register(app, email);
    await app.db.update(users).set({ isVerified: true }).where(eq(users.id, id));
    const response = await signInWithGoogle(identity(email.toUpperCase()));
    expect((await me(response.json().access_token)).json().id).toBe(id);
    // The password still works: the account was already proven to be the address owner's.
    expect((await loginRequest(app, email)).statusCode).toBe(200);
  });

  it("drops the password of an unverified account it links: it was never proven to be the owner's", async () => {
    const email = uniqueEmail('squatted');
    const { id } = await register(app, email);
    const response = await signInWithGoogle(identity(email));
    expect((await me(response.json().access_token)).json()).toMatchObject({ id, is_verified: true });
    expect((await loginRequest(app, email)).json().code).toBe('LOGIN_BAD_CREDENTIALS');
  });

  it('refuses a reused state', async () => {
    const { code, state } = google.approve(await authorize(), identity(uniqueEmail()));
    expect((await callback({ code, state })).statusCode).toBe(200);
    const replay = await callback({ code, state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('OAUTH_INVALID_STATE');
  });

  it('refuses a state it did not issue, or none', async () => {
    const { code } = google.approve(await authorize(), identity(uniqueEmail()));
    for (const query of [{ code, state: 'forged-state-value' }, { code }] as Record<string, string>[]) {
      const response = await callback(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('OAUTH_INVALID_STATE');
    }
  });

  it('refuses a state older than 10 minutes', async () => {
    const { code, state } = google.approve(await authorize(), identity(uniqueEmail()));
    await app.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await callback({ code, state })).json().code).toBe('OAUTH_INVALID_STATE');
  });

  it('answers OAUTH_ACCESS_DENIED when the user declines, and burns the state', async () => {
    const { code, state } = google.approve(await authorize(), identity(uniqueEmail()));
    const denied = await callback({ error: 'access_denied', state });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toEqual({
      code: 'OAUTH_ACCESS_DENIED',
      detail: 'Sign in with Google was cancelled.',
    });
    expect((await callback({ code, state })).json().code).toBe('OAUTH_INVALID_STATE');
  });

  it('answers OAUTH_CODE_EXCHANGE_FAILED when Google refuses the code', async () => {
    const { state } = google.approve(await authorize(), identity(uniqueEmail()));
    const response = await callback({ code: '4/not-a-code-google-issued', state });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('OAUTH_CODE_EXCHANGE_FAILED');
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    const response = await signInWithGoogle(identity(uniqueEmail(), { email_verified: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('OAUTH_EMAIL_NOT_VERIFIED');
  });
});
