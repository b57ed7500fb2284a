import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Database } from '../../db/database.js';
import {
  leadAssignmentRules,
  leads,
  notificationSettings,
  projects,
  slackConnections,
  unownedLeadAlerts,
} from '../../db/schema/index.js';
import { markConnectionBroken } from '../../repositories/slack-repository.js';
import { loadAlertLeads } from '../alert-lead.js';
import { activeRecipients } from '../email/email-recipients.js';
import type { LeadMailContext } from '../email/lead-mail-parts.js';
import type { EnqueueMail } from '../email/send-instant-email.js';
import { brokenReason, isBreakingSlackError } from '../slack/broken-connection.js';
import { SlackApiError, type SlackClient } from '../slack/slack-client.js';
import { unownedLeadsMail, unownedLeadsSlackMessage, type UnownedLead } from './unowned-messages.js';

export interface UnownedSweepDependencies {
  db: Database;
  mail: LeadMailContext;
  enqueueMail: EnqueueMail;
  /** Null without the Slack app's credentials: the alert then goes by e-mail only. */
  slack: { client: SlackClient; box: SecretBox } | null;
}

/** Leads claimed per project and transaction (one alert names up to 10 and counts the rest). */
const batchSize = 50;
/**
 * Leads found more than this long before their deadline are not looked at: a lead a week past its
 * deadline is cold, and the sweep's read stays bounded by a few days of a project's unowned leads.
 */
const lookBackHours = 7 * 24;

/**
 * Announces the unowned good leads of every project with the alert on; answers how many were announced.
 * A project whose Slack is down does not hold up the others: its failure is thrown after the rest ran.
 */
export async function sweepUnownedLeads(deps: UnownedSweepDependencies): Promise<number> {
  const watching = await deps.db
    .select({ projectId: leadAssignmentRules.projectId })
    .from(leadAssignmentRules)
    .where(isNotNull(leadAssignmentRules.unownedAlertHours));
  let announced = 0;
  const failures: unknown[] = [];
  for (const { projectId } of watching) {
    try {
      announced += await announceUnownedLeads(deps, projectId);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `unowned-lead alerts failed for ${failures.length} project(s)`);
  return announced;
}

/**
 * One project: claims its leads that are Good, or score at least the alert's threshold, found since the
 * alert was turned on and still without an owner `hours` after they were found, by inserting them into
 * unowned_lead_alerts (the primary key makes a lead claimed once, whatever runs twice), and in the same
 * transaction queues the mail to the project's recipients and posts to its Slack channel, as its
 * notification settings ask. Slack down or rate limited rolls it all back: the next tick tries again.
 * A dead token or channel marks the connection broken (as lead alerts do) and the mail still goes.
 */
export async function announceUnownedLeads(
  deps: UnownedSweepDependencies,
  projectId: string,
): Promise<number> {
  let announced = 0;
  for (;;) {
    let broken: string | null = null;
    const claimed = await deps.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [rule] = await tx
        .select()
        .from(leadAssignmentRules)
        .where(
          and(eq(leadAssignmentRules.projectId, projectId), isNotNull(leadAssignmentRules.unownedAlertHours)),
        );
      const hours = rule?.unownedAlertHours;
      if (!rule || !hours || !rule.unownedAlertSince) return 0;
      const due = sql`now() - make_interval(hours => ${hours})`;
      const since = rule.unownedAlertSince.toISOString();
      const rows = await tx
        .insert(unownedLeadAlerts)
        .select(
          tx
            .select({ leadId: leads.id, projectId: leads.projectId, alertedAt: sql`now()`.as('alerted_at') })
            .from(leads)
            .where(
              and(
                eq(leads.projectId, projectId),
                sql`${leads.assigneeId} is null and ${leads.deleted} = false`,
                sql`${leads.createdAt} >= greatest(${since}::timestamptz, ${due} - make_interval(hours => ${lookBackHours}))`,
                sql`${leads.createdAt} <= ${due}`,
                sql`(${leads.verdict} = 'good' or (${leads.verdict} is null and ${leads.score} >= ${rule.unownedAlertMinScore}))`,
                sql`not exists (select 1 from ${unownedLeadAlerts} a where a.lead_id = ${leads.id})`,
              ),
            )
            .orderBy(leads.createdAt)
            .limit(batchSize),
        )
        .onConflictDoNothing()
        .returning({ leadId: unownedLeadAlerts.leadId });
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.leadId);
      const loaded = await loadAlertLeads(tx, projectId, ids);
      const good = new Set(
        (
          await tx
            .select({ id: leads.id })
            .from(leads)
            .where(and(inArray(leads.id, ids), eq(leads.verdict, 'good')))
        ).map((row) => row.id),
      );
      const unowned: UnownedLead[] = loaded
        .map((lead) => ({ ...lead, good: good.has(lead.id) }))
        .sort((a, b) => Number(b.good) - Number(a.good) || b.score - a.score);
      broken = await tell(deps, tx, projectId, unowned, hours);
      return rows.length;
    });
    if (broken) await markConnectionBroken(deps.db, projectId, broken, brokenReason(broken));
    announced += claimed;
    if (claimed < batchSize) return announced;
  }
}

/** Queues the mail and posts to Slack; answers Slack's error code when the connection is dead. */
async function tell(
  deps: UnownedSweepDependencies,
  tx: Database,
  projectId: string,
  unowned: UnownedLead[],
  hours: number,
): Promise<string | null> {
  if (unowned.length === 0) return null;
  const [settings] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.projectId, projectId));
  if (!settings) return null;
  const [project] = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return null;
  if (settings.emailEnabled)
    for (const to of await activeRecipients(tx, projectId, settings.emailRecipients))
      await deps.enqueueMail(tx, unownedLeadsMail(deps.mail, project, to, unowned, hours));
  if (!settings.slackEnabled || !deps.slack) return null;
  const [connection] = await tx
    .select()
    .from(slackConnections)
    .where(eq(slackConnections.projectId, projectId));
  if (!connection || connection.status !== 'connected' || !connection.channelId) return null;
  const token = deps.slack.box.open(connection.botTokenSealed);
  if (token === null) return 'invalid_auth';
  try {
    await deps.slack.client.postMessage(
      token,
      unownedLeadsSlackMessage(connection.channelId, unowned, hours, deps.mail.appUrl),
    );
  } catch (error) {
    // Rate limited or unreachable: thrown, so the claim and the mail roll back and the next tick retries.
    if (!(error instanceof SlackApiError)) throw error;
    // Slack refused this message or the connection: the team still has the mail.
    if (isBreakingSlackError(error.code)) return error.code;
  }
  return null;
}
