import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { toProject, viewerRoleOf } from '../../presenters/project.js';
import type { ProjectChanges } from '../../repositories/projects-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { ProjectParamsSchema, ProjectSchema, ProjectUpdateSchema } from '../../schemas/project.js';
import { descriptionOf, replyVoiceOf, websiteOf } from './project-fields.js';

const security = [{ bearerAuth: [] }];
const tags = ['project'];

/** Trimmed, empty and repeated (case-insensitive) entries dropped, first spelling kept. */
function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => value !== '' && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()));
}

async function summaryOf(app: FastifyInstance, projectId: string) {
  return (await app.repositories.projects.summaries([projectId])).get(projectId);
}

function changesFrom(body: Static<typeof ProjectUpdateSchema>): ProjectChanges {
  const changes: ProjectChanges = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.website !== undefined) changes.website = websiteOf(body.website);
  if (body.business_description !== undefined)
    changes.businessDescription = descriptionOf(body.business_description);
  if (body.reply_voice !== undefined) changes.replyVoice = replyVoiceOf(body.reply_voice);
  if (body.use_case !== undefined) changes.useCase = body.use_case;
  if (body.wizard_step !== undefined) changes.wizardStep = body.wizard_step;
  if (body.lead_threshold !== undefined) changes.leadThreshold = body.lead_threshold;
  if (body.excluded_authors !== undefined) changes.excludedAuthors = cleanList(body.excluded_authors);
  if (body.excluded_communities !== undefined)
    changes.excludedCommunities = cleanList(body.excluded_communities);
  return changes;
}

/** /api/v1/project/{id}: one project; members read and change it, guests only read, owners and admins delete. */
const projectItem: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags,
        summary: 'One project (members of its organization and its guests)',
        security,
        params: ProjectParamsSchema,
        response: { 200: ref(ProjectSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project, membership } = await app.permissions.requireProject(
        request.currentUser,
        request.params.id,
        'read',
      );
      return toProject(project, viewerRoleOf(project, membership), await summaryOf(app, project.id));
    },
  );

  app.patch(
    '/:id',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Change a project: any of its fields, e.g. as each wizard step is saved (members only)',
        security,
        params: ProjectParamsSchema,
        body: ref(ProjectUpdateSchema),
        response: { 200: ref(ProjectSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project, membership } = await app.permissions.requireProject(
        request.currentUser,
        request.params.id,
        'use',
      );
      const updated = await app.repositories.projects.update(project.id, changesFrom(request.body));
      if (!updated) throw new DomainError('PROJECT_NOT_FOUND');
      return toProject(updated, viewerRoleOf(updated, membership), await summaryOf(app, updated.id));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project with its data sources, settings and guest access (owners and admins)',
        security,
        params: ProjectParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.id,
        'delete',
      );
      if (!(await app.repositories.projects.remove(project.id))) throw new DomainError('PROJECT_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};

export default projectItem;
