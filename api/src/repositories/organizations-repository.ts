import { eq, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { memberships, organizations, type MembershipRole, type OrganizationRow } from '../db/schema/index.js';

export interface OrganizationMembership {
  organization: OrganizationRow;
  role: MembershipRole;
}

export function organizationsRepository(db: Database) {
  return {
    async findById(id: string): Promise<OrganizationRow | null> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
      return row ?? null;
    },

    async membershipOf(userId: string): Promise<OrganizationMembership | null> {
      const [row] = await db
        .select({ organization: organizations, role: memberships.role })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Creates the organization with its creator as owner. Returns null when the user already has a membership
     * (the unique index on memberships.user_id decides under concurrent requests).
     */
    async createWithOwner(
      userId: string,
      fields: { name: string; website: string | null },
    ): Promise<OrganizationMembership | null> {
      return db
        .transaction(async (tx) => {
          const [organization] = await tx.insert(organizations).values(fields).returning();
          if (!organization) throw new Error('organization insert returned nothing');
          const [membership] = await tx
            .insert(memberships)
            .values({ organizationId: organization.id, userId, role: 'owner' })
            .onConflictDoNothing({ target: memberships.userId })
            .returning();
          // Already a member (perhaps through a concurrent request): undo the organization too.
          if (!membership) return tx.rollback();
          return { organization, role: membership.role };
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof organizationsRepository>;
