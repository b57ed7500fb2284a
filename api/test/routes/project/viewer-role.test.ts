import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';
import { signUpMember } from '../../support/team.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { runWorkers: false });
});

type Project = { id: string; viewer_role: string };

const list = async (token: string) =>
  (await injectWithLogin(app, token, { method: 'GET', url: '/api/v1/project' })).json<Project[]>();
const read = (token: string, id: string) =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/project/${id}` });

/** An organization with a project, an admin, a member, a guest without an organization and an outsider. */
async function team() {
  const owner = await signUpWithOrganization(app);
  const project = await createProject(app, owner.token, 'Shared');
  const admin = await signUpMember(app, owner.token, 'admin');
  const member = await signUpMember(app, owner.token);
  const guest = await signUp(app);
  await addGuest(app, owner.token, project.id, guest.user.id);
  const outsider = await signUpWithOrganization(app, 'Elsewhere Co');
  return { owner, admin, member, guest, outsider, project };
}

describe('viewer_role on project responses', () => {
  it('tells each caller their own role in the list and on the item', async () => {
    const { owner, admin, member, guest, project } = await team();
    for (const [caller, role] of [
      [owner, 'owner'],
      [admin, 'admin'],
      [member, 'member'],
      [guest, 'guest'],
    ] as const) {
      expect(await list(caller.token)).toEqual([
        expect.objectContaining({ id: project.id, viewer_role: role }),
      ]);
      const one = await read(caller.token, project.id);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: project.id, viewer_role: role });
    }
  });

  it('answers the role on creation and on a change', async () => {
    const { owner, member, project } = await team();
    const created = await injectWithLogin(app, member.token, {
      method: 'POST',
      url: '/api/v1/project',
      payload: { name: 'Made by a member' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ viewer_role: 'member' });
    const changed = await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `/api/v1/project/${project.id}`,
      payload: { name: 'Renamed' },
    });
    expect(changed.json()).toMatchObject({ name: 'Renamed', viewer_role: 'owner' });
  });

  it('calls a guest who belongs to another organization a guest of this project', async () => {
    const { owner, outsider, project } = await team();
    const theirs = await createProject(app, outsider.token, 'Their own');
    await addGuest(app, owner.token, project.id, outsider.user.id);

    const seen = await list(outsider.token);
    expect(seen.map((p) => [p.id, p.viewer_role])).toEqual([
      [theirs.id, 'owner'],
      [project.id, 'guest'],
    ]);
    expect((await read(outsider.token, project.id)).json()).toMatchObject({ viewer_role: 'guest' });
  });

  it('still hides the project from another organization', async () => {
    const { outsider, project } = await team();
    const response = await read(outsider.token, project.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'PROJECT_NOT_FOUND', detail: 'Project not found.' });
    expect((await list(outsider.token)).map((p) => p.id)).not.toContain(project.id);
  });
});
