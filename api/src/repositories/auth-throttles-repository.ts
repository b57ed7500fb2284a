import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { authThrottles } from '../db/schema/index.js';

export interface ThrottleHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  msLeft: number;
}

/**
 * Shared counters (one row per key) for the sign-in and mail limits. Every change is one statement, so
 * API replicas hitting the same key at once never lose a count.
 */
export function authThrottlesRepository(db: Database) {
  const windowEnds = (seconds: number) =>
    sql`${authThrottles.windowStartedAt} + make_interval(secs => ${seconds})`;
  return {
    /** Counts a hit in a fixed window of `windowSeconds` that starts with the key's first hit. */
    async hit(key: string, windowSeconds: number): Promise<ThrottleHit> {
      const expired = sql`${windowEnds(windowSeconds)} <= now()`;
      const [row] = await db
        .insert(authThrottles)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            count: sql`case when ${expired} then 1 else ${authThrottles.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${authThrottles.windowStartedAt} end`,
            blockedUntil: sql`case when ${expired} then null else ${authThrottles.blockedUntil} end`,
          },
        })
        .returning({
          count: authThrottles.count,
          msLeft: sql<number>`greatest(0, ceil(extract(epoch from (${windowEnds(windowSeconds)} - now())) * 1000))::float8`,
        });
      if (!row) throw new Error(`throttle ${key} was not counted`);
      return { count: row.count, msLeft: Number(row.msLeft) };
    },

    /** Seconds the key is still blocked for (0 when it is not). */
    async secondsBlocked(key: string): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from (${authThrottles.blockedUntil} - now())))::float8`,
        })
        .from(authThrottles)
        .where(eq(authThrottles.key, key))
        .limit(1);
      return Math.max(0, Number(row?.seconds ?? 0));
    },

    async blockFor(key: string, seconds: number): Promise<void> {
      await db
        .update(authThrottles)
        .set({ blockedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(eq(authThrottles.key, key));
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottles).where(eq(authThrottles.key, key));
    },

    /** Rows whose window and block are both over (hourly maintenance keeps the table small). */
    async deleteStale(olderThanSeconds: number): Promise<number> {
      const rows = await db
        .delete(authThrottles)
        .where(
          sql`${windowEnds(olderThanSeconds)} < now() and (${authThrottles.blockedUntil} is null or ${authThrottles.blockedUntil} < now())`,
        )
        .returning({ key: authThrottles.key });
      return rows.length;
    },
  };
}

export type AuthThrottlesRepository = ReturnType<typeof authThrottlesRepository>;
