import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isUniqueViolation } from '../../db/errors.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { userActor } from '../../leads/lead-actor.js';
import { toStatusConfig } from '../../presenters/lead-status-config.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  colorPattern,
  StatusConfigCreateSchema,
  StatusConfigDeletedSchema,
  StatusConfigParamsSchema,
  StatusConfigPositionQuerySchema,
  StatusConfigProjectParamsSchema,
  StatusConfigSchema,
  StatusConfigUpdateSchema,
  statusConfigLimits,
} from '../../schemas/lead-status-config.js';

const security = [{ bearerAuth: [] }];
const tags = ['lead status configs'];

const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim();

function colorOf(color: string | undefined): string | undefined {
  if (color === undefined) return undefined;
  if (!colorPattern.test(color))
    throw new DomainError('VALIDATION_ERROR', {
      field: 'color',
      detail: 'color: must be a hex colour #rrggbb, e.g. #3b82f6',
    });
  return color.toLowerCase();
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError('STATUS_CONFIG_NAME_TAKEN', { field: 'name' });
  throw error;
}

async function statusOf(app: FastifyInstance, projectId: string, id: string) {
  const status = (await app.repositories.leadStatusConfigs.listForProject(projectId)).find(
    (s) => s.id === id,
  );
  if (!status) throw new DomainError('STATUS_CONFIG_NOT_FOUND');
  return toStatusConfig(status);
}

/**
 * /api/v1/lead-status-configs/project/{projectId}: the statuses a project sorts its leads by ("New",
 * "Contacted"...), in a dense order with exactly one default. Guests read them; members change them.
 */
const leadStatusConfigs: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const statuses = app.repositories.leadStatusConfigs;

  app.get(
    '/project/:projectId',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags,
        summary: "The project's lead statuses in order, with their lead counts (members and guests)",
        security,
        params: StatusConfigProjectParamsSchema,
        response: { 200: Type.Array(ref(StatusConfigSchema)), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      return (await statuses.listForProject(project.id)).map(toStatusConfig);
    },
  );

  app.post(
    '/project/:projectId',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Add a lead status, last in the order (members only)',
        description:
          'At most 20 per project (409 STATUS_CONFIG_LIMIT); names are unique per project whatever their ' +
          'case (409 STATUS_CONFIG_NAME_TAKEN).',
        security,
        params: StatusConfigProjectParamsSchema,
        body: ref(StatusConfigCreateSchema),
        response: { 201: ref(StatusConfigSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const color = colorOf(request.body.color);
      const created = await statuses
        .create(
          project.id,
          { name: cleanName(request.body.name), ...(color ? { color } : {}) },
          statusConfigLimits.perProject,
        )
        .catch(nameTaken);
      if (!created) throw new DomainError('STATUS_CONFIG_LIMIT');
      return reply.code(201).send(toStatusConfig({ ...created, leadCount: 0 }));
    },
  );

  app.patch(
    '/project/:projectId/status/:id',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Rename or recolour a lead status, or make it the default (members only)',
        security,
        params: StatusConfigParamsSchema,
        body: ref(StatusConfigUpdateSchema),
        response: { 200: ref(StatusConfigSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const { name, is_default: isDefault } = request.body;
      const color = colorOf(request.body.color);
      // false is what a status that is not the default reads back; the default needs a successor.
      if (isDefault === false && (await statusOf(app, project.id, request.params.id)).is_default)
        throw new DomainError('VALIDATION_ERROR', {
          field: 'is_default',
          detail:
            'is_default: a project always has a default status; make another status the default instead.',
        });
      const updated = await statuses
        .update(project.id, request.params.id, {
          ...(name === undefined ? {} : { name: cleanName(name) }),
          ...(color === undefined ? {} : { color }),
          makeDefault: isDefault === true,
        })
        .catch(nameTaken);
      if (!updated) throw new DomainError('STATUS_CONFIG_NOT_FOUND');
      return statusOf(app, project.id, updated.id);
    },
  );

  app.delete(
    '/project/:projectId/status/:id',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Delete a lead status; its leads move to the default status (members only)',
        description:
          'Deleting the default makes the first other status the default. The last status cannot be ' +
          'deleted (409 STATUS_CONFIG_LAST).',
        security,
        params: StatusConfigParamsSchema,
        response: { 200: ref(StatusConfigDeletedSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const result = await statuses.remove(project.id, request.params.id, userActor(request.currentUser));
      if (result.outcome === 'not_found') throw new DomainError('STATUS_CONFIG_NOT_FOUND');
      if (result.outcome === 'last') throw new DomainError('STATUS_CONFIG_LAST');
      return { moved_leads: result.movedLeads, moved_to: result.movedTo };
    },
  );

  app.patch(
    '/project/:projectId/status/:id/position',
    {
      config: { apiKeyScope: 'settings:write' },
      schema: {
        tags,
        summary: 'Move a lead status to another place in the order (members only)',
        description: '`new_position` is 0-based; the other statuses shift. Answers the whole list.',
        security,
        params: StatusConfigParamsSchema,
        querystring: StatusConfigPositionQuerySchema,
        response: { 200: Type.Array(ref(StatusConfigSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const result = await statuses.move(project.id, request.params.id, request.query.new_position);
      if (result.outcome === 'not_found') throw new DomainError('STATUS_CONFIG_NOT_FOUND');
      if (result.outcome === 'out_of_range')
        throw new DomainError('VALIDATION_ERROR', {
          field: 'new_position',
          detail: `new_position: must be between 0 and ${result.count - 1}`,
        });
      return (await statuses.listForProject(project.id)).map(toStatusConfig);
    },
  );
};

export default leadStatusConfigs;
