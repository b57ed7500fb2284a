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
interface ListPage {
  items: Lead[];
}
interface InfiniteLists {
  pages: ListPage[];
  pageParams: unknown[];
}

const isListPage = (value: unknown): value is ListPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as ListPage).items);
const isInfinite = (value: unknown): value is InfiniteLists =>
  typeof value === 'object' && value !== null && Array.isArray((value as InfiniteLists).pages);

function patchPage(page: ListPage, leadId: string, patch: LeadFlagsPatch): ListPage {
  if (!page.items.some((lead) => lead.id === leadId)) return page;
  return { ...page, items: page.items.map((lead) => (lead.id === leadId ? { ...lead, ...patch } : lead)) };
}

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
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.leadLists(projectId) }, (data: unknown) => {
    if (isInfinite(data)) {
      const pages = data.pages.map((page) => (isListPage(page) ? patchPage(page, leadId, patch) : page));
      return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
    }
    if (isListPage(data)) return patchPage(data, leadId, patch);
    return data;
  });
}

/** The lead as a cached list page holds it (a row: snippet, no explanations), to show while the whole one loads. */
export function findListedLead(
  queryClient: QueryClient,
  projectId: string,
  leadId: string,
): Lead | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: queryKeys.leadLists(projectId) })) {
    const pages = isInfinite(data) ? data.pages : isListPage(data) ? [data] : [];
    for (const page of pages) {
      const lead = isListPage(page) ? page.items.find((item) => item.id === leadId) : undefined;
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
    },
    onError: (_error, leadId) => {
      patchCachedLead(queryClient, projectId, leadId, { read: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(projectId) });
    },
  });
}
