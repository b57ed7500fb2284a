// The members, invites and leave routes of the organization API (api/README.md), over the state of
// the in-memory team server. Only the rules the screens show are played: roles, pending invites,
// the last owner.
import type { Invite, Role } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import { ME, type TeamApi } from './team-api';

const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
export const LAST_OWNER_SENTENCE =
  'You are the last owner of this organization. Make someone else an owner before you leave.';

export function teamRoutes(
  state: TeamApi['state'],
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  let nextInvite = 100;
  const myRole = (): Role | undefined => state.organization?.role;
  /** Runs `change` on a pending invite of the organization and answers it, or answers the refusal. */
  const onPendingInvite = (id: string | undefined, change: (invite: Invite) => void): ApiReply => {
    const invite = state.invites.find((i) => i.id === id);
    if (!invite) return errorReply(404, 'INVITE_NOT_FOUND', 'Invite not found.');
    if (invite.status !== 'pending') {
      return errorReply(409, 'INVITE_NOT_PENDING', 'This invite is no longer pending.');
    }
    change(invite);
    return { status: 200, body: invite };
  };
  const guard = (authorization: string | undefined): ApiReply | null => {
    if (!signedIn(authorization)) return unauthorized;
    if (!state.organization) return errorReply(404, 'ORGANIZATION_NOT_FOUND', 'Organization not found');
    return null;
  };

  return {
    'GET /api/v1/organization/members': ({ authorization }) =>
      guard(authorization) ?? { status: 200, body: state.members },
    'DELETE /api/v1/organization/members/:userId': ({ authorization, params }) => {
      const refused = guard(authorization);
      if (refused) return refused;
      if (myRole() === 'member') {
        return errorReply(403, 'MEMBER_REMOVE_FORBIDDEN', 'Only owners and admins can remove members.');
      }
      state.members = state.members.filter((m) => m.id !== params.userId);
      return { status: 204 };
    },
    'PATCH /api/v1/organization/members/:userId': ({ authorization, params, body }) => {
      const refused = guard(authorization);
      if (refused) return refused;
      if (myRole() !== 'owner') {
        return errorReply(403, 'ROLE_CHANGE_FORBIDDEN', 'Only owners can change roles.');
      }
      const member = state.members.find((m) => m.id === params.userId);
      if (!member) return errorReply(404, 'MEMBER_NOT_FOUND', 'Member not found.');
      member.role = (body as { role: Role }).role;
      return { status: 200, body: member };
    },
    'POST /api/v1/organization/leave': ({ authorization }) => {
      const refused = guard(authorization);
      if (refused) return refused;
      const owners = state.members.filter((m) => m.role === 'owner');
      if (myRole() === 'owner' && owners.length <= 1) {
        return errorReply(409, 'LAST_OWNER_CANNOT_LEAVE', LAST_OWNER_SENTENCE);
      }
      state.organization = null;
      state.members = state.members.filter((m) => m.id !== ME);
      return { status: 204 };
    },
    'GET /api/v1/organization/invites': ({ authorization }) =>
      guard(authorization) ?? { status: 200, body: state.invites },
    'POST /api/v1/organization/invites': ({ authorization, body }) => {
      const refused = guard(authorization);
      if (refused) return refused;
      const input = body as { email?: string | null; role: 'admin' | 'member' };
      if (input.email != null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email)) {
        return {
          status: 422,
          body: { detail: 'email: must be a valid e-mail address', code: 'VALIDATION_ERROR', field: 'email' },
        };
      }
      const id = `inv-${nextInvite++}`;
      const invite: Invite = {
        id,
        email: input.email ?? null,
        role: input.role,
        status: 'pending',
        created_at: '2025-03-02T10:00:00.000Z',
        expires_at: '2025-03-09T10:00:00.000Z',
        inviter_id: ME,
        inviter_name: 'Ada Lovelace',
        organization_id: 'org-1',
        organization_name: state.organization?.name ?? '',
      };
      state.invites.unshift(invite);
      const invite_url = invite.email ? null : `http://app.test/invite?t=token-${id}`;
      return { status: 201, body: { ...invite, invite_url } };
    },
    'POST /api/v1/organization/invites/:id/cancel': ({ authorization, params }) =>
      guard(authorization) ??
      onPendingInvite(params.id, (invite) => {
        invite.status = 'cancelled';
      }),
    'POST /api/v1/organization/invites/:id/resend': ({ authorization, params }) =>
      guard(authorization) ??
      onPendingInvite(params.id, (invite) => {
        invite.expires_at = '2025-03-20T10:00:00.000Z';
      }),
    'GET /api/v1/organization/invites/addressed-to-me': ({ authorization }) =>
      signedIn(authorization)
        ? { status: 200, body: state.addressedToMe.filter((i) => i.status === 'pending') }
        : unauthorized,
    'POST /api/v1/organization/invites/:id/accept': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const invite = state.addressedToMe.find((i) => i.id === params.id);
      if (!invite) return errorReply(404, 'INVITE_NOT_FOUND', 'Invite not found.');
      if (state.organization) {
        return errorReply(409, 'ALREADY_IN_ORGANIZATION', 'You already belong to an organization.');
      }
      invite.status = 'accepted';
      state.organization = {
        id: invite.organization_id,
        name: invite.organization_name,
        website: null,
        created_at: '2025-01-01T00:00:00.000Z',
        role: invite.role,
      };
      return { status: 200, body: state.organization };
    },
    'POST /api/v1/organization/invites/:id/reject': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const invite = state.addressedToMe.find((i) => i.id === params.id);
      if (!invite) return errorReply(404, 'INVITE_NOT_FOUND', 'Invite not found.');
      invite.status = 'rejected';
      return { status: 200, body: invite };
    },
  };
}
