import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashApiKeySecret } from '../../src/api-keys/key-secret.js';
import { apiKeys, users } from '../../src/db/schema/index.js';
import { injectWithLogin, signUp } from '../helper.js';
import { addGuest } from '../support/projects.js';
import { signUpMember } from '../support/team.js';
import { createKey, keyTestApp, keyWorld, withKey } from './key-world.js';

describe('API keys: managing them (/api/v1/project/{projectId}/api_keys)', () => {
  it('creates a key whose secret is shown once, stored only as its hash, and lists it without the secret', async () => {
    const app = await keyTestApp();
    const { owner, project } = await keyWorld(app);
    const created = await createKey(app, owner.token, project.id, {
      name: '  Zapier  ',
      scopes: ['leads:write', 'leads:read'],
    });
    expect(created.secret).toMatch(/^sb_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Zapier',
      prefix: created.secret.slice(0, 12),
      scopes: ['leads:write', 'leads:read'],
      reach: 'project',
      project_id: project.id,
      created_by: { id: owner.user.id, name: owner.email },
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
      state: 'active',
    });

    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row!.secretHash).toBe(hashApiKeySecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
    // Its hidden account: no password, a reserved address, never a member.
    const [account] = await app.db.select().from(users).where(eq(users.id, row!.userId));
    expect(account).toMatchObject({ kind: 'api_key', hashedPassword: null, isActive: false });
    expect(account!.email).toMatch(/\.invalid$/);
    const members = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: '/api/v1/organization/members',
    });
    expect(members.body).not.toContain(row!.userId);
    const people = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${project.id}/people`,
    });
    expect(people.body).not.toContain(row!.userId);

    const list = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/api_keys`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().keys).toEqual([created.key]);
    expect(list.body).not.toContain(created.secret);
  }, 120_000);

  it('lists the project keys and the organization keys, active newest first, then revoked or expired', async () => {
    const app = await keyTestApp();
    const { owner, project, sibling } = await keyWorld(app);
    const first = await createKey(app, owner.token, project.id, { name: 'first' });
    const orgKey = await createKey(app, owner.token, sibling.id, { name: 'org', reach: 'organization' });
    const siblingKey = await createKey(app, owner.token, sibling.id, { name: 'sibling only' });
    const third = await createKey(app, owner.token, project.id, { name: 'third' });
    await app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, third.key.id));
    const revoke = () =>
      injectWithLogin(app, owner.token, {
        method: 'DELETE',
        url: `/api/v1/project/${project.id}/api_keys/${first.key.id}`,
      });
    expect((await revoke()).statusCode).toBe(204);
    expect((await revoke()).statusCode).toBe(204);

    const list = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/api_keys`,
    });
    const keys = list.json<{ keys: { name: string; state: string; reach: string }[] }>().keys;
    expect(keys.map((key) => [key.name, key.state, key.reach])).toEqual([
      ['org', 'active', 'organization'],
      ['third', 'expired', 'project'],
      ['first', 'revoked', 'project'],
    ]);
    // A key of another project does not reach this one: it cannot be revoked from here.
    const elsewhere = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/project/${project.id}/api_keys/${siblingKey.key.id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('API_KEY_NOT_FOUND');
    expect(orgKey.key.project_id).toBeNull();
  }, 120_000);

  it('refuses a bad name, scopes, reach or expiry with a 422 naming the field', async () => {
    const app = await keyTestApp();
    const { owner, project } = await keyWorld(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ scopes: [] }, 'scopes'],
      [{ scopes: ['leads:read', 'leads:read'] }, 'scopes'],
      [{ scopes: ['admin'] }, 'scopes.0'],
      [{ reach: 'everything' }, 'reach'],
      [{ expires_at: '2001-01-01T00:00:00Z' }, 'expires_at'],
      [{ expires_at: 'tomorrow' }, 'expires_at'],
    ];
    for (const [change, field] of cases) {
      const response = await injectWithLogin(app, owner.token, {
        method: 'POST',
        url: `/api/v1/project/${project.id}/api_keys`,
        payload: { name: 'ok', scopes: ['leads:read'], reach: 'project', ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().field, JSON.stringify(change)).toBe(field);
    }
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const created = await createKey(app, owner.token, project.id, { expires_at: later });
    expect(created.key).toMatchObject({ state: 'active' });
  }, 120_000);

  it('is for members signed in as themselves: a member may, guests and strangers get 404, a key gets 403', async () => {
    const app = await keyTestApp();
    const { owner, project, stranger } = await keyWorld(app);
    const member = await signUpMember(app, owner.token);
    expect((await createKey(app, member.token, project.id)).key.created_by).toEqual({
      id: member.user.id,
      name: member.email,
    });
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const url = `/api/v1/project/${project.id}/api_keys`;
    for (const token of [guest.token, stranger.token]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await injectWithLogin(app, token, {
          method,
          url,
          ...(method === 'POST' ? { payload: { name: 'x', scopes: ['leads:read'], reach: 'project' } } : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('PROJECT_NOT_FOUND');
      }
    }
    const key = await createKey(app, owner.token, project.id, {
      scopes: ['leads:read', 'leads:write', 'settings:read', 'settings:write'],
      reach: 'organization',
    });
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['DELETE', `${url}/${key.key.id}`],
    ] as const) {
      const response = await withKey(app, key.secret, {
        method,
        url: path,
        ...(method === 'POST' ? { payload: { name: 'x', scopes: ['leads:read'], reach: 'project' } } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().code).toBe('API_KEY_NOT_ALLOWED');
    }
  }, 120_000);

  it('keeps working when the member who made it leaves, and names them no more once their account is gone', async () => {
    const app = await keyTestApp();
    const { owner, project } = await keyWorld(app);
    const member = await signUpMember(app, owner.token);
    const key = await createKey(app, member.token, project.id);
    const removed = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/organization/members/${member.user.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const read = await withKey(app, key.secret, { method: 'GET', url: `/api/v1/project/${project.id}` });
    expect(read.statusCode, read.body).toBe(200);
    await app.db.delete(users).where(eq(users.id, member.user.id));
    const list = await injectWithLogin(app, owner.token, {
      method: 'GET',
      url: `/api/v1/project/${project.id}/api_keys`,
    });
    expect(list.json().keys[0]).toMatchObject({ id: key.key.id, created_by: null });
  }, 120_000);
});
