import type PgBoss from 'pg-boss';
import {
  deliverSlackAlerts,
  projectsWithStaleSlackAlerts,
  type SlackDelivery,
} from '../alerts/slack/deliver-slack-alerts.js';
import { slackDeliverQueue } from '../alerts/slack/plan-slack-alerts.js';

export interface SlackDeliverJob {
  projectId: string;
}

/** The sweep runs every minute and kicks projects whose Slack alerts wait longer than this. */
export const slackSweepSchedule = '* * * * *';
const staleAfterSeconds = 30;

export function sendSlackDeliver(boss: PgBoss, projectId: string, startAfter?: number) {
  return boss.send(slackDeliverQueue, { projectId } satisfies SlackDeliverJob, {
    singletonKey: projectId,
    ...(startAfter ? { startAfter } : {}),
  });
}

/**
 * Drains a project's pending Slack alerts. A 429 is not a failure: the job ends and a new one starts
 * after Slack's Retry-After. Slack being down throws, so pg-boss retries with backoff (queues.ts).
 */
export function slackDeliverHandler(delivery: SlackDelivery, boss: PgBoss) {
  return async (jobs: PgBoss.Job<SlackDeliverJob>[]) => {
    for (const job of jobs) {
      const outcome = await deliverSlackAlerts(delivery, job.data.projectId);
      if (outcome.kind === 'rate-limited')
        await sendSlackDeliver(boss, job.data.projectId, Math.ceil(outcome.retryAfterSeconds));
    }
  };
}

export function slackSweepHandler(delivery: SlackDelivery, boss: PgBoss) {
  return async () => {
    for (const projectId of await projectsWithStaleSlackAlerts(delivery.db, staleAfterSeconds))
      await sendSlackDeliver(boss, projectId);
  };
}
