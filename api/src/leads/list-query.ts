import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { leads, leadSmartValues } from '../db/schema/index.js';
import type { LeadListFilter } from './list-filter.js';
import type { SmartValueFilter } from './smart-value-filter.js';

/*
 * The lead list's WHERE and ORDER BY. Every condition is on `leads` itself (search and signals read the
 * copies migration 0009 keeps on the lead) or an EXISTS probe keyed by the lead, so the planner can walk
 * a (project_id, published_at | score) index in list order and stop after a page, or start from the
 * selective side (a rare word's or signal's GIN entries) when that is cheaper; a condition on another
 * table would leave it guessing how selective it is. `listed` is written literally, exactly as the
 * partial list indexes' predicate (migration 0013), so the planner can prove they apply.
 */

const notDeleted = sql`${leads.deleted} = false`;
/** Not deleted and not marked "not a lead": what the list shows unless asked for hidden leads. */
export const listed = sql`${leads.deleted} = false and ${leads.verdict} is distinct from 'not_lead'`;

/** The verdict filter: hidden leads come from leads_project_verdict_idx, the rest from the list indexes. */
function verdictCondition(verdict: LeadListFilter['verdict']): SQL {
  if (verdict === 'not_lead') return sql`${notDeleted} and ${leads.verdict} = 'not_lead'`;
  if (verdict === 'good') return sql`${listed} and ${leads.verdict} = 'good'`;
  return listed;
}

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
  const conditions: (SQL | undefined)[] = [eq(leads.projectId, projectId), verdictCondition(filter.verdict)];
  if (filter.statusConfigId) conditions.push(eq(leads.statusConfigId, filter.statusConfigId));
  if (filter.assignee)
    conditions.push(
      'userId' in filter.assignee ? eq(leads.assigneeId, filter.assignee.userId) : isNull(leads.assigneeId),
    );
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
  // Changed at or after: updated_at moves with every change of the team's state of the lead (README).
  if (filter.updatedSince) conditions.push(gte(leads.updatedAt, filter.updatedSince));
  if (filter.search)
    conditions.push(sql`${leads.searchVector} @@ websearch_to_tsquery('simple', ${filter.search})`);
  if (filter.intentSignalIds.length > 0) {
    const ids = sql.join(
      filter.intentSignalIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(sql`${leads.intentSignalIds} && array[${ids}]::uuid[]`);
  }
  for (const smart of filter.smartValues) conditions.push(smartValueCondition(smart));
  return and(...conditions) ?? listed;
}

/** List order: newest (or best, or last changed) first by default; ties broken by id so pages never overlap. */
export function listOrder(filter: Pick<LeadListFilter, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  return sortColumns(filter.sortBy).map((column) => direction(column));
}

/** The columns a sort orders by, in order (the id last). */
function sortColumns(sortBy: LeadListFilter['sortBy']) {
  if (sortBy === 'score') return [leads.score, leads.publishedAt, leads.id];
  if (sortBy === 'updated') return [leads.updatedAt, leads.id];
  return [leads.publishedAt, leads.id];
}

/**
 * Where a lead sits in list order: what keyset paging continues after. Only the sort's keys are needed
 * (a cursor carries no others); dates come as the lead's Date, or as ISO text exact to the microsecond
 * (a Date keeps milliseconds, and leads found in the same millisecond would otherwise be skipped).
 */
export type ListPosition = {
  id: string;
  publishedAt?: Date | string;
  score?: number;
  updatedAt?: Date | string;
};

const timestamp = (value: Date | string | undefined, sortBy: string) => {
  if (value === undefined) throw new Error(`a list position for sort_by=${sortBy} without its date`);
  return sql`${typeof value === 'string' ? value : value.toISOString()}::timestamptz`;
};

/**
 * The leads after `position` in list order: one row comparison over the same keys as listOrder (all
 * in one direction), which the list indexes answer as a range.
 */
export function listAfterCondition(
  filter: Pick<LeadListFilter, 'sortBy' | 'sortOrder'>,
  position: ListPosition,
): SQL {
  const id = sql`${position.id}::uuid`;
  const keys = sql`(${sql.join(sortColumns(filter.sortBy), sql`, `)})`;
  let values: SQL;
  if (filter.sortBy === 'score') {
    if (position.score === undefined) throw new Error('a list position for sort_by=score without its score');
    values = sql`(${position.score}::int, ${timestamp(position.publishedAt, 'score')}, ${id})`;
  } else if (filter.sortBy === 'updated') values = sql`(${timestamp(position.updatedAt, 'updated')}, ${id})`;
  else values = sql`(${timestamp(position.publishedAt, 'date')}, ${id})`;
  return filter.sortOrder === 'asc' ? sql`${keys} > ${values}` : sql`${keys} < ${values}`;
}

/** A timestamptz as ISO text exact to the microsecond (what a cursor carries). */
const exactIso = (column: typeof leads.publishedAt | typeof leads.updatedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A lead's place in every list order as JSON text, `[id, published_at, score, updated_at]` with the dates
 * exact (listKeyOf reads it): selected with the page's last row to write the next cursor.
 */
export const listKeyJson = sql<string>`json_build_array(${leads.id}, ${exactIso(leads.publishedAt)}, ${leads.score}, ${exactIso(leads.updatedAt)})::text`;

/** The position `listKeyJson` wrote. */
export function listKeyOf(json: string): Required<ListPosition> & { publishedAt: string; updatedAt: string } {
  const [id, publishedAt, score, updatedAt] = JSON.parse(json) as [string, string, number, string];
  return { id, publishedAt, score, updatedAt };
}
