import type { Static } from 'typebox';
import type { LeadVerdict } from '../db/schema/index.js';
import { assigneeFilterPattern, leadLimits, type LeadListQuerySchema } from '../schemas/lead.js';
import { parseDateBound, type DateBound } from './date-bound.js';
import { invalidFilter } from './invalid-filter.js';
import type { ListPosition } from './list-query.js';
import { parseSmartValueFilter, type SmartColumnKind, type SmartValueFilter } from './smart-value-filter.js';

export type LeadListQuery = Static<typeof LeadListQuerySchema>;

export type AssigneeFilter = { unassigned: true } | { userId: string };

/** What GET /leads/{projectId} asks for, checked and normalised; null and [] mean "no filter". */
export interface LeadListFilter {
  statusConfigId: string | null;
  platforms: string[];
  smartValues: SmartValueFilter[];
  intentSignalIds: string[];
  /** Whose leads: nobody's (unassigned) or one person's; null: everyone's. */
  assignee: AssigneeFilter | null;
  /**
   * null: every lead but those marked "not a lead" (the default list); 'good': accepted leads only;
   * 'not_lead': only the hidden ones (where they are restored from).
   */
  verdict: LeadVerdict | null;
  read: boolean | null;
  starred: boolean | null;
  search: string | null;
  dateFrom: DateBound | null;
  dateTo: DateBound | null;
  /** Leads changed at or after this instant (`updated_at`, README's "Syncing"). */
  updatedSince: Date | null;
  /** 'date': the post's publication time; 'score': the best match's score; 'updated': last change. */
  sortBy: 'date' | 'score' | 'updated';
  sortOrder: 'asc' | 'desc';
  limit: number;
  skip: number;
  /** The page starts after this lead in list order (the list's `cursor`); null: at `skip`. */
  after: ListPosition | null;
}

/** A repeated query key arrives as an array, a single one as a string (the schema coerces; this is the guarantee). */
function list<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const unique = (values: string[]) => [...new Set(values.map((value) => value.toLowerCase()))];

/**
 * `assignee` as a filter: 'me' is the caller (`callerId`), 'none' nobody. The schema's pattern checks it
 * first; this is the guarantee for callers without one (a bulk call's filter is checked by the same schema).
 */
function assigneeFilter(
  value: string | undefined,
  callerId: string | null,
  invalid: (field: string, message: string) => Error,
): AssigneeFilter | null {
  if (value === undefined) return null;
  if (!new RegExp(assigneeFilterPattern).test(value))
    throw invalid('assignee', "must be 'me', 'none' or a user id");
  if (value === 'none') return { unassigned: true };
  if (value !== 'me') return { userId: value.toLowerCase() };
  if (callerId === null) throw invalid('assignee', "'me' needs a signed-in caller");
  return { userId: callerId };
}

/**
 * Turns the query into a filter. `smartColumns` are the project's columns and their kinds (only needed
 * when `smart_column_values` is sent); `callerId` is who 'me' is in `assignee`. Bad values are 422s naming
 * the field, after `fieldPrefix` where the filter sits inside a body (a bulk call's `filter.`).
 */
export function parseLeadListQuery(
  query: LeadListQuery,
  smartColumns: ReadonlyMap<string, SmartColumnKind> = new Map(),
  fieldPrefix = '',
  callerId: string | null = null,
): LeadListFilter {
  const invalid = (field: string, message: string) => invalidFilter(`${fieldPrefix}${field}`, message);
  const dateFrom = query.date_from === undefined ? null : parseDateBound(query.date_from, 'from');
  if (query.date_from !== undefined && !dateFrom)
    throw invalid('date_from', 'must be an ISO 8601 date-time (2024-05-01T09:30:00Z) or date (2024-05-01)');
  const dateTo = query.date_to === undefined ? null : parseDateBound(query.date_to, 'to');
  if (query.date_to !== undefined && !dateTo)
    throw invalid('date_to', 'must be an ISO 8601 date-time (2024-05-31T18:00:00Z) or date (2024-05-31)');
  const updatedSince = query.updated_since === undefined ? null : parseDateBound(query.updated_since, 'from');
  if (query.updated_since !== undefined && !updatedSince)
    throw invalid(
      'updated_since',
      'must be an ISO 8601 date-time (2024-05-01T09:30:00Z) or date (2024-05-01)',
    );
  const empty = dateTo && dateFrom && (dateTo.inclusive ? dateTo.at < dateFrom.at : dateTo.at <= dateFrom.at);
  if (empty) throw invalid('date_to', 'must not be before date_from');

  const search = query.search_text?.trim() ?? '';
  const status = query.status_config_id;
  return {
    statusConfigId: status === undefined || status === 'all' ? null : status.toLowerCase(),
    platforms: unique(list(query.data_source_filters)),
    smartValues: list(query.smart_column_values).map((raw, index) =>
      parseSmartValueFilter(raw, `${fieldPrefix}smart_column_values.${index}`, smartColumns),
    ),
    intentSignalIds: unique(list(query.intent_signals)),
    assignee: assigneeFilter(query.assignee, callerId, invalid),
    verdict: query.verdict ?? null,
    read: query.read ?? null,
    starred: query.starred ?? null,
    // Text without a letter or digit has no word to look for ('simple' drops punctuation): no filter.
    search: /[\p{L}\p{N}]/u.test(search) ? search : null,
    dateFrom,
    dateTo,
    updatedSince: updatedSince?.at ?? null,
    sortBy: query.sort_by ?? 'date',
    sortOrder: query.sort_order ?? 'desc',
    limit: query.limit ?? leadLimits.pageSize,
    skip: query.skip ?? 0,
    after: null,
  };
}
