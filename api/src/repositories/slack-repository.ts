import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { slackConnections, slackMessages, slackOauthStates } from '../db/schema/index.js';

export type SlackConnectionRow = typeof slackConnections.$inferSelect;

/** An OAuth state lives 10 minutes: long enough to approve the app, short enough to be worthless later. */
const stateLifetimeSeconds = 10 * 60;

export interface SlackInstall {
  teamId: string;
  teamName: string;
  botUserId: string | null;
  botTokenSealed: string;
  scope: string;
  channelId: string | null;
  channelName: string | null;
  connectedBy: string;
}

/** A project's Slack connection, the OAuth states in flight, and the failing of undelivered alerts. */
export function slackRepository(db: Database) {
  return {
    async findConnection(projectId: string): Promise<SlackConnectionRow | null> {
      const [row] = await db.select().from(slackConnections).where(eq(slackConnections.projectId, projectId));
      return row ?? null;
    },

    async saveState(stateHash: string, userId: string, projectId: string): Promise<void> {
      await db.insert(slackOauthStates).values({
        stateHash,
        userId,
        projectId,
        expiresAt: sql`now() + make_interval(secs => ${stateLifetimeSeconds})`,
      });
      // Expired states of anyone are worthless: drop them while we are here.
      await db.delete(slackOauthStates).where(lt(slackOauthStates.expiresAt, sql`now()`));
    },

    /** Deletes and returns a live state (single use, 10 minutes); null when unknown, used or expired. */
    async takeState(stateHash: string): Promise<{ userId: string; projectId: string } | null> {
      const [row] = await db
        .delete(slackOauthStates)
        .where(and(eq(slackOauthStates.stateHash, stateHash), gt(slackOauthStates.expiresAt, sql`now()`)))
        .returning({ userId: slackOauthStates.userId, projectId: slackOauthStates.projectId });
      return row ?? null;
    },

    /** A new install replaces the old one: a reconnect mends a broken connection. */
    async saveInstall(projectId: string, install: SlackInstall): Promise<SlackConnectionRow> {
      const values = {
        ...install,
        status: 'connected',
        brokenCode: null,
        brokenReason: null,
        brokenAt: null,
      };
      const [row] = await db
        .insert(slackConnections)
        .values({ projectId, ...values })
        .onConflictDoUpdate({
          target: slackConnections.projectId,
          set: {
            ...values,
            // A reconnect to the same workspace without a picked channel keeps the channel chosen before.
            channelId:
              install.channelId ??
              sql`case when ${slackConnections.teamId} = ${install.teamId} then ${slackConnections.channelId} end`,
            channelName:
              install.channelName ??
              sql`case when ${slackConnections.teamId} = ${install.teamId} then ${slackConnections.channelName} end`,
            createdAt: sql`now()`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('slack connection upsert returned nothing');
      return row;
    },

    /** Sets the channel alerts go to; a connection broken by its channel is mended by picking one. */
    async setChannel(projectId: string, channelId: string, channelName: string): Promise<SlackConnectionRow> {
      const [row] = await db
        .update(slackConnections)
        .set({
          channelId,
          channelName,
          status: sql`case when ${slackConnections.brokenCode} in ('channel_not_found', 'not_in_channel', 'is_archived') then 'connected' else ${slackConnections.status} end`,
          brokenCode: sql`case when ${slackConnections.brokenCode} in ('channel_not_found', 'not_in_channel', 'is_archived') then null else ${slackConnections.brokenCode} end`,
          brokenReason: sql`case when ${slackConnections.brokenCode} in ('channel_not_found', 'not_in_channel', 'is_archived') then null else ${slackConnections.brokenReason} end`,
          brokenAt: sql`case when ${slackConnections.brokenCode} in ('channel_not_found', 'not_in_channel', 'is_archived') then null else ${slackConnections.brokenAt} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(slackConnections.projectId, projectId))
        .returning();
      if (!row) throw new Error('slack connection vanished while changing its channel');
      return row;
    },

    /** Deletes the connection (and its sealed token); alerts not yet posted will never be. */
    async deleteConnection(projectId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(slackConnections).where(eq(slackConnections.projectId, projectId));
        await failPending(tx as unknown as Database, projectId, 'disconnected');
      });
    },
  };
}

/** Gives up on the project's unsent Slack alerts, saying why. */
export async function failPending(db: Database, projectId: string, reason: string): Promise<number> {
  const rows = await db
    .update(slackMessages)
    .set({ state: 'failed', lastError: reason })
    .where(and(eq(slackMessages.projectId, projectId), eq(slackMessages.state, 'pending')))
    .returning({ leadId: slackMessages.leadId });
  return rows.length;
}

export type SlackRepository = ReturnType<typeof slackRepository>;

/**
 * Marks the connection broken with Slack's error and the sentence the UI shows, and gives up on the
 * project's unsent alerts (posting them later into a mended channel would flood it with stale leads).
 */
export async function markConnectionBroken(
  db: Database,
  projectId: string,
  code: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(slackConnections)
      .set({
        status: 'broken',
        brokenCode: code,
        brokenReason: reason,
        brokenAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(slackConnections.projectId, projectId));
    await failPending(tx as unknown as Database, projectId, code);
  });
}
