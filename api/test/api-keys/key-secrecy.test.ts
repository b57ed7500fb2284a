import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../helper.js';
import { createKey, keyTestApp, keyWorld, withKey } from './key-world.js';

describe('API keys: the secret stays secret', () => {
  it('never appears in the log nor in any answer after the 201', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await keyTestApp({}, { logger: { level: 'trace', stream } });
    const { owner, project } = await keyWorld(app);
    const key = await createKey(app, owner.token, project.id, { scopes: ['leads:read'] });
    const answers: string[] = [];
    const requests = [
      { method: 'GET', url: '/api/v1/project' },
      { method: 'GET', url: `/api/v1/leads/${project.id}` },
      { method: 'GET', url: `/api/v1/notification-settings/${project.id}` },
      { method: 'GET', url: '/users_info/me' },
      { method: 'GET', url: `/api/v1/leads/${project.id}/lead/not-an-id` },
    ] as const;
    for (const request of requests) {
      const response = await withKey(app, key.secret, request);
      answers.push(JSON.stringify(response.headers) + response.body);
    }
    // Headers logged by a debugging line or a plugin are redacted.
    app.log.info({ headers: { authorization: `Bearer ${key.secret}` } }, 'headers');
    const list = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/api_keys`,
    });
    answers.push(list.body);
    expect(lines.length).toBeGreaterThan(5);
    const secretPart = key.secret.slice(12);
    expect(lines.filter((line) => line.includes(secretPart))).toEqual([]);
    expect(lines.some((line) => line.includes('[redacted]'))).toBe(true);
    expect(answers.filter((answer) => answer.includes(secretPart))).toEqual([]);
  }, 120_000);
});
