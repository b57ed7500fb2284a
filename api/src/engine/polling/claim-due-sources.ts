import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { dataSources } from '../../db/schema/index.js';
import { pollLeaseSeconds } from './next-poll.js';

export interface ClaimOptions {
  /** Platforms the poller fetches (imports and webhooks are pushed to us, never polled). */
  platforms: readonly string[];
  /** Most sources claimed per tick; the rest wait for the next one. */
  limit?: number;
}

/**
 * Claims the enabled sources due a poll, in one statement: rows another worker is claiming are skipped
 * (SKIP LOCKED) and a claimed row is leased (not due again for pollLeaseSeconds), so two schedulers never
 * queue the same source twice. The poll itself then sets the real next poll (next-poll.ts); the lease only
 * matters when a queued poll never runs, and then the source is polled again once it ends.
 */
export async function claimDueSources(db: Database, options: ClaimOptions): Promise<string[]> {
  if (options.platforms.length === 0) return [];
  const due = db
    .select({ id: dataSources.id })
    .from(dataSources)
    .where(
      and(
        eq(dataSources.enabled, true),
        inArray(dataSources.platform, [...options.platforms]),
        or(isNull(dataSources.nextPollAt), lte(dataSources.nextPollAt, sql`now()`)),
      ),
    )
    .orderBy(sql`${dataSources.nextPollAt} asc nulls first`, asc(dataSources.id))
    .limit(options.limit ?? 200)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(dataSources)
    .set({ nextPollAt: sql`now() + make_interval(secs => ${pollLeaseSeconds}::double precision)` })
    .where(inArray(dataSources.id, due))
    .returning({ id: dataSources.id });
  return rows.map((row) => row.id);
}
