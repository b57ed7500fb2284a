import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testPassword, uniqueEmail } from './helper.js';

// Over a real socket: what a browser on another origin sees (CORS, security headers, the whole auth flow).
const frontEnd = 'http://localhost:8080';
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildTestApp({ CORS_ORIGINS: `${frontEnd},https://app.signalboard.example` });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

describe('the API over HTTP', () => {
  it('signs up, signs in and reads the user with fetch', async () => {
    const email = uniqueEmail('http');
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frontEnd },
      body: JSON.stringify({ email, password: testPassword }),
    });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('access-control-allow-origin')).toBe(frontEnd);

    const login = await fetch(`${base}/auth/jwt/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password: testPassword }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };

    const me = await fetch(`${base}/users_info/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('answers CORS preflights for allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/v1/project`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight(frontEnd);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(frontEnd);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers (helmet)', async () => {
    const response = await fetch(`${base}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });
});
