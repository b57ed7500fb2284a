import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { toOrganization } from '../../presenters/organization.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { OrganizationCreateSchema, OrganizationSchema } from '../../schemas/organization.js';

const security = [{ bearerAuth: [] }];

/** /api/v1/organization: the caller's organization (a user belongs to at most one today). */
const organization: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      schema: {
        tags: ['organization'],
        summary: "The caller's organization and role",
        security,
        response: { 200: ref(OrganizationSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const membership = await app.permissions.membershipOf(request.currentUser);
      if (!membership) throw new DomainError('ORGANIZATION_NOT_FOUND');
      return toOrganization(membership);
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['organization'],
        summary: 'Create an organization; the caller becomes its owner',
        security,
        body: ref(OrganizationCreateSchema),
        response: { 201: ref(OrganizationSchema), ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const { name, website } = request.body;
      const membership = await app.repositories.organizations.createWithOwner(request.currentUser.id, {
        name: name.trim(),
        website: website?.trim() || null,
      });
      if (!membership) throw new DomainError('ALREADY_IN_ORGANIZATION');
      return reply.code(201).send(toOrganization(membership));
    },
  );
};

export default organization;
