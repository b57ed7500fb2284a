import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { newApiKeySecret } from '../../api-keys/key-secret.js';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { toApiKey } from '../../presenters/api-key.js';
import {
  ApiKeyCreatedSchema,
  ApiKeyCreateSchema,
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  ApiKeysParamsSchema,
} from '../../schemas/api-key.js';
import { errorResponses, ref } from '../../schemas/common.js';

const security = [{ bearerAuth: [] }];
const tags = ['api keys'];
const membersOnly =
  ' Members of the organization only, signed in as themselves: guests and other organizations get 404, ' +
  'an API key gets 403 API_KEY_NOT_ALLOWED.';

/** Parses a requested expiry: a real date-time in the future (the schema already checked its shape). */
function expiryOf(value: string | null | undefined, now: Date): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new DomainError('VALIDATION_ERROR', {
      detail: 'expires_at: must be a date and time in ISO 8601 format',
      field: 'expires_at',
    });
  if (date.getTime() <= now.getTime())
    throw new DomainError('VALIDATION_ERROR', {
      detail: 'expires_at: must be in the future, or null for a key that does not expire',
      field: 'expires_at',
    });
  return date;
}

/**
 * /api/v1/project/{projectId}/api_keys (issue 28): the keys that reach a project (its own and its
 * organization's), creating one (its secret shown once) and revoking one. No key route carries
 * `apiKeyScope`: keys never manage keys.
 */
const apiKeysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.repositories.apiKeys;

  /** The project and its organization, for members of it; a guest is told nothing exists (404). */
  async function memberProject(user: UserRow, projectId: string) {
    const { project, membership } = await app.permissions.requireProject(user, projectId, 'member');
    if (!membership) throw new DomainError('PROJECT_NOT_FOUND');
    return project;
  }

  app.get(
    '/:projectId/api_keys',
    {
      schema: {
        tags,
        summary:
          'The API keys that reach the project: active ones first (newest first), then revoked or expired',
        description: `The project's own keys and the organization's keys; never a secret.${membersOnly}`,
        security,
        params: ApiKeysParamsSchema,
        response: { 200: ref(ApiKeyListSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const project = await memberProject(request.currentUser, request.params.projectId);
      const now = new Date();
      const keys = await repository.listReaching(project.id, project.organizationId);
      return { keys: keys.map((key) => toApiKey(key, now)) };
    },
  );

  app.post(
    '/:projectId/api_keys',
    {
      schema: {
        tags,
        summary: 'Create an API key; the answer carries its secret, shown this once',
        description:
          'reach `project`: this project only; `organization`: every project of the organization, present and ' +
          'future. Send the secret as `Authorization: Bearer sb_live_…`. Only its SHA-256 is kept: a lost ' +
          `secret cannot be shown again; revoke the key and create another.${membersOnly}`,
        security,
        params: ApiKeysParamsSchema,
        body: ref(ApiKeyCreateSchema),
        response: { 201: ref(ApiKeyCreatedSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const project = await memberProject(user, request.params.projectId);
      const now = new Date();
      const expiresAt = expiryOf(request.body.expires_at, now);
      const { secret, prefix, hash } = newApiKeySecret();
      const created = await repository.create({
        organizationId: project.organizationId,
        projectId: request.body.reach === 'project' ? project.id : null,
        name: request.body.name.trim(),
        scopes: [...new Set(request.body.scopes)],
        expiresAt,
        prefix,
        secretHash: hash,
        createdBy: user.id,
      });
      const key = toApiKey({ ...created, creator: user }, now);
      return reply.code(201).send({ key, secret });
    },
  );

  app.delete(
    '/:projectId/api_keys/:keyId',
    {
      schema: {
        tags,
        summary: 'Revoke an API key: refused from its very next request (revoking again changes nothing)',
        description: `404 API_KEY_NOT_FOUND for a key that does not reach this project.${membersOnly}`,
        security,
        params: ApiKeyParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const project = await memberProject(request.currentUser, request.params.projectId);
      if (!(await repository.revoke(project.id, project.organizationId, request.params.keyId)))
        throw new DomainError('API_KEY_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};

export default apiKeysRoutes;
