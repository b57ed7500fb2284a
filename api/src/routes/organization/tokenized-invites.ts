import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import { toInvite, toInvitePreview } from '../../presenters/invite.js';
import { toOrganization } from '../../presenters/organization.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  InviteAcceptedSchema,
  InvitePreviewSchema,
  InviteSchema,
  InviteTokenQuerySchema,
} from '../../schemas/invite.js';
import {
  acceptGuestInvite,
  acceptInvite,
  isAddressedTo,
  rejectInvite,
  requireAnswerable,
} from './invite-answers.js';

const security = [{ bearerAuth: [] }];
const tags = ['organization'];
const stateErrors = errorResponses(401, 403, 404, 409, 410, 422);

/** /api/v1/organization/tokenized-invites: the invite link (`/invite?t=`), for link and mailed invites. */
const tokenizedInvites: FastifyPluginAsyncTypebox = async (app) => {
  const inviteOf = async (token: string) => {
    const invite = await app.repositories.invites.findByToken(token);
    if (!invite) throw new DomainError('INVITE_UNKNOWN');
    return invite;
  };

  app.get(
    '/preview',
    {
      schema: {
        tags,
        summary: 'What an invite link offers (public): organization, inviter, role, status, expiry, project',
        description:
          'Answers 200 only for a live invite; INVITE_UNKNOWN (404), INVITE_EXPIRED (410), INVITE_USED (409) ' +
          'or INVITE_CANCELLED (409) otherwise. `project` is set for a guest invite (one project, not the ' +
          'organization; `role` means nothing then).',
        querystring: InviteTokenQuerySchema,
        response: { 200: ref(InvitePreviewSchema), ...errorResponses(404, 409, 410, 422) },
      },
    },
    async (request) => {
      const invite = await inviteOf(request.query.t);
      requireAnswerable(invite, 'token');
      return toInvitePreview(invite);
    },
  );

  app.post(
    '/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Accept the invite of a link: the caller joins the organization, or for a guest invite becomes a ' +
          'guest of its project',
        description:
          'A guest invite works whether or not the caller has an organization; a member of the project’s ' +
          'organization gets a success that changes nothing. `project_id` is null for an organization invite.',
        security,
        querystring: InviteTokenQuerySchema,
        response: { 200: ref(InviteAcceptedSchema), ...stateErrors },
      },
    },
    async (request) => {
      const invite = await inviteOf(request.query.t);
      requireAnswerable(invite, 'token');
      if (!isAddressedTo(invite, request.currentUser)) throw new DomainError('INVITE_FOR_ANOTHER_EMAIL');
      if (invite.projectId !== null) return acceptGuestInvite(app, request.currentUser, invite);
      return {
        ...toOrganization(await acceptInvite(app, request.currentUser, invite, 'token')),
        project_id: null,
      };
    },
  );

  app.post(
    '/reject',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Reject the invite of a link',
        security,
        querystring: InviteTokenQuerySchema,
        response: { 200: ref(InviteSchema), ...stateErrors },
      },
    },
    async (request) => {
      const invite = await inviteOf(request.query.t);
      requireAnswerable(invite, 'token');
      if (!isAddressedTo(invite, request.currentUser)) throw new DomainError('INVITE_FOR_ANOTHER_EMAIL');
      return toInvite(await rejectInvite(app, request.currentUser, invite, 'token'));
    },
  );
};

export default tokenizedInvites;
