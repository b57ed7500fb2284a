import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { rolePolicy } from '../../plugins/app/permissions.js';
import { toMember } from '../../presenters/member.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { MemberParamsSchema, MemberRoleUpdateSchema, MemberSchema } from '../../schemas/member.js';

const security = [{ bearerAuth: [] }];

/** /api/v1/organization/members: who is in the caller's organization, and managing them. */
const members: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      schema: {
        tags: ['organization'],
        summary: "The members of the caller's organization, oldest first",
        security,
        response: { 200: Type.Array(ref(MemberSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { organization } = await app.permissions.requireMembership(request.currentUser);
      return (await app.repositories.members.list(organization.id)).map(toMember);
    },
  );

  app.delete(
    '/:userId',
    {
      schema: {
        tags: ['organization'],
        summary:
          'Remove a member (owners: anyone; admins: members only). An addition to the spec, which names no remove call',
        security,
        params: MemberParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const membership = await app.permissions.requireMembership(request.currentUser);
      const { userId } = request.params;
      if (userId === request.currentUser.id) throw new DomainError('CANNOT_REMOVE_SELF');
      const target = await app.repositories.members.find(membership.organization.id, userId);
      if (!target) throw new DomainError('MEMBER_NOT_FOUND');
      app.permissions.requireRemoval(membership, target.role);
      if (!(await app.repositories.members.remove(membership.organization.id, userId)))
        throw new DomainError('MEMBER_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/:userId',
    {
      schema: {
        tags: ['organization'],
        summary:
          "Change a member's role, owners only (how ownership is handed over). An addition to the spec",
        security,
        params: MemberParamsSchema,
        body: ref(MemberRoleUpdateSchema),
        response: { 200: ref(MemberSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { organization } = await app.permissions.requireRole(
        request.currentUser,
        rolePolicy.changeRole,
        'ROLE_CHANGE_FORBIDDEN',
      );
      const { userId } = request.params;
      if (userId === request.currentUser.id) throw new DomainError('CANNOT_CHANGE_OWN_ROLE');
      if (!(await app.repositories.members.setRole(organization.id, userId, request.body.role)))
        throw new DomainError('MEMBER_NOT_FOUND');
      const updated = await app.repositories.members.find(organization.id, userId);
      if (!updated) throw new DomainError('MEMBER_NOT_FOUND');
      return toMember(updated);
    },
  );
};

export default members;
