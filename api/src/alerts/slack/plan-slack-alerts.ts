import { and, eq, isNotNull } from 'drizzle-orm';
import { slackConnections, slackMessages } from '../../db/schema/index.js';
import type { AlertKick, AlertPlanner } from '../alert-channel.js';
import { leadsWorthAlerting } from '../alert-filter.js';

export const slackDeliverQueue = 'slack.deliver';

/** The job that posts a project's pending Slack alerts; one queued per project (singleton key). */
export function slackDeliverKick(projectId: string): AlertKick {
  return { queue: slackDeliverQueue, data: { projectId }, options: { singletonKey: projectId } };
}

/**
 * Slack: one pending slack_messages row per lead worth alerting (the lead id is the key, so a lead is
 * announced once ever), then a delivery job per project. Nothing when Slack is off in the settings, or
 * the project has no working connection with a channel.
 */
export const planSlackAlerts: AlertPlanner = async (tx, { projectId, leads, settings }) => {
  if (!settings?.slackEnabled) return [];
  const [connection] = await tx
    .select({ channelId: slackConnections.channelId })
    .from(slackConnections)
    .where(
      and(
        eq(slackConnections.projectId, projectId),
        eq(slackConnections.status, 'connected'),
        isNotNull(slackConnections.channelId),
      ),
    );
  if (!connection) return [];
  const worth = leadsWorthAlerting(settings, leads);
  if (worth.length === 0) return [];
  await tx
    .insert(slackMessages)
    .values(worth.map((lead) => ({ leadId: lead.id, projectId, state: 'pending' })))
    .onConflictDoNothing();
  return [slackDeliverKick(projectId)];
};
