import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { oauthAccounts, oauthStates, type OAuthProfile } from '../db/schema/index.js';

const stateLifetimeSeconds = 10 * 60;

export function oauthRepository(db: Database) {
  return {
    async saveState(provider: string, stateHash: string, codeVerifier: string): Promise<void> {
      await db.insert(oauthStates).values({
        provider,
        stateHash,
        codeVerifier,
        expiresAt: sql`now() + make_interval(secs => ${stateLifetimeSeconds})`,
      });
    },

    /** Deletes and returns the PKCE verifier of a live state: a state can be used once, within 10 minutes. */
    async takeState(provider: string, stateHash: string): Promise<string | null> {
      const [row] = await db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.provider, provider),
            eq(oauthStates.stateHash, stateHash),
            gt(oauthStates.expiresAt, sql`now()`),
          ),
        )
        .returning({ codeVerifier: oauthStates.codeVerifier });
      return row?.codeVerifier ?? null;
    },

    async findAccount(provider: string, subject: string) {
      const [row] = await db
        .select()
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
        .limit(1);
      return row ?? null;
    },

    async findAccountOfUser(provider: string, userId: string) {
      const [row] = await db
        .select()
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.userId, userId)))
        .orderBy(oauthAccounts.createdAt)
        .limit(1);
      return row ?? null;
    },

    /** Links the provider account to the user, or refreshes the stored profile when already linked. */
    async saveAccount(account: {
      provider: string;
      subject: string;
      userId: string;
      email: string | null;
      profile: OAuthProfile;
    }) {
      await db
        .insert(oauthAccounts)
        .values(account)
        .onConflictDoUpdate({
          target: [oauthAccounts.provider, oauthAccounts.subject],
          set: { email: account.email, profile: account.profile, updatedAt: sql`now()` },
        });
    },

    async deleteExpiredStates(): Promise<number> {
      const rows = await db
        .delete(oauthStates)
        .where(lt(oauthStates.expiresAt, sql`now()`))
        .returning({ id: oauthStates.id });
      return rows.length;
    },
  };
}

export type OAuthRepository = ReturnType<typeof oauthRepository>;
