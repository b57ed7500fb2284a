import type PgBoss from 'pg-boss';
import {
  connectionsWithDuePushes,
  drainCrmPushes,
  type CrmPushDeps,
} from '../crm/push/deliver-crm-pushes.js';
import { sendCrmPushKick, type CrmPushJob } from '../crm/push/plan-crm-pushes.js';

/** Every minute: retries whose time has come, waits that are over, and drains whose kick was lost. */
export const crmSweepSchedule = '* * * * *';

export function crmPushHandler(deps: CrmPushDeps, boss: PgBoss) {
  return async (jobs: PgBoss.Job<CrmPushJob>[]) => {
    await Promise.all(
      jobs.map(async (job) => {
        const outcome = await drainCrmPushes(deps, job.data.connectionId);
        // The CRM asked to wait: come back when it said, not at the next sweep.
        if (outcome.waitUntil) await sendCrmPushKick(boss, job.data.connectionId, outcome.waitUntil);
      }),
    );
  };
}

export function crmSweepHandler(deps: CrmPushDeps, boss: PgBoss) {
  return async () => {
    for (const connectionId of await connectionsWithDuePushes(deps.db))
      await sendCrmPushKick(boss, connectionId);
  };
}
