import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationSettings, slackConnections, slackMessages } from '../../db/schema/index.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { failPending, markConnectionBroken } from '../../repositories/slack-repository.js';
import { chosenSignals } from '../alert-filter.js';
import { loadAlertLeads } from '../alert-lead.js';
import { brokenReason, isBreakingSlackError } from './broken-connection.js';
import { burstMessage, leadMessage } from './lead-message.js';
import { SlackApiError, SlackRateLimited, type SlackClient, type SlackMessage } from './slack-client.js';

export interface SlackDelivery {
  db: Database;
  client: SlackClient;
  box: SecretBox;
  appUrl: string;
}

/** More leads than this for a channel within a minute are posted as one "N new leads" message. */
export const burstLimit = 5;
/** Rows taken per transaction. */
const batchSize = 50;

export type DeliveryOutcome =
  | { kind: 'done'; sent: number }
  | { kind: 'rate-limited'; sent: number; retryAfterSeconds: number }
  | { kind: 'broken'; sent: number; code: string };

/**
 * Posts a project's pending Slack alerts. Rows are taken FOR UPDATE SKIP LOCKED and marked sent in the
 * transaction that holds them, right after Slack accepted the post: two workers never take the same
 * lead, and a lead marked sent is never posted again. A failed post ends the transaction normally (what
 * was posted stays marked), then the error decides: 429 waits, a dead token or channel breaks the
 * connection, Slack being down throws (the queue retries with backoff), any other refusal fails that
 * lead alone.
 */
export async function deliverSlackAlerts(deps: SlackDelivery, projectId: string): Promise<DeliveryOutcome> {
  let sent = 0;
  for (;;) {
    let failure: unknown = null;
    const taken = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [connection] = await db
        .select()
        .from(slackConnections)
        .where(eq(slackConnections.projectId, projectId));
      if (!connection || connection.status !== 'connected') return 0;
      if (!connection.channelId) {
        // Reconnected to another workspace, no channel yet: these leads would reach nobody.
        await failPending(db, projectId, 'no_channel');
        return 0;
      }
      const rows = await db
        .select({ leadId: slackMessages.leadId })
        .from(slackMessages)
        .where(and(eq(slackMessages.projectId, projectId), eq(slackMessages.state, 'pending')))
        .orderBy(asc(slackMessages.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const token = deps.box.open(connection.botTokenSealed);
      if (token === null) {
        // Sealed with other key material (SECRETS_KEY changed): only a reconnect gives a usable token.
        failure = new SlackApiError('chat.postMessage', 'invalid_auth');
        return 0;
      }
      const channel = connection.channelId;
      const ids = rows.map((row) => row.leadId);
      const leads = await loadAlertLeads(db, projectId, ids);
      const visible = leads.filter((lead) => !lead.hidden);
      const gone = ids.filter((id) => !visible.some((lead) => lead.id === id));
      if (gone.length > 0)
        await db
          .update(slackMessages)
          .set({ state: 'failed', lastError: 'hidden' })
          .where(inArray(slackMessages.leadId, gone));
      if (visible.length === 0) return rows.length;

      const [settings] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.projectId, projectId));
      const recentPosts = await postsInLastMinute(db, projectId);
      const markSent = async (leadIds: string[], ts: string) => {
        await db
          .update(slackMessages)
          .set({
            state: 'sent',
            channelId: channel,
            messageTs: ts,
            sentAt: sql`now()`,
            attempts: sql`${slackMessages.attempts} + 1`,
          })
          .where(inArray(slackMessages.leadId, leadIds));
      };
      const post = async (message: SlackMessage, leadIds: string[]): Promise<boolean> => {
        try {
          const result = await deps.client.postMessage(token, message);
          await markSent(leadIds, result.ts);
          sent += leadIds.length;
          return true;
        } catch (error) {
          if (error instanceof SlackApiError && !isBreakingSlackError(error.code)) {
            // Slack refused this message itself (too long, bad block): give up on it, keep the others.
            await db
              .update(slackMessages)
              .set({ state: 'failed', lastError: error.code, attempts: sql`${slackMessages.attempts} + 1` })
              .where(inArray(slackMessages.leadId, leadIds));
            return true;
          }
          failure = error;
          return false;
        }
      };

      if (visible.length > 1 && visible.length + recentPosts > burstLimit) {
        await post(
          burstMessage(channel, projectId, visible, deps.appUrl),
          visible.map((lead) => lead.id),
        );
      } else {
        for (const lead of visible) {
          const signals = settings ? chosenSignals(settings, lead) : lead.signals;
          if (!(await post(leadMessage(channel, lead, signals, deps.appUrl), [lead.id]))) break;
        }
      }
      return rows.length;
    });

    if (failure instanceof SlackRateLimited)
      return { kind: 'rate-limited', sent, retryAfterSeconds: failure.retryAfterSeconds };
    if (failure instanceof SlackApiError) {
      await markConnectionBroken(deps.db, projectId, failure.code, brokenReason(failure.code));
      return { kind: 'broken', sent, code: failure.code };
    }
    if (failure) throw failure;
    if (taken < batchSize) return { kind: 'done', sent };
  }
}

/** Messages posted to the project's channel in the last minute (a burst message counts once). */
async function postsInLastMinute(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${slackMessages.messageTs})::int` })
    .from(slackMessages)
    .where(
      and(
        eq(slackMessages.projectId, projectId),
        eq(slackMessages.state, 'sent'),
        gt(slackMessages.sentAt, sql`now() - interval '1 minute'`),
      ),
    );
  return row?.count ?? 0;
}

/** Projects with Slack alerts pending longer than `olderThanSeconds` (their delivery kick was lost). */
export async function projectsWithStaleSlackAlerts(
  db: Database,
  olderThanSeconds: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: slackMessages.projectId })
    .from(slackMessages)
    .where(
      and(
        eq(slackMessages.state, 'pending'),
        lt(slackMessages.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    );
  return rows.map((row) => row.projectId);
}
