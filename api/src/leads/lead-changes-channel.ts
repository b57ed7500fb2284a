import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { LeadChangedEvent, LeadChangedField } from '../schemas/lead-events.js';
import { newLeadsChannel } from './new-leads-channel.js';

/**
 * What a team member changed on leads others may have open (their owner, their notes), sent on the
 * new-leads channel so each API process keeps one listening connection for both. A payload of another
 * shape is ignored by either parser, so a process of an older version skips these (it reads the
 * new-leads payload, which needs a numeric `count`).
 */
const leadChangedType = 'lead_changed';
const maxIds = 100;

/** NOTIFY in the transaction that makes the change: delivered at commit, never on rollback. */
export async function notifyLeadChanged(
  tx: Database,
  change: { projectId: string; leadIds: string[]; fields: LeadChangedField[]; actorUserId: string | null },
): Promise<void> {
  if (change.leadIds.length === 0) return;
  const payload = {
    type: leadChangedType,
    project_id: change.projectId,
    lead_ids: change.leadIds.slice(0, maxIds),
    // Not `count`: a process of an older version reads any payload with a numeric `count` as new leads.
    changed: change.leadIds.length,
    fields: change.fields,
    actor_user_id: change.actorUserId,
  };
  await tx.execute(sql`SELECT pg_notify(${newLeadsChannel}, ${JSON.stringify(payload)})`);
}

/** The event in a NOTIFY payload, or null for anything else (new leads, say). */
export function parseLeadChangedPayload(payload: string): LeadChangedEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<Omit<LeadChangedEvent, 'count'>> & {
      type?: unknown;
      changed?: unknown;
    };
    if (value.type !== leadChangedType || typeof value.project_id !== 'string') return null;
    return {
      project_id: value.project_id,
      lead_ids: Array.isArray(value.lead_ids) ? value.lead_ids : [],
      count: typeof value.changed === 'number' ? value.changed : 0,
      fields: Array.isArray(value.fields) ? value.fields : [],
      actor_user_id: typeof value.actor_user_id === 'string' ? value.actor_user_id : null,
    };
  } catch {
    return null;
  }
}
