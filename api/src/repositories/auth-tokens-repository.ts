import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens.js';
import type { Database } from '../db/database.js';
import { authTokens, type AuthTokenPurpose } from '../db/schema/index.js';

export const tokenLifetimeSeconds: Record<AuthTokenPurpose, number> = {
  verify: 24 * 60 * 60,
  reset: 60 * 60,
};

export function authTokensRepository(db: Database) {
  return {
    /** Issues a token for the user; a new reset token makes the user's older reset tokens useless. */
    async issue(userId: string, purpose: AuthTokenPurpose): Promise<string> {
      const token = newSecretToken();
      await db.transaction(async (tx) => {
        if (purpose === 'reset') {
          await tx
            .update(authTokens)
            .set({ usedAt: sql`now()` })
            .where(
              and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset'), isNull(authTokens.usedAt)),
            );
        }
        await tx.insert(authTokens).values({
          userId,
          purpose,
          tokenHash: hashSecretToken(token),
          expiresAt: sql`now() + make_interval(secs => ${tokenLifetimeSeconds[purpose]})`,
        });
      });
      return token;
    },

    /** The user of a live (unused, unexpired) token, without using it up. */
    async peek(token: string, purpose: AuthTokenPurpose): Promise<string | null> {
      const [row] = await db
        .select({ userId: authTokens.userId })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, hashSecretToken(token)),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row?.userId ?? null;
    },

    /** Marks the token used and returns its user, in one statement so a token works exactly once. */
    async consume(token: string, purpose: AuthTokenPurpose): Promise<string | null> {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.tokenHash, hashSecretToken(token)),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: authTokens.userId });
      return row?.userId ?? null;
    },

    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(authTokens)
        .where(lt(authTokens.expiresAt, sql`now()`))
        .returning({ id: authTokens.id });
      return rows.length;
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof authTokensRepository>;
