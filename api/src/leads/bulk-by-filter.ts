import { and, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../db/database.js';
import { leads } from '../db/schema/index.js';
import type { LeadsRepository } from '../repositories/leads-repository.js';
import { leadLimits, type LeadBulkFilterSchema } from '../schemas/lead.js';
import { invalidFilter } from './invalid-filter.js';
import { filterFromQuery } from './filter-from-query.js';
import { listConditions } from './list-query.js';

export type LeadBulkFilter = Static<typeof LeadBulkFilterSchema>;

/** What a bulk route was asked to change: exactly one of the two. */
export interface BulkTarget {
  lead_ids?: string[];
  filter?: LeadBulkFilter;
}

/** The leads a bulk call changes: the ids sent, or those the filter matches (and `capped` when more do). */
export type ResolvedTarget = { ids: string[]; capped?: undefined } | { ids: string[]; capped: boolean };

/**
 * Resolves `target` to lead ids. `pending` is the action's "still needs the change" condition, so the
 * cap counts only leads the call would change and calling again picks up where the last call stopped.
 * `callerId` is who the filter's `assignee: 'me'` is.
 */
export async function resolveBulkTarget(
  db: Database,
  repository: LeadsRepository,
  projectId: string,
  target: BulkTarget,
  pending: SQL,
  callerId: string,
): Promise<ResolvedTarget> {
  if (target.lead_ids && target.filter)
    throw invalidFilter('filter', 'send either lead_ids or filter, not both');
  if (target.lead_ids) return { ids: target.lead_ids };
  if (!target.filter) throw invalidFilter('lead_ids', 'send lead_ids or filter');
  const filter = await filterFromQuery(repository, projectId, target.filter, callerId, 'filter.');
  const cap = leadLimits.bulkFilter;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(listConditions(projectId, filter), pending))
    .limit(cap + 1);
  return { ids: rows.slice(0, cap).map((row) => row.id), capped: rows.length > cap };
}
