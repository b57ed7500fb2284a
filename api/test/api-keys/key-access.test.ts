import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema/index.js';
import { injectWithLogin } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createKey, keyTestApp, keyWorld, withKey } from './key-world.js';

const projectIds = (body: string) =>
  JSON.parse(body)
    .map((project: { id: string }) => project.id)
    .sort();

describe('API keys: what a key reaches', () => {
  it('a project key reaches its project only; an organization key every project of it; neither another organization', async () => {
    const app = await keyTestApp();
    const { owner, project, sibling, strangerProject } = await keyWorld(app);
    const projectKey = await createKey(app, owner.token, project.id);
    const orgKey = await createKey(app, owner.token, project.id, { reach: 'organization' });
    const get = (secret: string, url: string) => withKey(app, secret, { method: 'GET', url });

    expect(projectIds((await get(projectKey.secret, '/api/v1/project')).body)).toEqual([project.id]);
    expect(projectIds((await get(orgKey.secret, '/api/v1/project')).body)).toEqual(
      [project.id, sibling.id].sort(),
    );
    expect((await get(projectKey.secret, `/api/v1/leads/${project.id}`)).statusCode).toBe(200);
    expect((await get(orgKey.secret, `/api/v1/leads/${sibling.id}`)).statusCode).toBe(200);
    const outside = [
      [projectKey.secret, sibling.id],
      [projectKey.secret, strangerProject.id],
      [orgKey.secret, strangerProject.id],
    ] as const;
    for (const [secret, projectId] of outside) {
      for (const url of [`/api/v1/leads/${projectId}`, `/api/v1/project/${projectId}`]) {
        const response = await get(secret, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('PROJECT_NOT_FOUND');
      }
    }
    // A project created after the key is reached by the organization key too.
    const later = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/project',
      payload: { name: 'Later' },
    });
    expect((await get(orgKey.secret, `/api/v1/project/${later.json().id}`)).statusCode).toBe(200);
  }, 120_000);

  it('refuses an unknown, revoked or expired key with 401 API_KEY_INVALID saying which, from the next request', async () => {
    const app = await keyTestApp();
    const { owner, project } = await keyWorld(app);
    const key = await createKey(app, owner.token, project.id);
    const read = () => withKey(app, key.secret, { method: 'GET', url: `/api/v1/leads/${project.id}` });
    expect((await read()).statusCode).toBe(200);

    const unknown = await withKey(app, `sb_live_${'A'.repeat(43)}`, {
      method: 'GET',
      url: '/api/v1/project',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      code: 'API_KEY_INVALID',
      detail: expect.stringMatching(/unknown/),
    });

    await app.db
      .update(apiKeys)
      .set({ expiresAt: new Date('2024-03-01T00:00:00Z') })
      .where(eq(apiKeys.id, key.key.id));
    const expired = await read();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'API_KEY_INVALID',
      detail: expect.stringMatching(/expired on 2024-03-01/),
    });
    await app.db.update(apiKeys).set({ expiresAt: null }).where(eq(apiKeys.id, key.key.id));
    expect((await read()).statusCode).toBe(200);

    const revoked = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/project/${project.id}/api_keys/${key.key.id}`,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await read();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'API_KEY_INVALID',
      detail: expect.stringMatching(/revoked on/),
    });
    expect(after.body).not.toContain(key.secret);
  }, 120_000);

  it('answers 403 naming the missing scope, and 403 API_KEY_NOT_ALLOWED on calls for people only', async () => {
    const app = await keyTestApp();
    const { owner, project } = await keyWorld(app);
    const [leadId] = await seedLeads(app.db, project.id, [{ title: 'A lead' }]);
    const reader = await createKey(app, owner.token, project.id, { scopes: ['leads:read'] });
    const writer = await createKey(app, owner.token, project.id, { scopes: ['leads:write'] });

    const star = (secret: string) =>
      withKey(app, secret, {
        method: 'POST',
        url: `/api/v1/leads/${project.id}/lead/${leadId}/star`,
        payload: { starred: true },
      });
    const refused = await star(reader.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'API_KEY_SCOPE_MISSING',
      detail: 'This API key lacks the leads:write scope.',
    });
    expect((await star(writer.secret)).statusCode).toBe(200);
    // leads:write does not imply leads:read.
    const list = await withKey(app, writer.secret, { method: 'GET', url: `/api/v1/leads/${project.id}` });
    expect(list.json()).toMatchObject({
      code: 'API_KEY_SCOPE_MISSING',
      detail: expect.stringContaining('leads:read'),
    });
    const settings = await withKey(app, reader.secret, {
      method: 'GET',
      url: `/api/v1/notification-settings/${project.id}`,
    });
    expect(settings.json()).toMatchObject({
      code: 'API_KEY_SCOPE_MISSING',
      detail: expect.stringContaining('settings:read'),
    });

    for (const [method, url] of [
      ['GET', '/users_info/me'],
      ['GET', '/api/v1/organization/members'],
      ['DELETE', `/api/v1/project/${project.id}`],
      ['GET', `/slack/${project.id}/connection`],
    ] as const) {
      const response = await withKey(app, reader.secret, { method, url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('API_KEY_NOT_ALLOWED');
    }
  }, 120_000);

  it('notes its last use, at most once a minute', async () => {
    const app = await keyTestApp();
    const { owner, project } = await keyWorld(app);
    const key = await createKey(app, owner.token, project.id);
    await withKey(app, key.secret, { method: 'GET', url: '/api/v1/project' });
    const [first] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.key.id));
    expect(first!.lastUsedAt).toBeInstanceOf(Date);
    await withKey(app, key.secret, { method: 'GET', url: '/api/v1/project' });
    const [second] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.key.id));
    expect(second!.lastUsedAt).toEqual(first!.lastUsedAt);
  }, 120_000);
});
