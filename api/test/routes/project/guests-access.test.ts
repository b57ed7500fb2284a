import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const guestUrl = (projectId: string, userId: string) =>
  `/api/v1/project/guests-access/${projectId}/user/${userId}`;
const grant = (token: string, projectId: string, userId: string) =>
  injectWithLogin(app, token, { method: 'POST', url: guestUrl(projectId, userId) });
const revoke = (token: string, projectId: string, userId: string) =>
  injectWithLogin(app, token, { method: 'DELETE', url: guestUrl(projectId, userId) });
const listProjects = (token: string) =>
  injectWithLogin(app, token, { method: 'GET', url: '/api/v1/project' });

async function createProject(token: string, name: string) {
  const response = await injectWithLogin(app, token, {
    method: 'POST',
    url: '/api/v1/project',
    payload: { name },
  });
  return response.json<{ id: string }>();
}

describe('/api/v1/project/guests-access', () => {
  it('shows a guest exactly the projects they are a guest of, until access ends', async () => {
    const owner = await signUpWithOrganization(app);
    const shared = await createProject(owner.token, 'Shared');
    await createProject(owner.token, 'Private');
    const guest = await signUp(app);

    const granted = await grant(owner.token, shared.id, guest.user.id);
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toEqual({
      project_id: shared.id,
      user_id: guest.user.id,
      created_at: expect.any(String),
    });
    expect((await grant(owner.token, shared.id, guest.user.id)).statusCode).toBe(201);

    const seen = (await listProjects(guest.token)).json<{ id: string; name: string }[]>();
    expect(seen.map((p) => p.name)).toEqual(['Shared']);
    expect(
      (await injectWithLogin(app, guest.token, { method: 'GET', url: '/api/v1/organization/members' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectWithLogin(app, guest.token, { method: 'GET', url: '/api/v1/organization' })).statusCode,
    ).toBe(404);

    expect((await revoke(owner.token, shared.id, guest.user.id)).statusCode).toBe(204);
    expect((await listProjects(guest.token)).json()).toEqual([]);
    expect((await revoke(owner.token, shared.id, guest.user.id)).json().code).toBe('GUEST_NOT_FOUND');
  });

  it('lists a guest project next to their own organization’s', async () => {
    const host = await signUpWithOrganization(app, 'Host');
    const shared = await createProject(host.token, 'Theirs');
    const visitor = await signUpWithOrganization(app, 'Visitor');
    await createProject(visitor.token, 'Ours');
    await grant(host.token, shared.id, visitor.user.id);
    const names = (await listProjects(visitor.token)).json<{ name: string }[]>().map((p) => p.name);
    expect(names).toEqual(['Ours', 'Theirs']);
  });

  it('lets owners and admins manage guests; members and guests get 403', async () => {
    const owner = await signUpWithOrganization(app);
    const admin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token);
    const project = await createProject(owner.token, 'P');
    const guest = await signUp(app);
    const another = await signUp(app);

    expect((await grant(admin.token, project.id, guest.user.id)).statusCode).toBe(201);
    const byMember = await grant(member.token, project.id, another.user.id);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('GUESTS_FORBIDDEN');
    const byGuest = await grant(guest.token, project.id, another.user.id);
    expect(byGuest.statusCode).toBe(403);
    expect((await revoke(guest.token, project.id, guest.user.id)).statusCode).toBe(403);
    expect((await revoke(admin.token, project.id, guest.user.id)).statusCode).toBe(204);
  });

  it('needs an existing user who is not already a member', async () => {
    const owner = await signUpWithOrganization(app);
    const member = await signUpMember(app, owner.token);
    const project = await createProject(owner.token, 'P');
    const unknown = await grant(owner.token, project.id, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GUEST_USER_NOT_FOUND');
    const inside = await grant(owner.token, project.id, member.user.id);
    expect(inside.statusCode).toBe(409);
    expect(inside.json().code).toBe('GUEST_IS_MEMBER');
  });

  it('answers 404 for a project the caller cannot see and 422 for malformed ids', async () => {
    const owner = await signUpWithOrganization(app);
    const other = await signUpWithOrganization(app);
    const project = await createProject(other.token, 'Theirs');
    const guest = await signUp(app);
    const response = await grant(owner.token, project.id, guest.user.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('PROJECT_NOT_FOUND');
    expect((await grant(owner.token, randomUUID(), guest.user.id)).json().code).toBe('PROJECT_NOT_FOUND');
    const malformed = await grant(owner.token, 'nope', guest.user.id);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().field).toBe('projectId');
    expect((await grant(owner.token, project.id, 'nope')).json().field).toBe('userId');
  });
});
