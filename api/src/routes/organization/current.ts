import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { toOrganization } from '../../presenters/organization.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { OrganizationCreateSchema, OrganizationSchema } from '../../schemas/organization.js';
import { Type } from 'typebox';
import { IdSchema } from '../../schemas/common.js';

const security = [{ bearerAuth: [] }];

/** The caller's organization (a user belongs to at most one today): read, create, look up, leave. */
const current: FastifyPluginAsyncTypebox = async (app) => {
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

  app.get(
    '/by-id/:id',
    {
      schema: {
        tags: ['organization'],
        summary: 'An organization by id, for its members only (404 for everyone else)',
        security,
        params: Type.Object({ id: IdSchema }, { additionalProperties: false }),
        response: { 200: ref(OrganizationSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const membership = await app.permissions.membershipOf(request.currentUser);
      if (!membership || membership.organization.id !== request.params.id)
        throw new DomainError('ORGANIZATION_NOT_FOUND');
      return toOrganization(membership);
    },
  );

  app.post(
    '/leave',
    {
      schema: {
        tags: ['organization'],
        summary: 'Leave the organization (the last owner must hand over ownership first)',
        security,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { organization } = await app.permissions.requireMembership(request.currentUser);
      const result = await app.repositories.members.leave(organization.id, request.currentUser.id);
      if (result === 'last-owner') throw new DomainError('LAST_OWNER_CANNOT_LEAVE');
      if (result === 'not-member') throw new DomainError('ORGANIZATION_REQUIRED');
      return reply.code(204).send(null);
    },
  );
};

export default current;
