import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  injectWithLogin(app, token, { method, url: `/api/v1/organization${url}`, payload });

describe('/api/v1/organization members', () => {
  it('lists members oldest first with their roles', async () => {
    const owner = await signUpWithOrganization(app);
    const admin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token, 'member');
    await app.repositories.users.update(member.user.id, { firstName: 'Ada', lastName: 'Lovelace' });
    const response = await call(member.token, 'GET', '/members');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: owner.user.id,
        email: owner.email,
        first_name: null,
        last_name: null,
        role: 'owner',
        joined_at: expect.any(String),
      },
      {
        id: admin.user.id,
        email: admin.email,
        first_name: null,
        last_name: null,
        role: 'admin',
        joined_at: expect.any(String),
      },
      {
        id: member.user.id,
        email: member.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        role: 'member',
        joined_at: expect.any(String),
      },
    ]);
  });

  it('answers GET /by-id only to members of that organization', async () => {
    const owner = await signUpWithOrganization(app, 'Mine');
    const other = await signUpWithOrganization(app, 'Theirs');
    const mine = await call(owner.token, 'GET', `/by-id/${owner.organization.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: owner.organization.id, name: 'Mine', role: 'owner' });
    const theirs = await call(owner.token, 'GET', `/by-id/${other.organization.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('ORGANIZATION_NOT_FOUND');
    const malformed = await call(owner.token, 'GET', '/by-id/not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().field).toBe('id');
  });

  it('refuses the last owner leaving, with a sentence about handing over', async () => {
    const owner = await signUpWithOrganization(app);
    await signUpMember(app, owner.token);
    const response = await call(owner.token, 'POST', '/leave');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'LAST_OWNER_CANNOT_LEAVE',
      detail:
        'You are the last owner of this organization. Make another member an owner first, then you can leave.',
    });
  });

  it('lets an owner hand over ownership and then leave', async () => {
    const owner = await signUpWithOrganization(app);
    const heir = await signUpMember(app, owner.token);
    const promoted = await call(owner.token, 'PATCH', `/members/${heir.user.id}`, { role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('owner');
    expect((await call(owner.token, 'POST', '/leave')).statusCode).toBe(204);
    expect((await call(owner.token, 'GET', '')).statusCode).toBe(404);
    const left = (await call(heir.token, 'GET', '/members')).json<{ id: string }[]>();
    expect(left.map((m) => m.id)).toEqual([heir.user.id]);
  });

  it('takes access away from a member who leaves, at once', async () => {
    const owner = await signUpWithOrganization(app);
    const member = await signUpMember(app, owner.token);
    await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: '/api/v1/project',
      payload: { name: 'P' },
    });
    expect(
      (await injectWithLogin(app, member.token, { method: 'GET', url: '/api/v1/project' })).json(),
    ).toHaveLength(1);
    expect((await call(member.token, 'POST', '/leave')).statusCode).toBe(204);
    expect((await call(member.token, 'GET', '/members')).json().code).toBe('ORGANIZATION_REQUIRED');
    expect(
      (await injectWithLogin(app, member.token, { method: 'GET', url: '/api/v1/project' })).json(),
    ).toEqual([]);
    expect((await call(member.token, 'POST', '/leave')).statusCode).toBe(403);
  });

  it('lets owners remove anyone and admins remove members only', async () => {
    const owner = await signUpWithOrganization(app);
    const admin = await signUpMember(app, owner.token, 'admin');
    const otherAdmin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token, 'member');
    const other = await signUpMember(app, owner.token, 'member');

    const adminOnAdmin = await call(admin.token, 'DELETE', `/members/${otherAdmin.user.id}`);
    expect(adminOnAdmin.statusCode).toBe(403);
    expect(adminOnAdmin.json().code).toBe('MEMBER_REMOVE_FORBIDDEN');
    expect((await call(admin.token, 'DELETE', `/members/${owner.user.id}`)).statusCode).toBe(403);
    expect((await call(member.token, 'DELETE', `/members/${other.user.id}`)).json().code).toBe(
      'MEMBER_REMOVE_FORBIDDEN',
    );

    expect((await call(admin.token, 'DELETE', `/members/${member.user.id}`)).statusCode).toBe(204);
    expect((await call(member.token, 'GET', '/members')).statusCode).toBe(403);
    expect((await call(owner.token, 'DELETE', `/members/${otherAdmin.user.id}`)).statusCode).toBe(204);
    expect((await call(owner.token, 'DELETE', `/members/${otherAdmin.user.id}`)).json().code).toBe(
      'MEMBER_NOT_FOUND',
    );
    expect((await call(owner.token, 'DELETE', `/members/${owner.user.id}`)).json().code).toBe(
      'CANNOT_REMOVE_SELF',
    );
  });

  it('lets only owners change roles, never their own', async () => {
    const owner = await signUpWithOrganization(app);
    const admin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token);
    const byAdmin = await call(admin.token, 'PATCH', `/members/${member.user.id}`, { role: 'admin' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('ROLE_CHANGE_FORBIDDEN');
    const own = await call(owner.token, 'PATCH', `/members/${owner.user.id}`, { role: 'member' });
    expect(own.json().code).toBe('CANNOT_CHANGE_OWN_ROLE');
    const bad = await call(owner.token, 'PATCH', `/members/${member.user.id}`, { role: 'king' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().field).toBe('role');
    const stranger = await signUp(app);
    const notMember = await call(owner.token, 'PATCH', `/members/${stranger.user.id}`, { role: 'admin' });
    expect(notMember.json().code).toBe('MEMBER_NOT_FOUND');
  });
});
