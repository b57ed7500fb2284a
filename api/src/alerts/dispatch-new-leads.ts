import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { notificationSettings, pendingLeadAlerts } from '../db/schema/index.js';
import type { AlertKick, AlertPlanner } from './alert-channel.js';
import { loadAlertLeads } from './alert-lead.js';
import { planCrmRulePushes } from '../crm/push/plan-crm-pushes.js';
import { planRuleNotices } from '../leads/assignment-rule/plan-rule-notices.js';
import { planEmailAlerts } from './email/plan-email-alerts.js';
import { planSlackAlerts } from './slack/plan-slack-alerts.js';
import { planWebhookEvents } from './webhooks/plan-webhook-events.js';

/**
 * Every channel a new lead can leave the app through, and the notices of the people the project's
 * assignment rule gave new leads to.
 */
export const alertPlanners: readonly AlertPlanner[] = [
  planSlackAlerts,
  planEmailAlerts,
  planWebhookEvents,
  planRuleNotices,
  planCrmRulePushes,
];

/** Leads taken per transaction: a burst of thousands is planned in a few short transactions. */
const batchSize = 500;

export type SendKick = (kick: AlertKick) => Promise<void>;

/**
 * Hands a project's pending new leads to every channel: takes up to `batchSize` rows (SKIP LOCKED, so
 * two workers never plan the same lead), lets each channel plan its deliveries in the same transaction,
 * deletes the rows, commits, and only then sends the delivery jobs. Repeats until none are left.
 * Returns how many leads it handed on.
 */
export async function dispatchNewLeads(
  db: Database,
  projectId: string,
  sendKick: SendKick,
  planners: readonly AlertPlanner[] = alertPlanners,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const kicks: AlertKick[] = [];
    const taken = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ leadId: pendingLeadAlerts.leadId })
        .from(pendingLeadAlerts)
        .where(eq(pendingLeadAlerts.projectId, projectId))
        .orderBy(asc(pendingLeadAlerts.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const leadIds = rows.map((row) => row.leadId);
      const leads = await loadAlertLeads(tx as unknown as Database, projectId, leadIds);
      const [settings] = await tx
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.projectId, projectId));
      for (const plan of planners)
        kicks.push(
          ...(await plan(tx as unknown as Database, { projectId, leads, settings: settings ?? null })),
        );
      await tx.delete(pendingLeadAlerts).where(inArray(pendingLeadAlerts.leadId, leadIds));
      return rows.length;
    });
    for (const kick of dedupeKicks(kicks)) await sendKick(kick);
    handled += taken;
    if (taken < batchSize) return handled;
  }
}

/** Projects with leads waiting longer than `olderThanSeconds` (their dispatch kick was lost). */
export async function projectsWithStaleAlerts(db: Database, olderThanSeconds: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: pendingLeadAlerts.projectId })
    .from(pendingLeadAlerts)
    .where(lt(pendingLeadAlerts.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
  return rows.map((row) => row.projectId);
}

function dedupeKicks(kicks: AlertKick[]): AlertKick[] {
  const seen = new Map<string, AlertKick>();
  for (const kick of kicks) seen.set(`${kick.queue}\u0000${JSON.stringify(kick.data)}`, kick);
  return [...seen.values()];
}
