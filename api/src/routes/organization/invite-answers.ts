import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import type { OrganizationMembership } from '../../repositories/organizations-repository.js';
import type { InviteDetails } from '../../repositories/invites-repository.js';
import type { InviteAcceptedSchema } from '../../schemas/invite.js';

/** How a refused answer is reported: by id (the invite list) or by the link's token (the /invite page). */
type Channel = 'id' | 'token';

const isExpired = (invite: InviteDetails) => invite.expiresAt.getTime() <= Date.now();

/** Throws the code that explains why the invite cannot be answered any more; passes a live one. */
export function requireAnswerable(invite: InviteDetails, channel: Channel): void {
  if (invite.status !== 'pending') {
    if (channel === 'id') throw new DomainError('INVITE_NOT_PENDING');
    throw new DomainError(invite.status === 'cancelled' ? 'INVITE_CANCELLED' : 'INVITE_USED');
  }
  if (isExpired(invite)) throw new DomainError('INVITE_EXPIRED');
}

/** An addressed invite can be answered only by the account with its e-mail address. */
export function isAddressedTo(invite: InviteDetails, user: UserRow): boolean {
  return invite.email === null || invite.email.toLowerCase() === user.email.toLowerCase();
}

/** pending -> accepted, and the caller becomes a member with the invite's role. */
export async function acceptInvite(
  app: FastifyInstance,
  user: UserRow,
  invite: InviteDetails,
  channel: Channel,
): Promise<OrganizationMembership> {
  requireAnswerable(invite, channel);
  if (await app.permissions.membershipOf(user)) throw new DomainError('ALREADY_IN_ORGANIZATION');
  const result = await app.repositories.invites.accept(invite.id, user.id);
  if (result === 'already-in-organization') throw new DomainError('ALREADY_IN_ORGANIZATION');
  if (result === 'not-pending') {
    // Answered, cancelled or expired since we read it: report the state it is in now.
    const now = await app.repositories.invites.findById(invite.id);
    if (now) requireAnswerable(now, channel);
    throw new DomainError('INVITE_NOT_PENDING');
  }
  const membership = await app.permissions.membershipOf(user);
  if (!membership) throw new Error('membership missing right after accepting an invite');
  return membership;
}

/**
 * A guest invite (from its link): pending -> accepted and the caller becomes a guest of the project,
 * whatever organization they belong to. A member of the project's organization already sees it: the
 * invite is used up and nothing else changes. Answered in the InviteAccepted shape: the project's
 * organization (not joined) with `project_id`.
 */
export async function acceptGuestInvite(
  app: FastifyInstance,
  user: UserRow,
  invite: InviteDetails,
): Promise<Static<typeof InviteAcceptedSchema>> {
  requireAnswerable(invite, 'token');
  const projectId = invite.projectId;
  if (projectId === null) throw new Error('acceptGuestInvite needs a guest invite');
  const membership = await app.permissions.membershipOf(user);
  const asMember = membership?.organization.id === invite.organizationId;
  if (!(await app.repositories.invites.acceptAsGuest(invite.id, user.id, asMember))) {
    const now = await app.repositories.invites.findById(invite.id);
    if (now) requireAnswerable(now, 'token');
    throw new DomainError('INVITE_NOT_PENDING');
  }
  const organization = await app.repositories.organizations.findById(invite.organizationId);
  if (!organization) throw new DomainError('PROJECT_NOT_FOUND');
  return {
    id: organization.id,
    name: organization.name,
    website: organization.website,
    created_at: organization.createdAt.toISOString(),
    // 'member' is only the shape's placeholder for a guest: project_id says what was granted.
    role: asMember && membership ? membership.role : 'member',
    project_id: projectId,
  };
}

/** pending -> rejected. */
export async function rejectInvite(
  app: FastifyInstance,
  user: UserRow,
  invite: InviteDetails,
  channel: Channel,
): Promise<InviteDetails> {
  requireAnswerable(invite, channel);
  if (!(await app.repositories.invites.close(invite.id, 'rejected', user.id))) {
    const now = await app.repositories.invites.findById(invite.id);
    if (now) requireAnswerable(now, channel);
    throw new DomainError('INVITE_NOT_PENDING');
  }
  const updated = await app.repositories.invites.findById(invite.id);
  if (!updated) throw new DomainError(channel === 'id' ? 'INVITE_NOT_FOUND' : 'INVITE_UNKNOWN');
  return updated;
}
