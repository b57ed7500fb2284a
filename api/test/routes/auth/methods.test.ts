import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helper.js';
import { startFakeGoogle } from '../../support/fake-google.js';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());

describe('GET /auth/methods', () => {
  it('offers e-mail and password only when Google has no credentials here, without a token', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/auth/methods' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ password: true, google: false });
  });

  it('offers Google too once GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set', async () => {
    const app = await buildTestApp(google.env);
    const response = await app.inject({ method: 'GET', url: '/auth/methods' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ password: true, google: true });
  });
});
