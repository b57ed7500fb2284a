// The team's verdict on leads: "Good lead", "Not a lead" with a reason (the lead is hidden from the
// list), or cleared (a hidden lead restored). One lead goes through POST /lead/{id}/verdict, several or
// "all matching" through POST /update_verdict. Optimistic like every triage action (lead-actions.ts): a
// lead leaves each cached list it no longer belongs to at once, and the lists, counts and badges are
// refreshed when the call settles.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@signalboard/shared/query';
import { notify } from '@signalboard/shared/feedback';
import { errorMessage } from './api-error';
import { apiClient, unwrap } from './client';
import type { LeadActionResult, LeadActionTarget } from './lead-actions';
import { changeCachedLeads, putBackCachedLeads, type LeadCacheSnapshot } from './lead-cache';
import { queryKeys } from './query-keys';
import type { Lead, LeadListQuery } from './types';

export type LeadVerdict = NonNullable<Lead['verdict']>;
export type NotLeadReason = NonNullable<Lead['verdict_reason']>;

/** The reasons a user gives for "Not a lead" (LEAD-POLICY.md), in the order they are offered. */
export const notLeadReasons: readonly { value: NotLeadReason; label: string }[] = [
  { value: 'no_buying_intent', label: 'No buying intent' },
  { value: 'wrong_buyer', label: 'Wrong buyer' },
  { value: 'vendor_or_self_promotion', label: 'Vendor or self-promotion' },
  { value: 'job_post', label: 'Job post' },
  { value: 'other_meaning', label: 'Another meaning' },
  { value: 'other', label: 'Other' },
];

export const notLeadReasonLabel = (reason: NotLeadReason | null): string =>
  notLeadReasons.find((item) => item.value === reason)?.label ?? 'Other';

/** A verdict to give: `reason` goes with 'not_lead' only; `verdict: null` clears (restores). */
export interface VerdictChange {
  verdict: LeadVerdict | null;
  reason?: NotLeadReason | null;
  /** A few words of the person's own with the reason 'other' (at most VERDICT_NOTE_MAX characters). */
  reason_note?: string | null;
}

/** How long the words given with the reason "Other" may be (the API's limit). */
export const VERDICT_NOTE_MAX = 200;

export const LEAD_VERDICT_FAILED = 'Could not save the verdict';

const noteOf = ({ verdict, reason, reason_note }: VerdictChange): string | null =>
  verdict === 'not_lead' && reason === 'other' ? reason_note?.replace(/\s+/g, ' ').trim() || null : null;

const body = (change: VerdictChange) => {
  if (change.verdict !== 'not_lead') return { verdict: change.verdict };
  const note = noteOf(change);
  return {
    verdict: change.verdict,
    reason: change.reason ?? 'no_buying_intent',
    ...(note ? { reason_note: note } : {}),
  };
};

export function setLeadVerdict(projectId: string, leadId: string, change: VerdictChange): Promise<Lead> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/lead/{leadId}/verdict', {
      params: { path: { projectId, leadId } },
      body: body(change),
    }),
    LEAD_VERDICT_FAILED,
  );
}

export function updateLeadVerdict(
  projectId: string,
  change: VerdictChange,
  target: LeadActionTarget,
): Promise<LeadActionResult> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/update_verdict', {
      params: { path: { projectId } },
      body: { ...body(change), ...(target.filter ? { filter: target.filter } : { lead_ids: target.ids }) },
    }),
    LEAD_VERDICT_FAILED,
  );
}

/** Whether a lead with `verdict` is listed under a list query's verdict filter (the API's rule). */
export function shownUnder(listVerdict: LeadListQuery['verdict'], verdict: Lead['verdict']): boolean {
  if (listVerdict === 'not_lead') return verdict === 'not_lead';
  if (listVerdict === 'good') return verdict === 'good';
  return verdict !== 'not_lead';
}

/** The lead (a list row, or the whole lead with its verdict's time) with the verdict given. */
function withVerdict<T extends Lead & { verdict_at?: string | null }>(lead: T, change: VerdictChange): T {
  const verdict = change.verdict;
  return {
    ...lead,
    verdict,
    verdict_reason: verdict === 'not_lead' ? (change.reason ?? 'no_buying_intent') : null,
    verdict_note: noteOf(change),
    ...('verdict_at' in lead ? { verdict_at: verdict === null ? null : new Date().toISOString() } : {}),
  };
}

/** The list query a cached list's key holds (queryKeys.leadList), or {} for the project's other lists. */
const listQueryOf = (key: QueryKey): LeadListQuery => {
  const query = key[3];
  return typeof query === 'object' && query !== null ? (query as LeadListQuery) : {};
};

/** The verdict on `ids` at once: each lead leaves the cached lists it no longer belongs to. */
function applyVerdict(queryClient: QueryClient, projectId: string, ids: string[], change: VerdictChange) {
  return changeCachedLeads(queryClient, projectId, ids, {
    row: (listKey) => {
      const listVerdict = listQueryOf(listKey).verdict;
      return (lead) => {
        const next = withVerdict(lead, change);
        return shownUnder(listVerdict, next.verdict) ? next : null;
      };
    },
    item: (lead) => withVerdict(lead, change),
  });
}

/**
 * Gives leads a verdict or clears it (variables: `{ target, change }`). Hidden leads leave the lists
 * at once; the lists, the unread count, the overview and the projects' badges are refreshed after.
 */
export function useLeadVerdict(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation<
    unknown,
    unknown,
    { target: LeadActionTarget; change: VerdictChange },
    LeadCacheSnapshot
  >({
    mutationFn: ({ target, change }) =>
      !target.filter && target.ids.length === 1
        ? setLeadVerdict(projectId, target.ids[0]!, change)
        : updateLeadVerdict(projectId, change, target),
    onMutate: ({ target, change }) => applyVerdict(queryClient, projectId, target.ids, change),
    onError: (error, _variables, snapshot) => {
      putBackCachedLeads(queryClient, snapshot);
      notify.error(LEAD_VERDICT_FAILED, { description: errorMessage(error, 'Please try again.') });
    },
    // The leads' own copies too: a whole lead still loading when the verdict was given was cancelled
    // (its answer could predate the verdict) and has nothing to patch; the drawer showing it asks again.
    onSettled: (_data, _error, { target }) =>
      Promise.all(
        [
          queryKeys.leadLists(projectId),
          queryKeys.unreadCount(projectId),
          queryKeys.leadOverview(projectId),
          queryKeys.projects,
          ...target.ids.map((id) => queryKeys.lead(projectId, id)),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
