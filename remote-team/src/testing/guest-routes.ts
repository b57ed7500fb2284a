// The guest-access routes of the project API (api/src/routes/project/guests-access.ts), over the
// state of the in-memory team server: only owners and admins of the project's organization list,
// add and remove guests; an unknown user is 404, a member of the organization 409; adding is idempotent.
// Guest invites by e-mail: 422 naming `email` for a bad address, 409 for a member, someone who
// already is a guest, or a pending invite to the same address; only pending invites are listed.
import type { GuestInvite, ProjectGuest } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { TeamApi } from './team-api';

const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const GUESTS_FORBIDDEN_SENTENCE = 'Only owners and admins can manage guest access.';
export const GUEST_IS_MEMBER_SENTENCE =
  "This person is a member of the project's organization and already sees it.";
export const GUEST_USER_NOT_FOUND_SENTENCE = 'No user has this id.';
export const GUEST_ALREADY_HAS_ACCESS_SENTENCE = 'This person is already a guest of this project.';
export const GUEST_INVITE_PENDING_SENTENCE =
  'An invite to this e-mail address is already pending for this project. Resend it instead.';
export const EMAIL_INVALID_SENTENCE = 'email: must be a valid e-mail address';
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function guestRoutes(
  state: TeamApi['state'],
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  /** The refusal for this caller and project, or null when they may manage its guests. */
  const refusal = (authorization: string | undefined, projectId: string | undefined): ApiReply | null => {
    if (!signedIn(authorization)) return unauthorized;
    const project = state.projects.find((p) => p.id === projectId);
    if (!project || project.organization_id !== state.organization?.id) {
      return errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
    }
    if (state.organization.role === 'member')
      return errorReply(403, 'GUESTS_FORBIDDEN', GUESTS_FORBIDDEN_SENTENCE);
    return null;
  };
  const invalidId = {
    status: 422,
    body: { detail: 'userId: must be a valid id', code: 'VALIDATION_ERROR', field: 'userId' },
  };
  let clock = 10;
  let nextInvite = 500;
  /** Runs `change` on a pending guest invite of the project and answers it, or answers the refusal. */
  const onPendingInvite = (
    projectId: string | undefined,
    id: string | undefined,
    change: (invite: GuestInvite) => void,
  ): ApiReply => {
    const invite = state.guestInvites.find((i) => i.id === id && i.project_id === projectId);
    if (!invite) return errorReply(404, 'INVITE_NOT_FOUND', 'Invite not found.');
    if (invite.status !== 'pending') {
      return errorReply(409, 'INVITE_NOT_PENDING', 'This invite is no longer pending.');
    }
    change(invite);
    return { status: 200, body: invite };
  };

  return {
    'GET /api/v1/project/guests-access/:projectId': ({ authorization, params }) =>
      refusal(authorization, params.projectId) ?? {
        status: 200,
        body: state.guests[params.projectId ?? ''] ?? [],
      },
    'POST /api/v1/project/guests-access/:projectId/user/:userId': ({ authorization, params }) => {
      const refused = refusal(authorization, params.projectId);
      if (refused) return refused;
      const projectId = params.projectId ?? '';
      const userId = params.userId ?? '';
      if (!UUID.test(userId)) return invalidId;
      const user = state.users.find((u) => u.id === userId);
      if (!user) return errorReply(404, 'GUEST_USER_NOT_FOUND', GUEST_USER_NOT_FOUND_SENTENCE);
      if (state.members.some((m) => m.id === userId)) {
        return errorReply(409, 'GUEST_IS_MEMBER', GUEST_IS_MEMBER_SENTENCE);
      }
      const list = (state.guests[projectId] ??= []);
      let guest = list.find((g) => g.id === userId);
      if (!guest) {
        guest = { ...user, added_at: `2025-04-${String(clock++).padStart(2, '0')}T10:00:00.000Z` };
        list.push(guest);
      }
      return {
        status: 201,
        body: { project_id: projectId, user_id: userId, created_at: guest.added_at },
      };
    },
    'DELETE /api/v1/project/guests-access/:projectId/user/:userId': ({ authorization, params }) => {
      const refused = refusal(authorization, params.projectId);
      if (refused) return refused;
      const projectId = params.projectId ?? '';
      const list = state.guests[projectId] ?? [];
      if (!list.some((g) => g.id === params.userId)) {
        return errorReply(404, 'GUEST_NOT_FOUND', 'This person has no guest access to the project.');
      }
      state.guests[projectId] = list.filter((g) => g.id !== params.userId);
      return { status: 204 };
    },
    'GET /api/v1/project/guests-access/:projectId/invites': ({ authorization, params }) =>
      refusal(authorization, params.projectId) ?? {
        status: 200,
        body: state.guestInvites.filter((i) => i.project_id === params.projectId && i.status === 'pending'),
      },
    'POST /api/v1/project/guests-access/:projectId/invites': ({ authorization, params, body }) => {
      const refused = refusal(authorization, params.projectId);
      if (refused) return refused;
      const projectId = params.projectId ?? '';
      const email = (body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string' || !EMAIL.test(email)) {
        return {
          status: 422,
          body: { detail: EMAIL_INVALID_SENTENCE, code: 'VALIDATION_ERROR', field: 'email' },
        };
      }
      const same = (address: string) => address.toLowerCase() === email.toLowerCase();
      if (state.members.some((m) => same(m.email))) {
        return errorReply(409, 'GUEST_IS_MEMBER', GUEST_IS_MEMBER_SENTENCE);
      }
      if ((state.guests[projectId] ?? []).some((g) => same(g.email))) {
        return errorReply(409, 'GUEST_ALREADY_HAS_ACCESS', GUEST_ALREADY_HAS_ACCESS_SENTENCE);
      }
      const pending = (i: GuestInvite) => i.project_id === projectId && i.status === 'pending';
      if (state.guestInvites.some((i) => pending(i) && same(i.email))) {
        return errorReply(409, 'GUEST_INVITE_PENDING', GUEST_INVITE_PENDING_SENTENCE);
      }
      const invite = testGuestInvite(`ginv-${nextInvite++}`, projectId, email, {
        created_at: `2025-04-${String(clock++).padStart(2, '0')}T10:00:00.000Z`,
      });
      state.guestInvites.push(invite);
      state.guestMails.push(email);
      return { status: 201, body: invite };
    },
    'POST /api/v1/project/guests-access/:projectId/invites/:id/cancel': ({ authorization, params }) =>
      refusal(authorization, params.projectId) ??
      onPendingInvite(params.projectId, params.id, (invite) => {
        invite.status = 'cancelled';
      }),
    'POST /api/v1/project/guests-access/:projectId/invites/:id/resend': ({ authorization, params }) =>
      refusal(authorization, params.projectId) ??
      onPendingInvite(params.projectId, params.id, (invite) => {
        invite.expires_at = '2025-04-30T10:00:00.000Z';
        state.guestMails.push(invite.email);
      }),
  };
}

/** A person who can be made a guest: an account outside the organization. */
export const testUser = (
  id: string,
  email: string,
  first_name: string | null = null,
  last_name: string | null = null,
): Omit<ProjectGuest, 'added_at'> => ({ id, email, first_name, last_name });

export const testGuest = (user: Omit<ProjectGuest, 'added_at'>, added_at = '2025-03-05T10:00:00.000Z') => ({
  ...user,
  added_at,
});

/** A pending guest invite sent by Ada. */
export const testGuestInvite = (
  id: string,
  projectId: string,
  email: string,
  overrides: Partial<GuestInvite> = {},
): GuestInvite => ({
  id,
  project_id: projectId,
  email,
  status: 'pending',
  invited_by: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  created_at: '2025-03-01T10:00:00.000Z',
  expires_at: '2025-03-08T10:00:00.000Z',
  ...overrides,
});
