import fp from 'fastify-plugin';
import type {
  InviteRow,
  MembershipRole,
  OrganizationRow,
  ProjectRow,
  UserRow,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import type { OrganizationMembership } from '../../repositories/organizations-repository.js';
import type { Repositories } from './repositories.js';

const managers: readonly MembershipRole[] = ['owner', 'admin'];

/**
 * What each role may do in its organization, the one source of truth for role checks. Owners manage
 * everything; admins invite, manage guests and remove plain members; members use the product.
 */
export const rolePolicy = {
  invite: (role: MembershipRole) => managers.includes(role),
  changeInvite: (role: MembershipRole, invite: InviteRow, userId: string) =>
    managers.includes(role) || invite.inviterId === userId,
  removeMember: (role: MembershipRole, targetRole: MembershipRole) =>
    role === 'owner' || (role === 'admin' && targetRole === 'member'),
  changeRole: (role: MembershipRole) => role === 'owner',
  manageGuests: (role: MembershipRole) => managers.includes(role),
  deleteProject: (role: MembershipRole) => managers.includes(role),
  /** Delete anyone's note on a lead (authors delete their own; guests only theirs). */
  deleteAnyNote: (role: MembershipRole) => managers.includes(role),
};

/**
 * What the caller wants to do with a project: `read` is open to guests of it; `use` (change it, its data
 * sources, its notification settings) needs membership of its organization; `delete` an owner or admin.
 * `member` is `use` for what guests must not even learn exists (its Slack workspace, its outbound webhooks): a guest gets the
 * stranger's 404 rather than 403.
 */
export type ProjectAccess = 'read' | 'use' | 'member' | 'delete';

/**
 * What an API key is to the projects it reaches: a plain member of their organization (never an owner or
 * admin), so routes written for people treat it as one. It is no membership row: a key is never in a team.
 */
function keyMembership(organization: OrganizationRow): OrganizationMembership {
  return { organization, role: 'member' };
}

/**
 * Tenancy, in one place: what the caller may see is decided here before any query touches
 * organization or project data. Members see their organization; a guest sees only the projects
 * they are a guest of and nothing else of that organization.
 */
export function createPermissions(
  repositories: Pick<Repositories, 'organizations' | 'projects' | 'projectGuests' | 'apiKeys'>,
) {
  const membershipOf = (userId: string) => repositories.organizations.membershipOf(userId);

  return {
    /** The caller's organization and role, or null when they have none. */
    membershipOf(user: UserRow): Promise<OrganizationMembership | null> {
      return membershipOf(user.id);
    },

    /** The caller's organization and role; ORGANIZATION_REQUIRED (403) when they have none. */
    async requireMembership(user: UserRow): Promise<OrganizationMembership> {
      const membership = await membershipOf(user.id);
      if (!membership) throw new DomainError('ORGANIZATION_REQUIRED');
      return membership;
    },

    /** The caller's membership when their role passes `allowed`; otherwise the 403 `code`. */
    async requireRole(
      user: UserRow,
      allowed: (role: MembershipRole) => boolean,
      code: 'INVITE_FORBIDDEN' | 'ROLE_CHANGE_FORBIDDEN',
    ): Promise<OrganizationMembership> {
      const membership = await this.requireMembership(user);
      if (!allowed(membership.role)) throw new DomainError(code);
      return membership;
    },

    /** An invite of the caller's organization they may cancel or resend; others' invites are 404. */
    async requireInviteChange(user: UserRow, invite: InviteRow | null): Promise<OrganizationMembership> {
      const membership = await this.requireMembership(user);
      if (!invite || invite.organizationId !== membership.organization.id)
        throw new DomainError('INVITE_NOT_FOUND');
      if (!rolePolicy.changeInvite(membership.role, invite, user.id))
        throw new DomainError('INVITE_CANCEL_FORBIDDEN');
      return membership;
    },

    requireRemoval(membership: OrganizationMembership, targetRole: MembershipRole): void {
      if (!rolePolicy.removeMember(membership.role, targetRole))
        throw new DomainError('MEMBER_REMOVE_FORBIDDEN');
    },

    /**
     * Every project the caller may see: their organization's, and those they are a guest of; with the
     * membership it was decided by (the caller's role on each project follows from it).
     */
    async visibleProjects(
      user: UserRow,
    ): Promise<{ projects: ProjectRow[]; membership: OrganizationMembership | null }> {
      // An API key sees what it reaches (its project, or its organization's), as a member would.
      if (user.kind === 'api_key') {
        const reach = await repositories.apiKeys.reachOf(user.id);
        if (!reach) return { projects: [], membership: null };
        return { projects: reach.projects, membership: keyMembership(reach.organization) };
      }
      // The guest projects side by side with the membership and its projects (every open list asks for
      // the projects again after each batch of new leads).
      const [{ membership, own }, guestOf] = await Promise.all([
        membershipOf(user.id).then(async (membership) => ({
          membership,
          own: membership ? await repositories.projects.listForOrganization(membership.organization.id) : [],
        })),
        repositories.projectGuests.projectsOfGuest(user.id),
      ]);
      const ownIds = new Set(own.map((project) => project.id));
      return { projects: [...own, ...guestOf.filter((project) => !ownIds.has(project.id))], membership };
    },

    /**
     * A project the caller may `access`, with their membership (null for a guest). A project the caller
     * cannot see is 404 whether it exists or not, so ids never leak; seen but not allowed is 403 (404 for
     * `member` access).
     */
    async requireProject(
      user: UserRow,
      projectId: string,
      access: ProjectAccess,
    ): Promise<{ project: ProjectRow; membership: OrganizationMembership | null; listVersion: number }> {
      // One statement: the project, the caller's membership of its organization, whether they are a guest
      // and the project's lead list version (what the list's page cache is keyed on).
      const facts = await repositories.projects.accessOf(projectId, user.id);
      if (!facts) throw new DomainError('PROJECT_NOT_FOUND');
      const { project, membership, isGuest, listVersion, keyOrganization } = facts;
      // An API key reaches its project (or its organization's) as a member would, but may never delete
      // one; the routes it may call at all are decided by their `apiKeyScope` (api-keys/key-auth.ts).
      if (user.kind === 'api_key') {
        if (!keyOrganization) throw new DomainError('PROJECT_NOT_FOUND');
        if (access === 'delete') throw new DomainError('PROJECT_DELETE_FORBIDDEN');
        return { project, membership: keyMembership(keyOrganization), listVersion };
      }
      if (membership) {
        if (access === 'delete' && !rolePolicy.deleteProject(membership.role))
          throw new DomainError('PROJECT_DELETE_FORBIDDEN');
        return { project, membership, listVersion };
      }
      if (access === 'member' || !isGuest) throw new DomainError('PROJECT_NOT_FOUND');
      if (access !== 'read') throw new DomainError('PROJECT_MEMBERS_ONLY');
      return { project, membership: null, listVersion };
    },

    /**
     * A project whose guests the caller may manage (owner or admin of its organization). A project the
     * caller cannot see is 404, whether it exists or not; a guest of it gets 403.
     */
    async requireGuestManagement(user: UserRow, projectId: string): Promise<ProjectRow> {
      const project = await repositories.projects.findById(projectId);
      const membership = await membershipOf(user.id);
      const isMember = project !== null && membership?.organization.id === project.organizationId;
      if (!project || (!isMember && !(await repositories.projectGuests.isGuest(project.id, user.id))))
        throw new DomainError('PROJECT_NOT_FOUND');
      if (!isMember || !membership || !rolePolicy.manageGuests(membership.role))
        throw new DomainError('GUESTS_FORBIDDEN');
      return project;
    },
  };
}

export type Permissions = ReturnType<typeof createPermissions>;

declare module 'fastify' {
  interface FastifyInstance {
    permissions: Permissions;
  }
}

export default fp(
  async function permissionsPlugin(app) {
    app.decorate('permissions', createPermissions(app.repositories));
  },
  { name: 'permissions', dependencies: ['repositories'] },
);
