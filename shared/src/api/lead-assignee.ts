// Owners of leads (issue 26): who may own the project's leads (GET /people), giving one lead to someone
// (PUT /lead/{id}/assignee) and giving many (POST /update_assignee, by ids or by the list's filter).
// Both changes show at once in every cached list and lead, go back with an error toast when the call
// fails, and then refresh the lists, so a list filtered by owner ("Assigned to me") stays true.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@signalboard/shared/query';
import { notify } from '@signalboard/shared/feedback';
import { useSession } from '@signalboard/shared/session';
import { errorMessage } from './api-error';
import { apiClient, unwrap } from './client';
import type { LeadActionResult, LeadActionTarget } from './lead-actions';
import { changeCachedLeads, putBackCachedLeads, type LeadCacheSnapshot } from './lead-cache';
import { queryKeys } from './query-keys';
import type { components } from './schema.gen';
import type { Lead } from './types';
import { useMe } from './users';

/** Someone who may own the project's leads and be mentioned: a member of its organization or a guest of it. */
export type ProjectPerson = components['schemas']['ProjectPerson'];

export const ASSIGN_FAILED = 'Could not change the owner';

export function listProjectPeople(projectId: string): Promise<ProjectPerson[]> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/people', { params: { path: { projectId } } }),
    'Could not load the project’s people',
  );
}

/** Gives one lead to `assigneeId`, or to nobody with null; answers the lead. */
export function assignLead(projectId: string, leadId: string, assigneeId: string | null): Promise<Lead> {
  return unwrap(
    apiClient().PUT('/api/v1/leads/{projectId}/lead/{leadId}/assignee', {
      params: { path: { projectId, leadId } },
      body: { assignee_id: assigneeId },
    }),
    ASSIGN_FAILED,
  ) as Promise<Lead>;
}

/** Gives many leads (`{ lead_ids }`, or `{ filter }` for every matching lead) to `assigneeId` or nobody. */
export function assignLeads(
  projectId: string,
  assigneeId: string | null,
  target: LeadActionTarget,
): Promise<LeadActionResult> {
  const which = target.filter ? { filter: target.filter } : { lead_ids: target.ids };
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/update_assignee', {
      params: { path: { projectId } },
      body: { assignee_id: assigneeId, ...which },
    }),
    ASSIGN_FAILED,
  );
}

export const projectPeopleQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectPeople(projectId),
    queryFn: () => listProjectPeople(projectId),
    // People join and leave rarely; a picker opened many times a minute should not ask each time.
    staleTime: 60_000,
  });

/** The project's people, members then guests, each by name (else e-mail). */
export function useProjectPeople(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...projectPeopleQueryOptions(projectId ?? ''), enabled: signedIn && Boolean(projectId) });
}

/** The signed-in user's id ("me" of "Assign to me"); undefined while their account loads. */
export function useMyUserId(): string | undefined {
  return useMe().data?.id;
}

/** The new owner of `ids` in every cached list and lead at once; answers what to put back. */
function showOwner(queryClient: QueryClient, projectId: string, ids: string[], assigneeId: string | null) {
  // A lead given to the person it already has keeps its time (the API changes nothing then).
  const give = (lead: Lead): Lead =>
    (lead.assignee_id ?? null) === assigneeId
      ? lead
      : { ...lead, assignee_id: assigneeId, assigned_at: assigneeId ? new Date().toISOString() : null };
  return changeCachedLeads(queryClient, projectId, ids, { row: () => give, item: give });
}

/** The lists hold owners and may filter by them: ask them again after any change of owner. */
const refreshLists = (queryClient: QueryClient, projectId: string) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) });

export interface AssignLeadVariables {
  leadId: string;
  assigneeId: string | null;
}

/** Gives one lead to someone, or to nobody (variables: `{ leadId, assigneeId }`). */
export function useAssignLead(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation<Lead, unknown, AssignLeadVariables, LeadCacheSnapshot>({
    mutationFn: ({ leadId, assigneeId }) => assignLead(projectId, leadId, assigneeId),
    onMutate: ({ leadId, assigneeId }) => showOwner(queryClient, projectId, [leadId], assigneeId),
    // The answer's time and giver are the server's: keep them in the lead's own entry.
    onSuccess: (lead, { leadId }) =>
      queryClient.setQueryData<Lead>(queryKeys.lead(projectId, leadId), (cached) =>
        cached ? { ...cached, assignee_id: lead.assignee_id, assigned_at: lead.assigned_at } : cached,
      ),
    onError: (error, _variables, snapshot) => {
      putBackCachedLeads(queryClient, snapshot);
      notify.error(ASSIGN_FAILED, { description: errorMessage(error, 'Please try again.') });
    },
    onSettled: () => refreshLists(queryClient, projectId),
  });
}

export interface AssignLeadsVariables {
  assigneeId: string | null;
  target: LeadActionTarget;
}

/** Gives many leads to someone, or to nobody (variables: `{ assigneeId, target }`, as status does). */
export function useAssignLeads(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation<LeadActionResult, unknown, AssignLeadsVariables, LeadCacheSnapshot>({
    mutationFn: ({ assigneeId, target }) => assignLeads(projectId, assigneeId, target),
    onMutate: ({ assigneeId, target }) => showOwner(queryClient, projectId, target.ids, assigneeId),
    onError: (error, _variables, snapshot) => {
      putBackCachedLeads(queryClient, snapshot);
      notify.error(ASSIGN_FAILED, { description: errorMessage(error, 'Please try again.') });
    },
    onSettled: () => refreshLists(queryClient, projectId),
  });
}
