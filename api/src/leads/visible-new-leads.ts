import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leads } from '../db/schema/index.js';
import type { NewLeadsEvent } from '../schemas/lead-events.js';

/**
 * `event` without the leads that are hidden by the time it is delivered (marked "not a lead" or deleted
 * between the pipeline's commit and now, or stored already judged): live updates announce only what the
 * list would show. Null when nothing is left to announce. `count` drops by the hidden leads among
 * `lead_ids` (the best 50; beyond them a batch is only counted).
 */
export async function visibleNewLeads(
  db: Database,
  projectId: string,
  event: NewLeadsEvent,
): Promise<NewLeadsEvent | null> {
  if (event.lead_ids.length === 0) return event;
  const hiddenRows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.projectId, projectId),
        inArray(leads.id, event.lead_ids),
        sql`(${leads.deleted} or ${leads.verdict} = 'not_lead')`,
      ),
    );
  if (hiddenRows.length === 0) return event;
  const hidden = new Set(hiddenRows.map((row) => row.id));
  const count = event.count - hidden.size;
  if (count <= 0) return null;
  const visibleIds = event.lead_ids.filter((id) => !hidden.has(id));
  // lead_ids are the batch's best, so the best of those left is the batch's best visible score.
  const [best] =
    visibleIds.length === 0
      ? []
      : await db
          .select({ score: sql<number>`max(${leads.score})`.mapWith(Number) })
          .from(leads)
          .where(and(eq(leads.projectId, projectId), inArray(leads.id, visibleIds)));
  return {
    ...event,
    count,
    lead_ids: visibleIds,
    max_score: best?.score ?? 0,
    high_score: event.high_score.filter((lead) => !hidden.has(lead.id)),
  };
}
