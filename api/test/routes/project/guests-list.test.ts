import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('GET /api/v1/project/guests-access/{projectId}', () => {
  it("lists the project's guests to owners and admins, oldest first, and refuses members", async () => {
    const owner = await signUpWithOrganization(app);
    const admin = await signUpMember(app, owner.token, 'admin');
    const member = await signUpMember(app, owner.token);
    const project = await createProject(app, owner.token);
    const url = `/api/v1/project/guests-access/${project.id}`;
    expect((await injectWithLogin(app, owner.token, { method: 'GET', url })).json()).toEqual([]);

    const first = await signUp(app);
    const second = await signUp(app);
    await addGuest(app, owner.token, project.id, first.user.id);
    await addGuest(app, owner.token, project.id, second.user.id);
    await injectWithLogin(app, first.token, {
      method: 'PATCH',
      url: `/users_info/update_name?first_name=Grace&last_name=Hopper`,
    });

    const listed = await injectWithLogin(app, admin.token, { method: 'GET', url });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: first.user.id,
        email: first.email,
        first_name: 'Grace',
        last_name: 'Hopper',
        added_at: expect.any(String),
      },
      {
        id: second.user.id,
        email: second.email,
        first_name: null,
        last_name: null,
        added_at: expect.any(String),
      },
    ]);

    const refused = await injectWithLogin(app, member.token, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('GUESTS_FORBIDDEN');
    const asGuest = await injectWithLogin(app, first.token, { method: 'GET', url });
    expect(asGuest.statusCode).toBe(403);
  });
});
