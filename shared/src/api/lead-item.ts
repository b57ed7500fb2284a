// /api/v1/leads/{projectId}/lead/{leadId}: one lead with its whole post, and marking it read when it
// is opened. The read flag is also patched wherever the list caches hold the lead, so the row under
// the drawer changes with it. (Star, unread and status for one or many leads: lead-actions.ts.)
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { cachedListPages, patchLists } from './lead-cache';
import { queryKeys } from './query-keys';
import type { Lead, LeadFlags, LeadItem } from './types';

export const LEAD_NOT_FOUND_STATUS = 404;

export function getLead(projectId: string, leadId: string): Promise<LeadItem> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/lead/{leadId}', { params: { path: { projectId, leadId } } }),
    'Failed to load the lead',
  );
}

/**
 * Marks one lead read; answers its flags and the project's unread count after the change (the brief
 * answer: the screen already shows the lead, and the badge takes the count without asking again).
 */
export async function markLeadRead(projectId: string, leadId: string): Promise<LeadFlags> {
  const answer = await unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/lead/{leadId}/read', {
      params: { path: { projectId, leadId }, query: { view: 'brief' } },
    }),
    'Could not mark the lead read',
  );
  // The route answers a Lead or, asked for the brief view, LeadFlags.
  return answer as LeadFlags;
}

/** Flags of a lead a change sets. */
export type LeadFlagsPatch = Partial<Pick<LeadItem, 'read' | 'starred' | 'status_config_id'>>;

/**
 * Applies `patch` to the lead in its own cache entry and in every cached list page (infinite or
 * plain), leaving pages without it untouched so their rows do not re-render.
 */
export function patchCachedLead(
  queryClient: QueryClient,
  projectId: string,
  leadId: string,
  patch: LeadFlagsPatch,
): void {
  queryClient.setQueryData<LeadItem>(queryKeys.lead(projectId, leadId), (lead) =>
    lead ? { ...lead, ...patch } : lead,
  );
  const ids = new Set([leadId]);
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.leadLists(projectId) }, (data: unknown) =>
    patchLists(data, ids, (lead) => ({ ...lead, ...patch })),
  );
}

/** The lead as a cached list page holds it (a row: snippet, no explanations), to show while the whole one loads. */
export function findListedLead(
  queryClient: QueryClient,
  projectId: string,
  leadId: string,
): Lead | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: queryKeys.leadLists(projectId) })) {
    for (const page of cachedListPages(data)) {
      const lead = page.items.find((item) => item.id === leadId);
      if (lead) return lead;
    }
  }
  return undefined;
}

export const leadQueryOptions = (projectId: string, leadId: string) =>
  queryOptions({
    queryKey: queryKeys.lead(projectId, leadId),
    queryFn: () => getLead(projectId, leadId),
  });

/** One lead, whole: the full post, every match's explanation, the smart values with their freshness. */
export function useLead(projectId: string | undefined, leadId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...leadQueryOptions(projectId ?? '', leadId ?? ''),
    enabled: signedIn && Boolean(projectId) && Boolean(leadId),
  });
}

/**
 * The lead's row from a cached list page, so a lead opened from the list shows at once while the whole
 * one loads (its body is a snippet: `post.body_truncated`; it has no explanations).
 */
export function useListedLead(projectId: string | undefined, leadId: string | undefined): Lead | undefined {
  const queryClient = useQueryClient();
  return projectId && leadId ? findListedLead(queryClient, projectId, leadId) : undefined;
}

/**
 * Marks a lead read when it is opened (variables: its id). It shows read at once, in its own cache
 * entry and every cached list page, and goes back to unread if the call fails; the unread count comes
 * with the answer (asked again only when the call failed).
 */
export function useMarkLeadRead(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => markLeadRead(projectId, leadId),
    onMutate: (leadId) => patchCachedLead(queryClient, projectId, leadId, { read: true }),
    // Only `read` is taken from the answer: a star set meanwhile is the cache's, not the answer's.
    onSuccess: (flags, leadId) => {
      patchCachedLead(queryClient, projectId, leadId, { read: flags.read });
      queryClient.setQueryData(queryKeys.unreadCount(projectId), flags.unread_count);
      // The count of "mine" (a badge that counts the person's own) and the history's "read it first"
      // entry are not in the answer; only queries on screen ask again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myUnreadCount(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leadHistory(projectId, leadId) });
    },
    onError: (_error, leadId) => {
      patchCachedLead(queryClient, projectId, leadId, { read: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(projectId) });
    },
  });
}
