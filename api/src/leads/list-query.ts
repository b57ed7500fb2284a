import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { leads, leadSignalMatches, leadSmartValues, posts } from '../db/schema/index.js';
import type { LeadListFilter } from './list-filter.js';
import type { SmartValueFilter } from './smart-value-filter.js';

/*
 * The lead list's WHERE and ORDER BY. Every condition is on `leads` itself or an EXISTS probe keyed by
 * the lead, so the planner can walk a (project_id, published_at | score) index in list order and stop
 * after a page, or start from the selective side (a rare word's posts, a signal's matches) when that is
 * cheaper. `deleted = false` is written literally so the partial list indexes (WHERE NOT deleted) apply.
 */

const notDeleted = sql`${leads.deleted} = false`;

/** LIKE pattern for "contains": the user's %, _ and \ are literal characters. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function smartValueCondition(filter: SmartValueFilter): SQL {
  const value = (extra: SQL) =>
    sql`exists (select 1 from ${leadSmartValues} where ${leadSmartValues.leadId} = ${leads.id} and ${leadSmartValues.smartColumnId} = ${filter.columnId} and ${extra})`;
  const answered = sql`(${leadSmartValues.boolValue} is not null or coalesce(${leadSmartValues.textValue}, '') <> '')`;
  switch (filter.operator) {
    case 'is':
      return value(sql`${leadSmartValues.boolValue} = ${filter.boolValue}`);
    case 'is_not':
      return sql`not ${value(sql`${leadSmartValues.boolValue} = ${filter.boolValue}`)}`;
    case 'equals':
      return value(sql`lower(${leadSmartValues.textValue}) = lower(${filter.textValue})`);
    case 'not_equals':
      return sql`not ${value(sql`lower(${leadSmartValues.textValue}) = lower(${filter.textValue})`)}`;
    case 'contains':
      return value(sql`${leadSmartValues.textValue} ilike ${containsPattern(filter.textValue)}`);
    case 'not_contains':
      return sql`not ${value(sql`${leadSmartValues.textValue} ilike ${containsPattern(filter.textValue)}`)}`;
    case 'is_empty':
      return sql`not ${value(answered)}`;
    case 'is_not_empty':
      return value(answered);
  }
}

/** The conditions a lead of `projectId` must meet to be listed under `filter`. */
export function listConditions(projectId: string, filter: LeadListFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(leads.projectId, projectId), notDeleted];
  if (filter.statusConfigId) conditions.push(eq(leads.statusConfigId, filter.statusConfigId));
  if (filter.platforms.length > 0) conditions.push(inArray(leads.platform, filter.platforms));
  if (filter.read !== null) conditions.push(eq(leads.read, filter.read));
  if (filter.starred !== null) conditions.push(eq(leads.starred, filter.starred));
  if (filter.dateFrom) conditions.push(gte(leads.publishedAt, filter.dateFrom.at));
  if (filter.dateTo)
    conditions.push(
      filter.dateTo.inclusive
        ? lte(leads.publishedAt, filter.dateTo.at)
        : lt(leads.publishedAt, filter.dateTo.at),
    );
  if (filter.search)
    conditions.push(
      sql`exists (select 1 from ${posts} where ${posts.id} = ${leads.postId} and ${posts.searchVector} @@ websearch_to_tsquery('simple', ${filter.search}))`,
    );
  if (filter.intentSignalIds.length > 0)
    conditions.push(
      sql`exists (select 1 from ${leadSignalMatches} where ${leadSignalMatches.leadId} = ${leads.id} and ${inArray(leadSignalMatches.intentSignalId, filter.intentSignalIds)})`,
    );
  for (const smart of filter.smartValues) conditions.push(smartValueCondition(smart));
  return and(...conditions) ?? notDeleted;
}

/** List order: newest (or best) first by default; ties broken by id so pages never overlap. */
export function listOrder(filter: Pick<LeadListFilter, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  const keys =
    filter.sortBy === 'score' ? [leads.score, leads.publishedAt, leads.id] : [leads.publishedAt, leads.id];
  return keys.map((column) => direction(column));
}
