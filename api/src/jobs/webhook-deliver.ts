import type PgBoss from 'pg-boss';
import {
  deliverDueWebhooks,
  projectsWithDueDeliveries,
  type WebhookDeliveryDeps,
} from '../alerts/webhooks/deliver-webhooks.js';
import { deliverKick, type WebhookDeliverJob } from '../alerts/webhooks/plan-webhook-events.js';

/** Every minute: retries whose time has come, and deliveries whose kick was lost. */
export const webhookSweepSchedule = '* * * * *';

/** Queues the drain of a project's due deliveries (at most one queued per project). */
export function sendWebhookDeliver(boss: PgBoss, projectId: string): Promise<string | null> {
  const kick = deliverKick(projectId);
  return boss.send(kick.queue, kick.data, kick.options ?? {});
}

export function webhookDeliverHandler(deps: WebhookDeliveryDeps) {
  return async (jobs: PgBoss.Job<WebhookDeliverJob>[]) => {
    await Promise.all(jobs.map((job) => deliverDueWebhooks(deps, job.data.projectId)));
  };
}

export function webhookSweepHandler(deps: WebhookDeliveryDeps, boss: PgBoss) {
  return async () => {
    for (const projectId of await projectsWithDueDeliveries(deps.db))
      await sendWebhookDeliver(boss, projectId);
  };
}
