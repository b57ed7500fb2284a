import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { toProjectGuest, toProjectGuestUser } from '../../presenters/project.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  GuestAccessParamsSchema,
  GuestListParamsSchema,
  ProjectGuestSchema,
  ProjectGuestUserSchema,
} from '../../schemas/project.js';

const security = [{ bearerAuth: [] }];
const tags = ['project'];

/** /api/v1/project/guests-access/{projectId}: who has guest access, granted by owners and admins. */
const guestsAccess: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId',
    {
      schema: {
        tags,
        summary: "A project's guests, longest-standing first (owners and admins of its organization)",
        security,
        params: GuestListParamsSchema,
        response: { 200: Type.Array(ref(ProjectGuestUserSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const project = await app.permissions.requireGuestManagement(
        request.currentUser,
        request.params.projectId,
      );
      return (await app.repositories.projectGuests.listGuests(project.id)).map(toProjectGuestUser);
    },
  );

  app.post(
    '/:projectId/user/:userId',
    {
      schema: {
        tags,
        summary: 'Give a user guest access to one project (owners and admins of its organization)',
        security,
        params: GuestAccessParamsSchema,
        response: { 201: ref(ProjectGuestSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { projectId, userId } = request.params;
      const project = await app.permissions.requireGuestManagement(request.currentUser, projectId);
      const user = await app.repositories.users.findById(userId);
      if (!user) throw new DomainError('GUEST_USER_NOT_FOUND');
      if (await app.repositories.members.find(project.organizationId, user.id))
        throw new DomainError('GUEST_IS_MEMBER');
      const guest = await app.repositories.projectGuests.add(project.id, user.id);
      return reply.code(201).send(toProjectGuest(guest));
    },
  );

  app.delete(
    '/:projectId/user/:userId',
    {
      schema: {
        tags,
        summary: "End a user's guest access to a project (owners and admins of its organization)",
        security,
        params: GuestAccessParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { projectId, userId } = request.params;
      const project = await app.permissions.requireGuestManagement(request.currentUser, projectId);
      if (!(await app.repositories.projectGuests.remove(project.id, userId)))
        throw new DomainError('GUEST_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};

export default guestsAccess;
