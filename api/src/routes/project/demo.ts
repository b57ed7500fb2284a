import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ensureDemoProject } from '../../demo/demo-project.js';
import { queueSourcePoll } from '../../engine/polling/poll-ticker.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toProject } from '../../presenters/project.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { ProjectSchema } from '../../schemas/project.js';

const security = [{ bearerAuth: [] }];

/** /api/v1/project/demo: the demo project, copied into the caller's organization the first time. */
const demo: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/demo',
    {
      schema: {
        tags: ['project'],
        summary: "Open the demo project of the caller's organization, creating it the first time",
        description:
          'The demo project "Acme CRM leads (demo)": a business description, the bundled intent signals and ' +
          'an enabled sample feed of example posts, so leads appear within seconds. 201 with the new project; ' +
          'when the organization already has its demo project (one with the sample feed), 200 with that one. ' +
          'Members of an organization only: a guest or a user without an organization gets 403 ' +
          '`DEMO_ORGANIZATION_REQUIRED`.',
        security,
        response: {
          200: ref(ProjectSchema, 'The organization already had its demo project'),
          201: ref(ProjectSchema, 'The demo project was created'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const membership = await app.permissions.membershipOf(request.currentUser);
      if (!membership) throw new DomainError('DEMO_ORGANIZATION_REQUIRED');
      const demoProject = await ensureDemoProject(app.db, membership.organization.id);
      // The first poll now rather than at the next scheduler tick: leads within seconds.
      if (demoProject.status === 'created') await queueSourcePoll(app.queue.boss, demoProject.sampleSourceId);
      const { project } = demoProject;
      const summary = (await app.repositories.projects.summaries([project.id])).get(project.id);
      return reply
        .code(demoProject.status === 'created' ? 201 : 200)
        .send(toProject(project, membership.role, summary));
    },
  );
};

export default demo;
