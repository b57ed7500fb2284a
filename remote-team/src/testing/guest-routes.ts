// The guest-access routes of the project API (api/src/routes/project/guests-access.ts), over the
// state of the in-memory team server: only owners and admins of the project's organization list,
// add and remove guests; an unknown user is 404, a member of the organization 409; adding is idempotent.
import type { ProjectGuest } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { TeamApi } from './team-api';

const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const GUESTS_FORBIDDEN_SENTENCE = 'Only owners and admins can manage guest access.';
export const GUEST_IS_MEMBER_SENTENCE =
  "This person is a member of the project's organization and already sees it.";
export const GUEST_USER_NOT_FOUND_SENTENCE = 'No user has this id.';

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
