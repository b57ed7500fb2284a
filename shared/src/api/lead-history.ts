// A lead's history (issue 26): GET /api/v1/leads/{projectId}/lead/{leadId}/history, newest first, in
// pages that follow `next_before` (the last entry's id) until it is null.
import { useInfiniteQuery } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema.gen';

export type LeadHistoryEntry = components['schemas']['LeadHistoryEntry'];
export type LeadHistoryActor = components['schemas']['LeadHistoryActor'];
export type LeadHistoryPage = components['schemas']['LeadHistoryPage'];

/** Entries per page: a drawer shows a screenful, "Show more" asks for the next. */
export const LEAD_HISTORY_PAGE_SIZE = 20;
export const LEAD_HISTORY_FAILED = 'Could not load the history';

export function getLeadHistory(
  projectId: string,
  leadId: string,
  page: { before?: string; limit?: number } = {},
  signal?: AbortSignal,
): Promise<LeadHistoryPage> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/lead/{leadId}/history', {
      params: { path: { projectId, leadId }, query: { limit: LEAD_HISTORY_PAGE_SIZE, ...page } },
      signal,
    }),
    LEAD_HISTORY_FAILED,
  );
}

/** The lead's history as pages, newest first; `fetchNextPage` asks for older entries. */
export function useLeadHistory(projectId: string | undefined, leadId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useInfiniteQuery({
    queryKey: queryKeys.leadHistory(projectId ?? '', leadId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      getLeadHistory(projectId ?? '', leadId ?? '', pageParam ? { before: pageParam } : {}, signal),
    initialPageParam: '',
    getNextPageParam: (last: LeadHistoryPage) => last.next_before ?? undefined,
    enabled: signedIn && Boolean(projectId) && Boolean(leadId),
  });
}
