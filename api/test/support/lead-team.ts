import type { FastifyInstance } from 'fastify';
import { injectWithLogin, signUp, signUpWithOrganization } from '../helper.js';
import { seedLeads } from './leads.js';
import { addGuest, createProject } from './projects.js';
import { signUpMember } from './team.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A project worked by a team (issue 26): its organization's owner, an admin and a member, a guest of the
 * project, a guest of another project of the organization, and the owner of another organization; with
 * `count` leads, newest first as leadIds[0], leadIds[1]...
 */
export async function teamWorld(app: FastifyInstance, count = 3) {
  const owner = await signUpWithOrganization(app, 'Team Co');
  const [admin, member] = [
    await signUpMember(app, owner.token, 'admin'),
    await signUpMember(app, owner.token),
  ];
  const project = await createProject(app, owner.token, 'Team inbox');
  const sibling = await createProject(app, owner.token, 'Other inbox');
  const guest = await signUp(app);
  await addGuest(app, owner.token, project.id, guest.user.id);
  const siblingGuest = await signUp(app);
  await addGuest(app, owner.token, sibling.id, siblingGuest.user.id);
  const outsider = await signUpWithOrganization(app, 'Elsewhere');
  const now = Date.now();
  const leadIds = await seedLeads(
    app.db,
    project.id,
    Array.from({ length: count }, (_, index) => ({
      title: `Lead ${index}`,
      publishedAt: new Date(now - index * 60_000),
    })),
  );
  const [siblingLead] = await seedLeads(app.db, sibling.id, [{ title: 'Sibling lead' }]);
  /** A call under /api/v1/leads/{project} (or `projectId`) as the holder of `token`. */
  const call = (token: string, method: Method, path: string, payload?: object, projectId = project.id) =>
    injectWithLogin(app, token, {
      method,
      url: `/api/v1/leads/${projectId}${path}`,
      ...(payload ? { payload } : {}),
    });
  return {
    owner,
    admin,
    member,
    guest,
    siblingGuest,
    outsider,
    project,
    sibling,
    siblingLead: siblingLead!,
    leadIds,
    call,
  };
}

export type TeamWorld = Awaited<ReturnType<typeof teamWorld>>;
