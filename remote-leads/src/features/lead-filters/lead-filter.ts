// The lead list's filter as the UI holds it (spec §3 "Lead list filter"), in the product's words. The
// URL carries it (filter-url.ts) and the API gets it in its own names (filterToQuery).

export type SmartBooleanOperator = 'is' | 'is_not' | 'is_empty' | 'is_not_empty';
export type SmartTextOperator =
  'equals' | 'not_equals' | 'contains' | 'not_contains' | 'is_empty' | 'is_not_empty';
export type SmartOperator = SmartBooleanOperator | SmartTextOperator;

/** A condition on one smart column: yes/no columns take boolValue, text columns textValue. */
export interface SmartFilter {
  columnId: string;
  operator: SmartOperator;
  boolValue?: boolean;
  textValue?: string;
}

export type LeadVerdictFilter = 'good' | 'not_lead';

/** Whose leads: the signed-in user's ('me'), nobody's ('none'), or one person's (their user id). */
export type LeadOwnerFilter = 'me' | 'none' | (string & {});

export interface LeadFilter {
  /** A status id, or 'all' for no status filter. */
  status: string | 'all';
  /** Platform ids: leads from any of them. */
  sources: string[];
  /** Intent signal ids: leads matching any of them. */
  signals: string[];
  /** Every condition must hold. */
  smart: SmartFilter[];
  read: boolean | null;
  starred: boolean | null;
  /**
   * The team's verdict: null lists every lead but those marked "not a lead" (they are hidden); 'good'
   * only accepted leads; 'not_lead' only the hidden ones, to restore them.
   */
  verdict: LeadVerdictFilter | null;
  /** The owner (the API's `assignee`); null: anyone's or nobody's. */
  assignee: LeadOwnerFilter | null;
  search: string;
  /** A date (YYYY-MM-DD, from its start) or an ISO date-time. */
  dateFrom: string | null;
  /** A date (to its end) or an ISO date-time. */
  dateTo: string | null;
  sortBy: 'date' | 'score';
  sortOrder: 'asc' | 'desc';
}

export const defaultFilter: LeadFilter = Object.freeze({
  status: 'all',
  sources: [],
  signals: [],
  smart: [],
  read: null,
  starred: null,
  verdict: null,
  assignee: null,
  search: '',
  dateFrom: null,
  dateTo: null,
  sortBy: 'date',
  sortOrder: 'desc',
}) as LeadFilter;

export const smartOperators = {
  boolean: ['is', 'is_not', 'is_empty', 'is_not_empty'],
  text: ['equals', 'not_equals', 'contains', 'not_contains', 'is_empty', 'is_not_empty'],
} as const satisfies Record<'boolean' | 'text', readonly SmartOperator[]>;

/** Operators that compare with nothing: no value goes with them. */
export const valuelessOperators: readonly SmartOperator[] = ['is_empty', 'is_not_empty'];

/** The triage filter's choices, in the words the select and the chips show. */
export const verdictFilterLabels = {
  shown: 'All but hidden',
  good: 'Good leads',
  not_lead: 'Not a lead (hidden)',
} as const;

/** The owner filter's two fixed choices, in the words the select and the chips show. */
export const ownerFilterLabels = { me: 'Assigned to me', none: 'Unassigned' } as const;

/** The API's limits the URL is held to (api/src/schemas/lead.ts leadLimits). */
export const filterLimits = { values: 50, search: 200, smartText: 200 } as const;

/**
 * How many filters narrow the list (sorting does not count; each value of a list counts once, so
 * "2 sources" reads as 2).
 */
export function countActiveFilters(filter: LeadFilter): number {
  return (
    (filter.status === 'all' ? 0 : 1) +
    filter.sources.length +
    filter.signals.length +
    filter.smart.length +
    (filter.read === null ? 0 : 1) +
    (filter.starred === null ? 0 : 1) +
    (filter.verdict === null ? 0 : 1) +
    (filter.assignee === null ? 0 : 1) +
    (filter.search.trim() ? 1 : 0) +
    (filter.dateFrom ? 1 : 0) +
    (filter.dateTo ? 1 : 0)
  );
}
