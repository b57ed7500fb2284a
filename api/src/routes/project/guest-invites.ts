import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ProjectRow, UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { guestInviteMail } from '../../mail/templates.js';
import { inviterName, toGuestInvite } from '../../presenters/invite.js';
import type { InviteDetails } from '../../repositories/invites-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  GuestInviteCreateSchema,
  GuestInviteParamsSchema,
  GuestInviteSchema,
} from '../../schemas/guest-invite.js';
import { GuestListParamsSchema } from '../../schemas/project.js';

const security = [{ bearerAuth: [] }];
const tags = ['project'];

/**
 * /api/v1/project/guests-access/{projectId}/invites: inviting a guest by e-mail (an `invites` row with the
 * project's id). Same permission as adding a guest by id: owners and admins of the project's organization.
 */
const guestInvites: FastifyPluginAsyncTypebox = async (app) => {
  const mail = (invite: InviteDetails, project: ProjectRow, token: string) =>
    app.mailer.send(
      guestInviteMail(invite.email ?? '', app.config.appUrl, token, {
        projectName: project.name,
        inviterName: inviterName(invite),
      }),
    );

  /** This project's guest invite; another project's (or an organization invite) is 404, as if it did not exist. */
  const guestInviteOf = async (project: ProjectRow, id: string) => {
    const invite = await app.repositories.invites.findById(id);
    if (!invite || invite.projectId !== project.id) throw new DomainError('INVITE_NOT_FOUND');
    return invite;
  };

  const reread = async (id: string) => {
    const invite = await app.repositories.invites.findById(id);
    if (!invite) throw new DomainError('INVITE_NOT_FOUND');
    return invite;
  };

  /** Why this address cannot be invited to the project, if it cannot. */
  const refuseInvitee = async (project: ProjectRow, email: string, inviter: UserRow) => {
    const invitee = await app.repositories.users.findByEmail(email);
    if (invitee) {
      if (await app.repositories.members.find(project.organizationId, invitee.id))
        throw new DomainError('GUEST_IS_MEMBER', { field: 'email' });
      if (await app.repositories.projectGuests.isGuest(project.id, invitee.id))
        throw new DomainError('GUEST_ALREADY_HAS_ACCESS', { field: 'email' });
    } else if (inviter.email.toLowerCase() === email.toLowerCase()) {
      throw new DomainError('GUEST_IS_MEMBER', { field: 'email' });
    }
    // Any pending one, expired too: resending it gives it a new link and a new week.
    if (await app.repositories.invites.findPendingGuestInvite(project.id, email))
      throw new DomainError('GUEST_INVITE_PENDING', { field: 'email' });
  };

  app.get(
    '/:projectId/invites',
    {
      schema: {
        tags,
        summary: "A project's pending guest invites, newest first (owners and admins of its organization)",
        description: 'Pending ones only, including expired ones (`expires_at` says so; resend renews them).',
        security,
        params: GuestListParamsSchema,
        response: { 200: Type.Array(ref(GuestInviteSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const project = await app.permissions.requireGuestManagement(
        request.currentUser,
        request.params.projectId,
      );
      return (await app.repositories.invites.listPendingGuestInvites(project.id)).map(toGuestInvite);
    },
  );

  app.post(
    '/:projectId/invites',
    {
      schema: {
        tags,
        summary:
          'Invite someone by e-mail to be a guest of the project (owners and admins of its organization)',
        description:
          'Mails `APP_URL/invite?t=<token>` (works once, 7 days). 409 GUEST_ALREADY_HAS_ACCESS, GUEST_IS_MEMBER ' +
          'or GUEST_INVITE_PENDING (resend that one instead), each with `field: email`.',
        security,
        params: GuestListParamsSchema,
        body: ref(GuestInviteCreateSchema),
        response: { 201: ref(GuestInviteSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const project = await app.permissions.requireGuestManagement(user, request.params.projectId);
      const email = request.body.email.trim();
      await refuseInvitee(project, email, user);
      // The check above is a friendly answer; the unique index is what holds when two requests race.
      const created = await app.repositories.invites
        .create({
          organizationId: project.organizationId,
          projectId: project.id,
          inviterId: user.id,
          email,
          role: 'member',
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new DomainError('GUEST_INVITE_PENDING', { field: 'email' });
          throw error;
        });
      const invite = await reread(created.id);
      await mail(invite, project, created.token);
      return reply.code(201).send(toGuestInvite(invite));
    },
  );

  app.post(
    '/:projectId/invites/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending guest invite; its link stops working (owners and admins)',
        security,
        params: GuestInviteParamsSchema,
        response: { 200: ref(GuestInviteSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const project = await app.permissions.requireGuestManagement(
        request.currentUser,
        request.params.projectId,
      );
      const invite = await guestInviteOf(project, request.params.id);
      if (!(await app.repositories.invites.close(invite.id, 'cancelled', request.currentUser.id)))
        throw new DomainError('INVITE_NOT_PENDING');
      return toGuestInvite(await reread(invite.id));
    },
  );

  app.post(
    '/:projectId/invites/:id/resend',
    {
      schema: {
        tags,
        summary: 'Resend a pending guest invite: a new link and 7 more days; the old link stops working',
        security,
        params: GuestInviteParamsSchema,
        response: { 200: ref(GuestInviteSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const project = await app.permissions.requireGuestManagement(
        request.currentUser,
        request.params.projectId,
      );
      const invite = await guestInviteOf(project, request.params.id);
      const token = await app.repositories.invites.reissue(invite.id);
      if (!token) throw new DomainError('INVITE_NOT_PENDING');
      const updated = await reread(invite.id);
      await mail(updated, project, token);
      return toGuestInvite(updated);
    },
  );
};

export default guestInvites;
