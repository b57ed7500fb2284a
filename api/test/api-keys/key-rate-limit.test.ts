import { describe, expect, it } from 'vitest';
import { createKey, keyTestApp, keyWorld, withKey } from './key-world.js';

describe('API keys: the limit per key', () => {
  it('counts down in the RateLimit headers and answers the request past the limit 429 with Retry-After', async () => {
    const app = await keyTestApp({ API_KEY_RATE_LIMIT: '3' });
    const { owner, project } = await keyWorld(app);
    const key = await createKey(app, owner.token, project.id);
    const other = await createKey(app, owner.token, project.id);
    const call = (secret: string) =>
      withKey(app, secret, { method: 'GET', url: `/api/v1/leads/${project.id}` });
    const remaining: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const response = await call(key.secret);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('3');
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const over = await call(key.secret);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    // Another key has its own count.
    expect((await call(other.secret)).statusCode).toBe(200);
  }, 120_000);

  // On PGlite each app has its own in-memory database: replicas exist on PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    'is shared by every app on one PostgreSQL database (replicas)',
    async () => {
      const env = { API_KEY_RATE_LIMIT: '4' };
      const first = await keyTestApp(env);
      const second = await keyTestApp(env);
      const { owner, project } = await keyWorld(first);
      const key = await createKey(first, owner.token, project.id);
      const url = `/api/v1/leads/${project.id}`;
      const statuses: number[] = [];
      for (const app of [first, second, first, second, second])
        statuses.push((await withKey(app, key.secret, { method: 'GET', url })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    },
    120_000,
  );
});
