import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import type { OrganizationMembership } from '../../repositories/organizations-repository.js';

/**
 * Tenancy, in one place: what the caller may see is decided here before any query touches
 * organization or project data. Project-scoped checks (member of the project's organization, or guest)
 * belong here too as those routes arrive.
 */
export function createPermissions(membershipOf: (userId: string) => Promise<OrganizationMembership | null>) {
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
    app.decorate(
      'permissions',
      createPermissions((userId) => app.repositories.organizations.membershipOf(userId)),
    );
  },
  { name: 'permissions', dependencies: ['repositories'] },
);
