import type { JobQueue } from './queues.js';
import { sweepUnownedLeads, type UnownedSweepDependencies } from '../alerts/unowned/sweep-unowned-leads.js';

export const unownedSweepQueue = 'alerts.unowned-sweep' satisfies JobQueue;

/**
 * Every five minutes: a lead is announced at most five minutes after its N hours are up, and a sweep
 * with nothing due reads only the index of each watching project's recent unowned leads.
 */
export const unownedSweepSchedule = '*/5 * * * *';

/** The unowned-lead alert's tick (issue 26); the outcome is kept as the job's output. */
export function unownedSweepHandler(deps: UnownedSweepDependencies) {
  return async () => ({ announced: await sweepUnownedLeads(deps) });
}
