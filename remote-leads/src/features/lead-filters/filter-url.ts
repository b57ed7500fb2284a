// The filter <-> the URL's search params (so a view can be shared, bookmarked and restored with the
// back button) and the filter -> the API's query. A hand-edited or stale link must never crash the list
// or earn a 422: values that cannot be right are dropped here, silently.
import type { LeadListQuery } from '@signalboard/shared/api';
import {
  defaultFilter,
  filterLimits,
  smartOperators,
  valuelessOperators,
  type LeadFilter,
  type LeadOwnerFilter,
  type LeadVerdictFilter,
  type SmartFilter,
  type SmartOperator,
} from './lead-filter';

/** The URL's keys; anything else in the URL (`lead`, a tab...) belongs to someone else and is kept. */
export const filterParamKeys = {
  status: 'status',
  sources: 'source',
  signals: 'signal',
  smart: 'smart',
  read: 'read',
  starred: 'starred',
  verdict: 'verdict',
  assignee: 'assignee',
  search: 'q',
  dateFrom: 'from',
  dateTo: 'to',
  sortBy: 'sort',
  sortOrder: 'order',
} as const satisfies Record<keyof LeadFilter, string>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const platformId = /^[a-z0-9_]{1,40}$/;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const allOperators = new Set<string>([...smartOperators.boolean, ...smartOperators.text]);

export const isId = (value: string) => uuid.test(value);

/** The API's date rules (api/src/leads/date-bound.ts): a real calendar day, alone or with a time and offset. */
export function isDateBound(value: string): boolean {
  const parts = dateOnly.exec(value) ?? dateTime.exec(value);
  if (!parts) return false;
  const day = new Date(`${parts[1]}-${parts[2]}-${parts[3]}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value.slice(0, 10)) return false;
  return !Number.isNaN(new Date(value).getTime());
}

/** When a bound starts, to compare from with to (a date alone: its whole UTC day). */
const boundStart = (value: string) => new Date(dateOnly.test(value) ? `${value}T00:00:00Z` : value).getTime();
const boundEnd = (value: string) =>
  dateOnly.test(value) ? boundStart(value) + 86_400_000 - 1 : boundStart(value);

const uniqueCapped = (values: string[]) => [...new Set(values)].slice(0, filterLimits.values);

const booleanParam = (value: string | null): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null;

const verdictParam = (value: string | null): LeadVerdictFilter | null =>
  value === 'good' || value === 'not_lead' ? value : null;

/** 'me', 'none' or a user id (lower-cased); anything else is no owner filter (the API would 422). */
function ownerParam(value: string | null): LeadOwnerFilter | null {
  const owner = value?.trim().toLowerCase() ?? '';
  return owner === 'me' || owner === 'none' || isId(owner) ? owner : null;
}

/** `column:operator[:value]`; the value may hold colons (only the first two split). */
export function smartToParam(smart: SmartFilter): string {
  const head = `${smart.columnId}:${smart.operator}`;
  if (smart.boolValue !== undefined) return `${head}:${String(smart.boolValue)}`;
  if (smart.textValue !== undefined) return `${head}:${smart.textValue}`;
  return head;
}

/** A well-formed smart condition, or null. Whether the column exists and has this kind is checked later. */
export function smartFromParam(raw: string): SmartFilter | null {
  const first = raw.indexOf(':');
  if (first === -1) return null;
  const second = raw.indexOf(':', first + 1);
  const columnId = raw.slice(0, first).toLowerCase();
  const operator = raw.slice(first + 1, second === -1 ? undefined : second);
  const value = second === -1 ? undefined : raw.slice(second + 1);
  if (!isId(columnId) || !allOperators.has(operator)) return null;
  const op = operator as SmartOperator;
  if (valuelessOperators.includes(op)) return value === undefined ? { columnId, operator: op } : null;
  if (op === 'is' || op === 'is_not') {
    const boolValue = booleanParam(value ?? null);
    return boolValue === null ? null : { columnId, operator: op, boolValue };
  }
  const textValue = value?.trim() ?? '';
  if (!textValue || textValue.length > filterLimits.smartText) return null;
  return { columnId, operator: op, textValue };
}

export function filterFromSearchParams(params: URLSearchParams): LeadFilter {
  const keys = filterParamKeys;
  const status = params.get(keys.status)?.toLowerCase() ?? '';
  const sortBy = params.get(keys.sortBy);
  const sortOrder = params.get(keys.sortOrder);
  const date = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return isDateBound(value) ? value : null;
  };
  const dateFrom = date(keys.dateFrom);
  let dateTo = date(keys.dateTo);
  // The API refuses a range that ends before it starts; the end is the likelier typo.
  if (dateFrom && dateTo && boundEnd(dateTo) < boundStart(dateFrom)) dateTo = null;
  const smart = new Map<string, SmartFilter>();
  for (const raw of params.getAll(keys.smart)) {
    const parsed = smartFromParam(raw);
    if (parsed) smart.set(smartToParam(parsed), parsed);
  }
  return {
    status: isId(status) ? status : 'all',
    sources: uniqueCapped(params.getAll(keys.sources).filter((value) => platformId.test(value))),
    signals: uniqueCapped(
      params
        .getAll(keys.signals)
        .map((value) => value.toLowerCase())
        .filter(isId),
    ),
    smart: [...smart.values()].slice(0, filterLimits.values),
    read: booleanParam(params.get(keys.read)),
    starred: booleanParam(params.get(keys.starred)),
    verdict: verdictParam(params.get(keys.verdict)),
    assignee: ownerParam(params.get(keys.assignee)),
    search: (params.get(keys.search) ?? '').slice(0, filterLimits.search),
    dateFrom,
    dateTo,
    sortBy: sortBy === 'score' ? 'score' : 'date',
    sortOrder: sortOrder === 'asc' ? 'asc' : 'desc',
  };
}

/**
 * The filter as search params, defaults left out so a plain list has a plain URL. Params of `keep` that
 * are not the filter's (e.g. `lead`, the open drawer) stay, in their order.
 */
export function filterToSearchParams(filter: LeadFilter, keep?: URLSearchParams): URLSearchParams {
  const keys = filterParamKeys;
  const ours = new Set<string>(Object.values(keys));
  const params = new URLSearchParams();
  for (const [key, value] of keep ?? []) if (!ours.has(key)) params.append(key, value);
  if (filter.status !== defaultFilter.status) params.set(keys.status, filter.status);
  for (const source of filter.sources) params.append(keys.sources, source);
  for (const signal of filter.signals) params.append(keys.signals, signal);
  for (const smart of filter.smart) params.append(keys.smart, smartToParam(smart));
  if (filter.read !== null) params.set(keys.read, String(filter.read));
  if (filter.starred !== null) params.set(keys.starred, String(filter.starred));
  if (filter.verdict !== null) params.set(keys.verdict, filter.verdict);
  if (filter.assignee !== null) params.set(keys.assignee, filter.assignee);
  if (filter.search) params.set(keys.search, filter.search);
  if (filter.dateFrom) params.set(keys.dateFrom, filter.dateFrom);
  if (filter.dateTo) params.set(keys.dateTo, filter.dateTo);
  if (filter.sortBy !== defaultFilter.sortBy) params.set(keys.sortBy, filter.sortBy);
  if (filter.sortOrder !== defaultFilter.sortOrder) params.set(keys.sortOrder, filter.sortOrder);
  return params;
}

/**
 * The filter in the API's names (no limit/skip: the list pages those). Defaults and empty values are
 * left out, so equal filters give equal query keys; status 'all' sends no status (spec §3).
 */
export function filterToQuery(filter: LeadFilter): LeadListQuery {
  const query: LeadListQuery = {};
  if (filter.status !== 'all') query.status_config_id = filter.status;
  if (filter.sources.length) query.data_source_filters = [...filter.sources];
  if (filter.smart.length)
    query.smart_column_values = filter.smart.map((smart) =>
      JSON.stringify({
        column_id: smart.columnId,
        operator: smart.operator,
        ...(smart.boolValue === undefined ? {} : { bool_value: smart.boolValue }),
        ...(smart.textValue === undefined ? {} : { text_value: smart.textValue }),
      }),
    );
  if (filter.signals.length) query.intent_signals = [...filter.signals];
  if (filter.read !== null) query.read = filter.read;
  if (filter.starred !== null) query.starred = filter.starred;
  if (filter.verdict !== null) query.verdict = filter.verdict;
  if (filter.assignee !== null) query.assignee = filter.assignee;
  const search = filter.search.trim();
  if (search) query.search_text = search;
  if (filter.sortBy !== 'date') query.sort_by = filter.sortBy;
  if (filter.sortOrder !== 'desc') query.sort_order = filter.sortOrder;
  if (filter.dateFrom) query.date_from = filter.dateFrom;
  if (filter.dateTo) query.date_to = filter.dateTo;
  return query;
}
