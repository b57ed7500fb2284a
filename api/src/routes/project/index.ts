import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { toProject } from '../../presenters/project.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { ProjectCreateSchema, ProjectSchema } from '../../schemas/project.js';

const security = [{ bearerAuth: [] }];

/** /api/v1/project: the projects of the caller's organization. */
const project: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      schema: {
        tags: ['project'],
        summary: "The projects of the caller's organization (empty without one)",
        security,
        response: { 200: Type.Array(ref(ProjectSchema)), ...errorResponses(401) },
      },
    },
    async (request) => {
      const membership = await app.permissions.membershipOf(request.currentUser);
      if (!membership) return [];
      const projects = await app.repositories.projects.listForOrganization(membership.organization.id);
      return projects.map(toProject);
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['project'],
        summary: "Create a project in the caller's organization",
        security,
        body: ref(ProjectCreateSchema),
        response: { 201: ref(ProjectSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { organization } = await app.permissions.requireMembership(request.currentUser);
      const created = await app.repositories.projects.create(organization.id, {
        name: request.body.name.trim(),
      });
      return reply.code(201).send(toProject(created));
    },
  );
};

export default project;
