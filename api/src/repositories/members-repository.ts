import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { memberships, organizations, users, type MembershipRole } from '../db/schema/index.js';

export interface Member {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: MembershipRole;
  joinedAt: Date;
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

export function membersRepository(db: Database) {
  return {
    async list(organizationId: string): Promise<Member[]> {
      return db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.organizationId, organizationId))
        .orderBy(asc(memberships.createdAt), asc(users.id));
    },

    async find(organizationId: string, userId: string): Promise<Member | null> {
      const [row] = await db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Ends the user's membership unless they are its last owner. The organization row is locked so two
     * owners leaving at once cannot both pass the count.
     */
    async leave(organizationId: string, userId: string): Promise<'left' | 'last-owner' | 'not-member'> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
          .for('update');
        const [own] = await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
        if (!own) return 'not-member';
        if (own.role === 'owner') {
          const [owners] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(memberships)
            .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')));
          if ((owners?.count ?? 0) <= 1) return 'last-owner';
        }
        await tx
          .delete(memberships)
          .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
        return 'left';
      });
    },

    async remove(organizationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
        .returning({ id: memberships.id });
      return rows.length > 0;
    },

    async setRole(organizationId: string, userId: string, role: MembershipRole): Promise<boolean> {
      const rows = await db
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
        .returning({ id: memberships.id });
      return rows.length > 0;
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
