import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { inviteMail, inviteUrl } from '../../mail/templates.js';
import { rolePolicy } from '../../plugins/app/permissions.js';
import { inviterName, toInvite } from '../../presenters/invite.js';
import { toOrganization } from '../../presenters/organization.js';
import type { InviteDetails } from '../../repositories/invites-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import {
  InviteCreatedSchema,
  InviteCreateSchema,
  InviteIdParamsSchema,
  InviteSchema,
} from '../../schemas/invite.js';
import { OrganizationSchema } from '../../schemas/organization.js';
import { acceptInvite, isAddressedTo, rejectInvite } from './invite-answers.js';

const security = [{ bearerAuth: [] }];
const tags = ['organization'];

/** /api/v1/organization/invites: inviting people, and answering invites addressed to the caller. */
const invites: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const mailInvite = (invite: InviteDetails, token: string) =>
    app.mailer.send(
      inviteMail(invite.email ?? '', app.config.appUrl, token, {
        organizationName: invite.organizationName,
        inviterName: inviterName(invite),
        role: invite.role,
      }),
    );

  /** An organization invite by id; a guest invite is not one (it has its own routes under the project). */
  const organizationInvite = async (id: string) => {
    const invite = await app.repositories.invites.findById(id);
    return invite && invite.projectId === null ? invite : null;
  };

  /** An invite addressed to the caller; anyone else's is 404, as if it did not exist. */
  const addressedInvite = async (id: string, user: UserRow) => {
    const invite = await organizationInvite(id);
    if (!invite || invite.email === null || !isAddressedTo(invite, user))
      throw new DomainError('INVITE_NOT_FOUND');
    return invite;
  };

  app.get(
    '',
    {
      schema: {
        tags,
        summary: "The invites of the caller's organization (every state), newest first",
        security,
        response: { 200: Type.Array(ref(InviteSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { organization } = await app.permissions.requireMembership(request.currentUser);
      return (await app.repositories.invites.listForOrganization(organization.id)).map(toInvite);
    },
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Invite by e-mail (a mail with the link is sent) or create a one-time link (owners, admins)',
        description:
          'With `email` the invite is addressed and the link is mailed; without it the response carries ' +
          'the one-time `invite_url`. Links expire in 7 days.',
        security,
        body: ref(InviteCreateSchema),
        response: { 201: ref(InviteCreatedSchema), ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const { organization } = await app.permissions.requireRole(user, rolePolicy.invite, 'INVITE_FORBIDDEN');
      const email = request.body.email?.trim() || null;
      if (email) {
        const invitee = await app.repositories.users.findByEmail(email);
        if (invitee && (await app.repositories.members.find(organization.id, invitee.id)))
          throw new DomainError('ALREADY_MEMBER');
        const pending = await app.repositories.invites.listPendingFor(email);
        if (pending.some((invite) => invite.organizationId === organization.id))
          throw new DomainError('INVITE_ALREADY_PENDING');
      }
      const { id, token } = await app.repositories.invites.create({
        organizationId: organization.id,
        inviterId: user.id,
        email,
        role: request.body.role ?? 'member',
      });
      const invite = await app.repositories.invites.findById(id);
      if (!invite) throw new Error('invite vanished after insert');
      if (email) await mailInvite(invite, token);
      const url = email ? null : inviteUrl(app.config.appUrl, token);
      return reply.code(201).send({ ...toInvite(invite), invite_url: url });
    },
  );

  app.get(
    '/addressed-to-me',
    {
      schema: {
        tags,
        summary: 'Pending invites addressed to the caller’s e-mail address',
        security,
        response: { 200: Type.Array(ref(InviteSchema)), ...errorResponses(401) },
      },
    },
    async (request) =>
      (await app.repositories.invites.listPendingFor(request.currentUser.email)).map(toInvite),
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invite addressed to the caller; they join the organization',
        security,
        params: InviteIdParamsSchema,
        response: { 200: ref(OrganizationSchema), ...errorResponses(401, 404, 409, 410, 422) },
      },
    },
    async (request) => {
      const invite = await addressedInvite(request.params.id, request.currentUser);
      return toOrganization(await acceptInvite(app, request.currentUser, invite, 'id'));
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject an invite addressed to the caller',
        security,
        params: InviteIdParamsSchema,
        response: { 200: ref(InviteSchema), ...errorResponses(401, 404, 409, 410, 422) },
      },
    },
    async (request) => {
      const invite = await addressedInvite(request.params.id, request.currentUser);
      return toInvite(await rejectInvite(app, request.currentUser, invite, 'id'));
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending invite (owners, admins, or the person who sent it)',
        security,
        params: InviteIdParamsSchema,
        response: { 200: ref(InviteSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const invite = await organizationInvite(request.params.id);
      await app.permissions.requireInviteChange(request.currentUser, invite);
      if (!invite) throw new DomainError('INVITE_NOT_FOUND');
      if (!(await app.repositories.invites.close(invite.id, 'cancelled', request.currentUser.id)))
        throw new DomainError('INVITE_NOT_PENDING');
      const updated = await app.repositories.invites.findById(invite.id);
      if (!updated) throw new DomainError('INVITE_NOT_FOUND');
      return toInvite(updated);
    },
  );

  app.post(
    '/:id/resend',
    {
      schema: {
        tags,
        summary:
          'Resend a pending addressed invite: a new link and 7 more days; the old link stops working. An addition to the spec',
        security,
        params: InviteIdParamsSchema,
        response: { 200: ref(InviteSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const invite = await organizationInvite(request.params.id);
      await app.permissions.requireInviteChange(request.currentUser, invite);
      if (!invite) throw new DomainError('INVITE_NOT_FOUND');
      if (invite.status !== 'pending') throw new DomainError('INVITE_NOT_PENDING');
      if (invite.email === null) throw new DomainError('INVITE_NOT_ADDRESSED');
      const token = await app.repositories.invites.reissue(invite.id);
      if (!token) throw new DomainError('INVITE_NOT_PENDING');
      const updated = await app.repositories.invites.findById(invite.id);
      if (!updated) throw new DomainError('INVITE_NOT_FOUND');
      await mailInvite(updated, token);
      return toInvite(updated);
    },
  );
};

export default invites;
