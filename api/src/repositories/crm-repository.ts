import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { CrmProviderId } from '../crm/crm-types.js';
import type { Database } from '../db/database.js';
import {
  crmConnections,
  crmOauthStates,
  crmPushes,
  type CrmConnectionRow,
  type CrmPushRow,
} from '../db/schema/index.js';

/** An OAuth state lives 10 minutes: long enough to approve the app, short enough to be worthless later. */
const stateLifetimeSeconds = 10 * 60;

/** What a connect (OAuth or pasted token) stores: a reconnect keeps the mapping, the rule and the log. */
export interface CrmInstall {
  authKind: 'oauth' | 'token';
  accessTokenSealed: string;
  refreshTokenSealed: string | null;
  expiresAt: Date | null;
  apiDomain: string | null;
  scopes: string[] | null;
  accountId: string;
  accountName: string;
  accountSlug: string | null;
  prepared: Record<string, string>;
  mapping: Record<string, string | null>;
  connectedBy: string;
}

export interface CrmSettingsChange {
  mapping: Record<string, string | null>;
  ruleEnabled: boolean;
  ruleOnGood: boolean;
  ruleStatusIds: string[];
  ruleMinScore: number | null;
  ruleSignalIds: string[];
}

/** A push of the delivery log, with the lead's title to say which lead it was. */
export type CrmPushLogRow = CrmPushRow & { leadTitle: string | null; leadDeleted: boolean };

/** A project's CRM connections, their OAuth states and the log of pushes. */
export function crmRepository(db: Database) {
  return {
    async connections(projectId: string): Promise<CrmConnectionRow[]> {
      return db.select().from(crmConnections).where(eq(crmConnections.projectId, projectId));
    },

    /** Pushes per connection and state, for the project's connections. */
    async pushCounts(
      projectId: string,
    ): Promise<Map<string, { pending: number; pushed: number; failed: number }>> {
      const rows = await db
        .select({
          connectionId: crmPushes.connectionId,
          state: crmPushes.state,
          count: sql<number>`count(*)::int`,
        })
        .from(crmPushes)
        .where(eq(crmPushes.projectId, projectId))
        .groupBy(crmPushes.connectionId, crmPushes.state);
      const counts = new Map<string, { pending: number; pushed: number; failed: number }>();
      for (const row of rows) {
        const entry = counts.get(row.connectionId) ?? { pending: 0, pushed: 0, failed: 0 };
        entry[row.state] = row.count;
        counts.set(row.connectionId, entry);
      }
      return counts;
    },

    async connection(projectId: string, provider: CrmProviderId): Promise<CrmConnectionRow | null> {
      const [row] = await db
        .select()
        .from(crmConnections)
        .where(and(eq(crmConnections.projectId, projectId), eq(crmConnections.provider, provider)));
      return row ?? null;
    },

    async saveState(stateHash: string, userId: string, projectId: string, provider: CrmProviderId) {
      await db.insert(crmOauthStates).values({
        stateHash,
        userId,
        projectId,
        provider,
        expiresAt: sql`now() + make_interval(secs => ${stateLifetimeSeconds})`,
      });
      await db.delete(crmOauthStates).where(lt(crmOauthStates.expiresAt, sql`now()`));
    },

    /** Deletes and returns a live state of this CRM (single use, 10 minutes); null otherwise. */
    async takeState(
      stateHash: string,
      provider: CrmProviderId,
    ): Promise<{ userId: string; projectId: string } | null> {
      const [row] = await db
        .delete(crmOauthStates)
        .where(and(eq(crmOauthStates.stateHash, stateHash), gt(crmOauthStates.expiresAt, sql`now()`)))
        .returning({
          userId: crmOauthStates.userId,
          projectId: crmOauthStates.projectId,
          provider: crmOauthStates.provider,
        });
      return row && row.provider === provider ? { userId: row.userId, projectId: row.projectId } : null;
    },

    /**
     * Connects, or reconnects: the tokens and account are replaced, a broken connection is mended, and the
     * mapping, the rule and the pushes are kept (pushes that waited on the break go out now).
     */
    async saveInstall(projectId: string, provider: CrmProviderId, install: CrmInstall) {
      // A reconnect keeps the mapping a member may have changed: only a first connect writes the default.
      const { mapping: _defaultMapping, ...fresh } = install;
      const mended = { status: 'connected' as const, brokenCode: null, brokenReason: null, brokenAt: null };
      const [row] = await db
        .insert(crmConnections)
        .values({ projectId, provider, ...install, ...mended })
        .onConflictDoUpdate({
          target: [crmConnections.projectId, crmConnections.provider],
          set: { ...fresh, ...mended, waitUntil: null, updatedAt: sql`now()` },
        })
        .returning();
      return row as CrmConnectionRow;
    },

    async saveSettings(connectionId: string, change: CrmSettingsChange): Promise<CrmConnectionRow> {
      const [row] = await db
        .update(crmConnections)
        .set({
          ...change,
          mappingConfirmedAt: sql`coalesce(${crmConnections.mappingConfirmedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(crmConnections.id, connectionId))
        .returning();
      return row as CrmConnectionRow;
    },

    async confirmMapping(connectionId: string): Promise<void> {
      await db
        .update(crmConnections)
        .set({ mappingConfirmedAt: sql`coalesce(${crmConnections.mappingConfirmedAt}, now())` })
        .where(eq(crmConnections.id, connectionId));
    },

    /** "I fixed it in the CRM": pushes resume; if it is still wrong the next push breaks it again. */
    async mend(connectionId: string): Promise<CrmConnectionRow> {
      const [row] = await db
        .update(crmConnections)
        .set({
          status: 'connected',
          brokenCode: null,
          brokenReason: null,
          brokenAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(crmConnections.id, connectionId))
        .returning();
      return row as CrmConnectionRow;
    },

    async remove(connectionId: string): Promise<void> {
      await db.delete(crmConnections).where(eq(crmConnections.id, connectionId));
    },

    /** The delivery log, newest first, `before` a push id for the next page (or the one push `onlyId`). */
    async pushLog(
      connectionId: string,
      limit: number,
      before: string | null,
      onlyId?: string,
    ): Promise<CrmPushLogRow[]> {
      const beforeRow = onlyId
        ? eq(crmPushes.id, onlyId)
        : before
          ? sql`(${crmPushes.createdAt}, ${crmPushes.id}) < (select created_at, id from crm_pushes where id = ${before})`
          : sql`true`;
      const rows = await db
        .select({
          push: crmPushes,
          leadTitle: sql<
            string | null
          >`(select coalesce(p.title, left(p.body, 120)) from leads l join posts p on p.id = l.post_id where l.id = ${crmPushes.leadId})`,
          leadDeleted: sql<boolean>`coalesce((select l.deleted from leads l where l.id = ${crmPushes.leadId}), true)`,
        })
        .from(crmPushes)
        .where(and(eq(crmPushes.connectionId, connectionId), beforeRow))
        .orderBy(desc(crmPushes.createdAt), desc(crmPushes.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.push, leadTitle: row.leadTitle, leadDeleted: row.leadDeleted }));
    },

    async push(connectionId: string, pushId: string): Promise<CrmPushRow | null> {
      const [row] = await db
        .select()
        .from(crmPushes)
        .where(and(eq(crmPushes.id, pushId), eq(crmPushes.connectionId, connectionId)));
      return row ?? null;
    },

    /** A failed push tried again from the start of a new 24-hour round (its steps done are kept). */
    async retry(pushId: string): Promise<CrmPushRow | null> {
      const [row] = await db
        .update(crmPushes)
        .set({
          state: 'pending',
          attempts: 0,
          firstAttemptAt: null,
          nextAttemptAt: sql`now()`,
          lastError: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(crmPushes.id, pushId), inArray(crmPushes.state, ['failed', 'pending'])))
        .returning();
      return row ?? null;
    },

    /** The lead's pushes, each with its CRM: the lead's `crm` links. */
    async leadPushes(leadIds: string[]) {
      if (leadIds.length === 0) return [];
      return db
        .select({
          leadId: crmPushes.leadId,
          provider: crmConnections.provider,
          state: crmPushes.state,
          recordUrl: crmPushes.recordUrl,
          pushedAt: crmPushes.pushedAt,
          lastError: crmPushes.lastError,
        })
        .from(crmPushes)
        .innerJoin(crmConnections, eq(crmConnections.id, crmPushes.connectionId))
        .where(inArray(crmPushes.leadId, leadIds));
    },
  };
}

export type CrmRepository = ReturnType<typeof crmRepository>;
