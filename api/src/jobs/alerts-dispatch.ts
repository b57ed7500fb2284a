import type PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/database.js';
import { dispatchNewLeads, projectsWithStaleAlerts } from '../alerts/dispatch-new-leads.js';
import { newLeadsChannel } from '../leads/new-leads-channel.js';

export interface AlertsDispatchJob {
  projectId: string;
}

/** The sweep runs every minute and picks up leads whose dispatch kick was lost (a crash between commit and send). */
export const alertsSweepSchedule = '* * * * *';
const staleAfterSeconds = 20;

export function sendDispatch(boss: PgBoss, projectId: string): Promise<string | null> {
  // 'stately' plus the project as singleton key: at most one dispatch queued per project, so a burst of
  // stored batches collapses into one run that takes all of them.
  return boss.send('alerts.dispatch', { projectId } satisfies AlertsDispatchJob, { singletonKey: projectId });
}

export function alertsDispatchHandler(db: Database, boss: PgBoss) {
  return async (jobs: PgBoss.Job<AlertsDispatchJob>[]) => {
    for (const job of jobs)
      await dispatchNewLeads(db, job.data.projectId, async (kick) => {
        await boss.send(kick.queue, kick.data, kick.options ?? {});
      });
  };
}

export function alertsSweepHandler(db: Database, boss: PgBoss) {
  return async () => {
    for (const projectId of await projectsWithStaleAlerts(db, staleAfterSeconds))
      await sendDispatch(boss, projectId);
  };
}

/**
 * Starts a dispatch the moment the pipeline commits new leads: the NOTIFY it sends at commit reaches
 * every listening process (two workers both send; the singleton key keeps one). Resolves to the stop.
 */
export async function dispatchOnNewLeads(
  listen: DatabaseHandle['listen'],
  boss: PgBoss,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  return listen(newLeadsChannel, (payload) => {
    let projectId: unknown;
    try {
      projectId = (JSON.parse(payload) as { project_id?: unknown }).project_id;
    } catch {
      return;
    }
    if (typeof projectId === 'string') sendDispatch(boss, projectId).catch(onError);
  });
}
