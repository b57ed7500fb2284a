import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users, type UserRow } from '../db/schema/index.js';

export interface NewUser {
  email: string;
  hashedPassword: string | null;
  isVerified?: boolean;
  firstName?: string | null;
  lastName?: string | null;
}

export function usersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** E-mail comparison is case-insensitive (citext). */
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** Returns null when the e-mail address is already taken (also under a concurrent registration). */
    async create(user: NewUser): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    async update(
      id: string,
      changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'isVerified' | 'hashedPassword'>>,
    ): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during an update`);
      return row;
    },

    /**
     * Makes every access token issued so far useless (password reset or change, "sign out everywhere"),
     * optionally setting a new password in the same statement; returns the user with the new version.
     */
    async revokeTokens(id: string, hashedPassword?: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({
          tokenVersion: sql`${users.tokenVersion} + 1`,
          ...(hashedPassword === undefined ? {} : { hashedPassword }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished while its tokens were revoked`);
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
