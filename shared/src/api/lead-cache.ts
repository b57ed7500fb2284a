// The cached copies of leads a change touches at once: every cached list page (paged or not) and the
// leads' own entries. The triage actions, verdicts and owners change them before the API answers and put
// back what they changed when the call fails; marking read on open patches them the same way.
import type { QueryClient, QueryKey } from '@signalboard/shared/query';
import { queryKeys } from './query-keys';
import type { Lead, LeadList } from './types';

/** A change to one cached lead: the lead changed, or null to take it out of the lists. */
export type LeadPatch = (lead: Lead) => Lead | null;
/** What an optimistic change replaced, to put back when the call fails. */
export type LeadCacheSnapshot = [QueryKey, unknown][];

interface InfiniteLists {
  pages: unknown[];
  pageParams: unknown[];
}

const isInfinite = (data: unknown): data is InfiniteLists =>
  typeof data === 'object' && data !== null && Array.isArray((data as InfiniteLists).pages);
const isListPage = (data: unknown): data is LeadList =>
  typeof data === 'object' && data !== null && Array.isArray((data as LeadList).items);

/** The list pages a cached list entry holds, paged or not. */
export function cachedListPages(data: unknown): LeadList[] {
  if (isInfinite(data)) return data.pages.filter(isListPage);
  return isListPage(data) ? [data] : [];
}

/** The page with `patch` applied to the leads `ids`; the same object when it holds none of them. */
function patchPage(page: LeadList, ids: Set<string>, patch: LeadPatch): { page: LeadList; removed: number } {
  if (!page.items.some((lead) => ids.has(lead.id))) return { page, removed: 0 };
  let removed = 0;
  const items: Lead[] = [];
  for (const lead of page.items) {
    const next = ids.has(lead.id) ? patch(lead) : lead;
    if (next) items.push(next);
    else removed += 1;
  }
  return { page: { ...page, items }, removed };
}

const lessTotal = (page: LeadList, removed: number): LeadList =>
  removed && !page.total_capped ? { ...page, total: Math.max(0, page.total - removed) } : page;

/**
 * Applies `patch` to the leads `ids` in a cached list (paged or not); totals follow removals. Pages
 * without those leads stay the same objects, so their rows do not render again.
 */
export function patchLists(data: unknown, ids: Set<string>, patch: LeadPatch): unknown {
  if (isInfinite(data)) {
    const results = data.pages.map((page) =>
      isListPage(page) ? patchPage(page, ids, patch) : { page, removed: 0 },
    );
    if (results.every(({ page }, i) => page === data.pages[i])) return data;
    const removed = results.reduce((sum, r) => sum + r.removed, 0);
    return {
      ...data,
      pages: results.map(({ page }) => (isListPage(page) ? lessTotal(page, removed) : page)),
    };
  }
  if (isListPage(data)) {
    const { page, removed } = patchPage(data, ids, patch);
    return lessTotal(page, removed);
  }
  return data;
}

export interface OptimisticLeadChange {
  /** The change to the rows of the list with this key (a verdict takes rows out of some filters only). */
  row: (listKey: QueryKey) => LeadPatch;
  /** The change to a lead's own entry (a deleted lead's page keeps showing it: no null here). */
  item: (lead: Lead) => Lead;
}

/**
 * Shows a change to the leads `ids` at once in every cached list and in their own entries; answers
 * what it replaced. It first cancels the fetches that would undo it on landing: the lists, and the
 * leads' own entries exactly (what hangs off a lead, its notes and history, has nothing to undo).
 */
export async function changeCachedLeads(
  queryClient: QueryClient,
  projectId: string,
  ids: string[],
  change: OptimisticLeadChange,
): Promise<LeadCacheSnapshot> {
  const lists = { queryKey: queryKeys.leadLists(projectId) };
  const own = ids.map((id) => queryKeys.lead(projectId, id));
  await Promise.all([
    queryClient.cancelQueries(lists),
    ...own.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })),
  ]);
  const snapshot: LeadCacheSnapshot = queryClient.getQueriesData(lists);
  const idSet = new Set(ids);
  for (const [key, data] of snapshot) queryClient.setQueryData(key, patchLists(data, idSet, change.row(key)));
  for (const key of own) {
    const lead = queryClient.getQueryData<Lead>(key);
    if (!lead) continue;
    snapshot.push([key, lead]);
    queryClient.setQueryData<Lead>(key, change.item(lead));
  }
  return snapshot;
}

/** Puts back what changeCachedLeads replaced (the call failed). */
export function putBackCachedLeads(queryClient: QueryClient, snapshot: LeadCacheSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
