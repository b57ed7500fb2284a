// GET /api/v1/leads/{projectId} and /leads-data-sources: the lead list, paged with limit/skip behind an
// infinite query, and the platforms its source filter offers.
import { queryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { Lead, LeadDataSource, LeadList, LeadListQuery } from './types';

/** The API's largest page (api/src/schemas/lead.ts leadLimits.maxPageSize) and deepest skip. */
export const LEAD_LIST_MAX_PAGE_SIZE = 200;
export const LEAD_LIST_MAX_SKIP = 100_000;
export const LEAD_LIST_FAILED = 'Failed to load the leads';

export function listLeads(projectId: string, query: LeadListQuery, signal?: AbortSignal): Promise<LeadList> {
  return unwrap(
    // openapi-fetch writes arrays as repeated keys (intent_signals=a&intent_signals=b), as the API wants.
    apiClient().GET('/api/v1/leads/{projectId}', { params: { path: { projectId }, query }, signal }),
    LEAD_LIST_FAILED,
  );
}

export function listLeadsDataSources(projectId: string): Promise<LeadDataSource[]> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/leads-data-sources', { params: { path: { projectId } } }),
    'Failed to load the data sources',
  );
}

/** Where the page after `last` starts, or undefined when `last` was the final one. */
export function nextLeadPageSkip(last: LeadList): number | undefined {
  if (last.items.length === 0 || last.items.length < last.limit) return undefined;
  const next = last.skip + last.items.length;
  return next > LEAD_LIST_MAX_SKIP ? undefined : next;
}

const pageLimit = (size: number) => Math.min(Math.max(1, Math.trunc(size)), LEAD_LIST_MAX_PAGE_SIZE);

/**
 * The filtered list as pages of `pageSize` (capped at the API's maximum), the first of `firstPageSize`:
 * a screen shows a few dozen rows, so the first answer (the one a user waits for) can be small. The
 * key holds the filter only, so every screen showing the same filter (the list, the drawer's prev/next)
 * shares one cache entry; a refetch asks each page again from its own skip, the first with its size.
 */
export function useLeadList(
  projectId: string,
  query: LeadListQuery,
  pageSize = 100,
  firstPageSize = pageSize,
) {
  const signedIn = useSession((s) => s.accessToken !== null);
  const [first, rest] = [pageLimit(firstPageSize), pageLimit(pageSize)];
  return useInfiniteQuery({
    queryKey: queryKeys.leadList(projectId, query),
    queryFn: ({ pageParam, signal }) =>
      listLeads(projectId, { ...query, limit: pageParam === 0 ? first : rest, skip: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextLeadPageSkip,
    enabled: signedIn && Boolean(projectId),
  });
}

/** Every lead loaded so far, in list order (an empty list before the first page). */
export function allLeadsFromPages(data: InfiniteData<LeadList> | undefined): Lead[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

export const leadsDataSourcesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.leadsDataSources(projectId),
    queryFn: () => listLeadsDataSources(projectId),
  });

/** The source filter's choices with their lead counts; idle while signed out or without an id. */
export function useLeadsDataSources(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...leadsDataSourcesQueryOptions(projectId ?? ''),
    enabled: signedIn && Boolean(projectId),
  });
}
