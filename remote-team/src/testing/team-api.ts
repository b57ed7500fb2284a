// The organization (with its members and invites), project list, guest access and current-user parts
// of the API contract (common.md, api/README.md), in memory, for one signed-in user (Ada, user-1).
import type {
  GuestInvite,
  Invite,
  Member,
  Organization,
  Project,
  ProjectGuest,
} from '@signalboard/shared/api';
import { errorReply, startApiServer, withApiServer, type ApiServer } from '@signalboard/shared/testing';
import { guestRoutes } from './guest-routes';
import { teamRoutes } from './team-routes';

export interface TeamApi extends ApiServer {
  /** What the server holds; tests change it to set the scene. */
  state: {
    organization: Organization | null;
    projects: Project[];
    firstName: string | null;
    members: Member[];
    /** The organization's invites (every state, newest first). */
    invites: Invite[];
    /** Pending invites addressed to Ada, from other organizations. */
    addressedToMe: Invite[];
    /** Guests per project id. */
    guests: Record<string, ProjectGuest[]>;
    /** Accounts outside the organization that exist (who can be made guests). */
    users: Omit<ProjectGuest, 'added_at'>[];
    /** Guest invites of every project (every state). */
    guestInvites: GuestInvite[];
    /** The addresses a guest invitation was mailed to (sent or sent again), in order. */
    guestMails: string[];
  };
}

export const TEST_TOKEN = 'token-ada';

/** A project of Ada's organization, or of another one (`organizationId`) when she is its guest. */
export const testProject = (
  id: string,
  name: string,
  createdAt: string,
  organizationId = 'org-1',
): Project => ({
  id,
  name,
  business_description: null,
  website: null,
  organization_id: organizationId,
  created_at: createdAt,
  updated_at: createdAt,
  use_case: null,
  wizard_step: null,
  unread_count: 0,
  enabled_platforms: [],
  lead_threshold: 50,
  excluded_authors: [],
  excluded_communities: [],
  viewer_role: organizationId === 'org-1' ? 'owner' : 'guest',
});

export const ME = 'user-1';

export const testMember = (
  id: string,
  email: string,
  role: Member['role'],
  first_name: string | null = null,
): Member => ({
  id,
  email,
  first_name,
  last_name: first_name ? 'Tester' : null,
  role,
  joined_at: '2025-01-01T00:00:00.000Z',
});

export const testInvite = (id: string, email: string | null, overrides: Partial<Invite> = {}): Invite => ({
  id,
  email,
  role: 'member',
  status: 'pending',
  created_at: '2025-03-01T10:00:00.000Z',
  expires_at: '2025-03-08T10:00:00.000Z',
  inviter_id: ME,
  inviter_name: 'Ada Lovelace',
  organization_id: 'org-1',
  organization_name: 'Acme',
  ...overrides,
});

export const testOrganization = (role: Organization['role'] = 'owner'): Organization => ({
  id: 'org-1',
  name: 'Acme',
  website: null,
  created_at: '2025-01-01T00:00:00.000Z',
  role,
});

export async function startTeamApi(): Promise<TeamApi> {
  const state: TeamApi['state'] = {
    organization: null,
    projects: [],
    firstName: 'Ada',
    members: [],
    invites: [],
    addressedToMe: [],
    guests: {},
    users: [],
    guestInvites: [],
    guestMails: [],
  };
  const signedIn = (authorization: string | undefined) => authorization === `Bearer ${TEST_TOKEN}`;
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');

  const server = await startApiServer({
    'GET /users_info/me': ({ authorization }) =>
      signedIn(authorization)
        ? {
            status: 200,
            body: {
              id: ME,
              email: 'ada@example.com',
              first_name: state.firstName,
              last_name: 'Lovelace',
              is_active: true,
              is_superuser: false,
              is_verified: true,
              created_at: '2025-01-01T00:00:00.000Z',
            },
          }
        : unauthorized,
    'GET /api/v1/organization': ({ authorization }) => {
      if (!signedIn(authorization)) return unauthorized;
      return state.organization
        ? { status: 200, body: state.organization }
        : errorReply(404, 'ORGANIZATION_NOT_FOUND', 'Organization not found');
    },
    'POST /api/v1/organization': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (state.organization) {
        return errorReply(409, 'ALREADY_IN_ORGANIZATION', 'You already belong to an organization.');
      }
      const input = body as { name?: unknown; website?: unknown };
      if (typeof input.name !== 'string' || input.name.length < 1 || input.name.length > 100) {
        return {
          status: 422,
          body: { detail: 'name: must be 1 to 100 characters', code: 'VALIDATION', field: 'name' },
        };
      }
      state.organization = {
        id: 'org-1',
        name: input.name,
        website: typeof input.website === 'string' ? input.website : null,
        created_at: '2025-03-04T10:00:00.000Z',
        role: 'owner',
      };
      return { status: 201, body: state.organization };
    },
    'GET /api/v1/project': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.projects } : unauthorized,
    ...teamRoutes(state, signedIn),
    ...guestRoutes(state, signedIn),
  });

  return { ...server, state };
}

/** A fresh server per test, the runtime config pointed at it, and the user signed in. */
export function withTeamApi(): () => TeamApi {
  return withApiServer(startTeamApi, { signInWith: TEST_TOKEN });
}
