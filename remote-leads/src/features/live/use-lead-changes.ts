// The live channel on a lead's own page: only owners and notes others change matter there (new leads
// belong to the list's banner), so only lead_changed is handled.
import { useMe } from '@signalboard/shared/api';
import { useQueryClient } from '@signalboard/shared/query';
import { applyLeadChanged, catchUpOpenLeads } from './lead-changed';
import { useLeadEventStream } from './use-lead-event-stream';

export function useLeadChanges(projectId: string): void {
  const queryClient = useQueryClient();
  const myUserId = useMe().data?.id;
  useLeadEventStream(projectId, {
    onLeadChanged: (event) => applyLeadChanged(queryClient, projectId, event, myUserId),
    onReconnected: () => catchUpOpenLeads(queryClient, projectId),
  });
}
