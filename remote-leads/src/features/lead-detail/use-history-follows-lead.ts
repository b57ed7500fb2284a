// The history asks again when the lead it belongs to changes what the history records (status,
// verdict, owner): whether the change was made here (star, status and owner controls patch the
// lead at once) or arrived from a refetch. It waits until no change is being saved, since the cached
// lead shows a change before the API has written it, and the history is written with it.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { queryKeys, type Lead } from '@signalboard/shared/api';
import { useQueryClient } from '@signalboard/shared/query';

const recordedOf = (lead: Lead) =>
  JSON.stringify([lead.status_config_id, lead.verdict, lead.verdict_reason, lead.assignee_id ?? null]);

export function useHistoryFollowsLead(projectId: string, lead: Lead): void {
  const queryClient = useQueryClient();
  const saving = useSyncExternalStore(
    useCallback((onChange) => queryClient.getMutationCache().subscribe(onChange), [queryClient]),
    () => queryClient.isMutating() > 0,
  );
  const recorded = recordedOf(lead);
  const seen = useRef({ id: lead.id, recorded });

  useEffect(() => {
    if (seen.current.id !== lead.id) seen.current = { id: lead.id, recorded };
    if (saving || seen.current.recorded === recorded) return;
    seen.current = { id: lead.id, recorded };
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadHistory(projectId, lead.id) });
  }, [lead.id, projectId, queryClient, recorded, saving]);
}
