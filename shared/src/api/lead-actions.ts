// Triage of leads: star one (POST /lead/{id}/star), mark many read / unread / deleted / restored
// (POST /mark_leads_as_*) and move many to a status (POST /update_status). Every hook changes the
// cached lists and lead items at once (the list must feel instant), puts them back and raises an
// error toast when the call fails, and refreshes what the change affects when it settles.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@signalboard/shared/query';
import { notify } from '@signalboard/shared/feedback';
import { errorMessage } from './api-error';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import { changeCachedLeads, putBackCachedLeads, type LeadCacheSnapshot, type LeadPatch } from './lead-cache';
import type { LeadFlags, LeadListQuery } from './types';

/** The list's filter fields (no paging): what "select all matching" sends as `filter`. */
export type LeadActionFilter = Omit<LeadListQuery, 'limit' | 'skip'>;

/**
 * Which leads an action applies to. `ids` are the leads changed in the cache at once; with `filter`
 * the server applies the action to every lead matching it (capped server-side), and `ids` are only
 * the loaded ones shown changed meanwhile.
 */
export interface LeadActionTarget {
  ids: string[];
  filter?: LeadActionFilter;
}

/** What a bulk call answers; `capped` is set by the by-filter variant when it stopped at its cap. */
export interface LeadActionResult {
  updated: number;
  capped?: boolean;
}

export type LeadMark = 'read' | 'unread' | 'deleted' | 'restored';

export const LEAD_ACTION_FAILED: Record<LeadMark | 'star' | 'status', string> = {
  read: 'Could not mark the leads read',
  unread: 'Could not mark the leads unread',
  deleted: 'Could not delete the leads',
  restored: 'Could not restore the leads',
  star: 'Could not change the star',
  status: 'Could not change the status',
};

const markPaths = {
  read: '/api/v1/leads/{projectId}/mark_leads_as_read',
  unread: '/api/v1/leads/{projectId}/mark_leads_as_unread',
  deleted: '/api/v1/leads/{projectId}/mark_leads_as_deleted',
  restored: '/api/v1/leads/{projectId}/mark_leads_as_restored',
} as const;

/** `{ lead_ids }`, or `{ filter }` for every matching lead. */
function targetBody(target: LeadActionTarget) {
  return target.filter ? { filter: target.filter } : { lead_ids: target.ids };
}

/** Stars or unstars one lead; answers its flags (the brief answer: the screen already shows the lead). */
export async function starLead(projectId: string, leadId: string, starred: boolean): Promise<LeadFlags> {
  const answer = await unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/lead/{leadId}/star', {
      params: { path: { projectId, leadId }, query: { view: 'brief' } },
      body: { starred },
    }),
    LEAD_ACTION_FAILED.star,
  );
  // The route answers a Lead or, asked for the brief view, LeadFlags.
  return answer as LeadFlags;
}

export function markLeads(
  projectId: string,
  mark: LeadMark,
  target: LeadActionTarget,
): Promise<LeadActionResult> {
  return unwrap(
    apiClient().POST(markPaths[mark], { params: { path: { projectId } }, body: targetBody(target) }),
    LEAD_ACTION_FAILED[mark],
  );
}

export function updateLeadStatus(
  projectId: string,
  statusId: string,
  target: LeadActionTarget,
): Promise<LeadActionResult> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/update_status', {
      params: { path: { projectId } },
      body: { status_config_id: statusId, ...targetBody(target) },
    }),
    LEAD_ACTION_FAILED.status,
  );
}

/** Refreshes what triage changes: the lists, the unread count, and, when asked, counts per status. */
async function refresh(queryClient: QueryClient, projectId: string, counts: boolean): Promise<void> {
  const keys: QueryKey[] = [queryKeys.leadLists(projectId), queryKeys.unreadCount(projectId)];
  if (counts) keys.push(queryKeys.leadOverview(projectId), queryKeys.statusConfigs(projectId));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

interface OptimisticOptions<V> {
  projectId: string;
  call: (variables: V) => Promise<unknown>;
  ids: (variables: V) => string[];
  patch: (variables: V) => LeadPatch;
  failed: string;
  /** Whether per-status counts (overview, status configs) change too. */
  counts: boolean;
}

function useOptimisticLeadAction<V, R>(
  options: OptimisticOptions<V> & { call: (variables: V) => Promise<R> },
) {
  const queryClient = useQueryClient();
  const { projectId } = options;
  return useMutation<R, unknown, V, LeadCacheSnapshot>({
    mutationFn: options.call,
    onMutate: (variables) => {
      const patch = options.patch(variables);
      return changeCachedLeads(queryClient, projectId, options.ids(variables), {
        row: () => patch,
        // A deleted lead's page keeps showing it (the drawer closes itself); only flags change here.
        item: (lead) => patch(lead) ?? lead,
      });
    },
    onError: (error, _variables, snapshot) => {
      putBackCachedLeads(queryClient, snapshot);
      notify.error(options.failed, { description: errorMessage(error, 'Please try again.') });
    },
    onSettled: () => refresh(queryClient, projectId, options.counts),
  });
}

/** Stars or unstars one lead (variables: `{ id, starred }`). */
export function useStarLead(projectId: string) {
  return useOptimisticLeadAction({
    projectId,
    call: ({ id, starred }: { id: string; starred: boolean }) => starLead(projectId, id, starred),
    ids: ({ id }) => [id],
    patch:
      ({ starred }) =>
      (lead) => ({ ...lead, starred }),
    failed: LEAD_ACTION_FAILED.star,
    counts: false,
  });
}

const markPatch: Record<LeadMark, LeadPatch> = {
  read: (lead) => ({ ...lead, read: true }),
  unread: (lead) => ({ ...lead, read: false }),
  deleted: () => null,
  // Restored leads are not in the cache to patch: the refresh on settle brings them back.
  restored: (lead) => lead,
};

/** Marks leads read, unread, deleted or restored (variables: a LeadActionTarget). */
export function useMarkLeads(projectId: string, mark: LeadMark) {
  return useOptimisticLeadAction({
    projectId,
    call: (target: LeadActionTarget) => markLeads(projectId, mark, target),
    ids: (target) => target.ids,
    patch: () => markPatch[mark],
    failed: LEAD_ACTION_FAILED[mark],
    counts: mark === 'deleted' || mark === 'restored',
  });
}

export const useMarkLeadsRead = (projectId: string) => useMarkLeads(projectId, 'read');
export const useMarkLeadsUnread = (projectId: string) => useMarkLeads(projectId, 'unread');
export const useMarkLeadsDeleted = (projectId: string) => useMarkLeads(projectId, 'deleted');
export const useMarkLeadsRestored = (projectId: string) => useMarkLeads(projectId, 'restored');

/** Moves leads to a status (variables: `{ statusId, target }`). */
export function useUpdateLeadStatus(projectId: string) {
  return useOptimisticLeadAction({
    projectId,
    call: ({ statusId, target }: { statusId: string; target: LeadActionTarget }) =>
      updateLeadStatus(projectId, statusId, target),
    ids: ({ target }) => target.ids,
    patch:
      ({ statusId }) =>
      (lead) => ({ ...lead, status_config_id: statusId }),
    failed: LEAD_ACTION_FAILED.status,
    counts: true,
  });
}
