import type { Static } from 'typebox';
import type { InviteDetails } from '../repositories/invites-repository.js';
import type { GuestInviteSchema } from '../schemas/guest-invite.js';
import type { InvitePreviewSchema, InviteSchema } from '../schemas/invite.js';

export function inviterName(invite: InviteDetails): string | null {
  if (!invite.inviter) return null;
  const name = [invite.inviter.firstName, invite.inviter.lastName].filter(Boolean).join(' ').trim();
  return name || invite.inviter.email;
}

export function toInvite(invite: InviteDetails): Static<typeof InviteSchema> {
  return {
    id: invite.id,
    organization_id: invite.organizationId,
    organization_name: invite.organizationName,
    email: invite.email,
    role: invite.role,
    status: invite.status,
    inviter_id: invite.inviterId,
    inviter_name: inviterName(invite),
    expires_at: invite.expiresAt.toISOString(),
    created_at: invite.createdAt.toISOString(),
  };
}

export function toInvitePreview(invite: InviteDetails): Static<typeof InvitePreviewSchema> {
  return {
    organization_name: invite.organizationName,
    inviter_name: inviterName(invite),
    email: invite.email,
    role: invite.role,
    status: invite.status,
    expires_at: invite.expiresAt.toISOString(),
    project:
      invite.projectId && invite.projectName ? { id: invite.projectId, name: invite.projectName } : null,
  };
}

export function toGuestInvite(invite: InviteDetails): Static<typeof GuestInviteSchema> {
  if (invite.projectId === null || invite.email === null) throw new Error('not a guest invite');
  return {
    id: invite.id,
    project_id: invite.projectId,
    email: invite.email,
    status: invite.status,
    invited_by: invite.inviter
      ? {
          first_name: invite.inviter.firstName,
          last_name: invite.inviter.lastName,
          email: invite.inviter.email,
        }
      : null,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
  };
}
