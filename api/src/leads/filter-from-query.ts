import type { LeadsRepository } from '../repositories/leads-repository.js';
import { parseLeadListQuery, type LeadListFilter, type LeadListQuery } from './list-filter.js';

/**
 * The filter a lead list query asks for (the list, the CSV export, a bulk call's `filter`) by `callerId`
 * (who `assignee=me` is), with the project's smart column kinds read only when smart column values are
 * sent. Bad values are 422s naming the field, after `fieldPrefix` where the query sits inside a body.
 */
export async function filterFromQuery(
  repository: LeadsRepository,
  projectId: string,
  query: LeadListQuery,
  callerId: string,
  fieldPrefix = '',
): Promise<LeadListFilter> {
  const smartColumns =
    query.smart_column_values === undefined ? undefined : await repository.smartColumnKinds(projectId);
  return parseLeadListQuery(query, smartColumns, fieldPrefix, callerId);
}
