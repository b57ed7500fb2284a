// What a `lead_changed` event refreshes (issue 26): another person gave leads to someone, or wrote,
// edited or deleted a note. Only the queries that show it are marked stale; those on screen refetch at
// once, the others when next shown. Nothing is patched from the event: it names what changed, not how.
import { queryKeys, type LeadChangedEvent } from '@signalboard/shared/api';
import type { QueryClient } from '@signalboard/shared/query';

/**
 * True when this tab's own note mutation on the lead is still pending: its onSettled refetch starts
 * after this event arrived, so after the change was committed, and already brings the notes and history.
 */
function ownNoteChangeInFlight(queryClient: QueryClient, projectId: string, leadId: string): boolean {
  return queryClient.isMutating({ mutationKey: queryKeys.leadNotes(projectId, leadId) }) > 0;
}

/**
 * Refreshes what `event` changed. `myUserId` is the signed-in user: their own events are skipped only
 * where this tab's mutation already asks again (notes); the same person in another tab, or an
 * assignment (whose mutation refreshes the lists but not every lead's history), is refreshed as anyone's.
 */
export function applyLeadChanged(
  queryClient: QueryClient,
  projectId: string,
  event: LeadChangedEvent,
  myUserId: string | undefined,
): void {
  if (event.project_id !== projectId) return;
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const mine = myUserId !== undefined && event.actor_user_id === myUserId;

  if (event.fields.includes('assignee')) {
    // The lists show owners and may filter by them ("Assigned to me"); more than the event names may
    // have changed (`count` > ids), so every list page is asked again.
    invalidate(queryKeys.leadLists(projectId));
    invalidate(queryKeys.myUnreadCount(projectId));
    for (const leadId of event.lead_ids) {
      invalidate(queryKeys.lead(projectId, leadId));
      invalidate(queryKeys.leadHistory(projectId, leadId));
    }
  }
  if (event.fields.includes('notes')) {
    for (const leadId of event.lead_ids) {
      if (mine && ownNoteChangeInFlight(queryClient, projectId, leadId)) continue;
      invalidate(queryKeys.leadNotes(projectId, leadId));
      invalidate(queryKeys.leadHistory(projectId, leadId));
    }
  }
}

/**
 * After a gap in the stream, owners and notes of the leads on screen may have changed unseen: their
 * queries are marked stale (only the open lead's are active, so only they refetch now).
 */
export function catchUpOpenLeads(queryClient: QueryClient, projectId: string): void {
  for (const part of ['lead', 'lead-notes', 'lead-history'])
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.projectScope(projectId), part] });
}
