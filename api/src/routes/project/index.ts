import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import apiKeys from './api-keys.js';
import assignmentRule from './assignment-rule.js';
import brainstorm from './brainstorm.js';
import dataSources from './data-sources.js';
import demo from './demo.js';
import guestInvites from './guest-invites.js';
import guestsAccess from './guests-access.js';
import leadQuality from './lead-quality.js';
import outboundWebhooks from './outbound-webhooks.js';
import projectItem from './item.js';
import webhook from './webhook.js';
import { toProject, viewerRoleOf } from '../../presenters/project.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { ProjectCreateSchema, ProjectSchema } from '../../schemas/project.js';
import { descriptionOf, websiteOf } from './project-fields.js';

const security = [{ bearerAuth: [] }];

/**
 * /api/v1/project: the projects the caller may see, each one, its data sources, guest access and the
 * brainstorming that helps fill in the wizard.
 */
const project: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['project'],
        summary: "The caller's projects: their organization's and those they are a guest of (may be empty)",
        security,
        response: { 200: Type.Array(ref(ProjectSchema)), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { projects, membership } = await app.permissions.visibleProjects(request.currentUser);
      const summaries = await app.repositories.projects.summaries(projects.map((p) => p.id));
      return projects.map((p) => toProject(p, viewerRoleOf(p, membership), summaries.get(p.id)));
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
      const { organization, role } = await app.permissions.requireMembership(request.currentUser);
      const created = await app.repositories.projects.create(organization.id, {
        name: request.body.name.trim(),
        website: websiteOf(request.body.website ?? null),
        businessDescription: descriptionOf(request.body.business_description ?? null),
        useCase: request.body.use_case ?? null,
        wizardStep: request.body.wizard_step ?? null,
      });
      return reply.code(201).send(toProject(created, role));
    },
  );

  await app.register(demo);
  await app.register(projectItem);
  await app.register(dataSources);
  await app.register(brainstorm);
  await app.register(webhook);
  await app.register(outboundWebhooks);
  await app.register(leadQuality);
  await app.register(assignmentRule);
  await app.register(apiKeys);
  await app.register(guestsAccess, { prefix: '/guests-access' });
  await app.register(guestInvites, { prefix: '/guests-access' });
};

export default project;
