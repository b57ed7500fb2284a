import type { Database } from '../db/database.js';
import type { NotificationSettingsRow } from '../db/schema/index.js';
import type { AlertLead } from './alert-lead.js';

/** A job a channel wants sent once the dispatcher's transaction has committed. */
export interface AlertKick {
  queue: string;
  data: object;
  options?: { singletonKey?: string; startAfter?: number | Date };
}

export interface AlertPlanInput {
  projectId: string;
  /** The new leads (every one, hidden ones included; each channel applies its own rules). */
  leads: AlertLead[];
  /** The project's notification settings; null when nobody ever saved them. */
  settings: NotificationSettingsRow | null;
}

/**
 * One alert channel's planning step. Runs inside the dispatcher's transaction and must be idempotent
 * (insert ... on conflict do nothing), because a dispatch that fails after planning is retried whole.
 * Returns the jobs that deliver what it planned; a lost kick is recovered by the channel's own sweep.
 */
export type AlertPlanner = (tx: Database, input: AlertPlanInput) => Promise<AlertKick[]>;
