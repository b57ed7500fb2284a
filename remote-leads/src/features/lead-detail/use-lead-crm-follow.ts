// While a push of the open lead is on its way, the lead is asked again every 2 s, so "Sending to
// HubSpot…" turns into the link to the record within seconds of the worker's push. Not while the CRM's
// connection is broken (the push waits for it to be mended). Once a push arrives, the history (which
// then says who sent it) is asked again.
import { leadQueryOptions, queryKeys, type CrmConnection, type LeadCrmLink } from '@signalboard/shared/api';
import { useQuery, useQueryClient } from '@signalboard/shared/query';
import { useEffect, useRef } from 'react';

export const CRM_POLL_MS = 2_000;

export function useLeadCrmFollow(
  projectId: string,
  leadId: string,
  links: readonly LeadCrmLink[],
  connections: readonly CrmConnection[],
): void {
  const waiting = links.some(
    (link) =>
      link.state === 'pending' && connections.find((c) => c.provider === link.provider)?.status !== 'broken',
  );
  // A second observer of the lead's own query: only its interval is added.
  useQuery({
    ...leadQueryOptions(projectId, leadId),
    refetchInterval: waiting ? CRM_POLL_MS : false,
    enabled: waiting,
  });

  const queryClient = useQueryClient();
  const pushed = links
    .filter((link) => link.state === 'pushed')
    .map((link) => link.provider)
    .join(' ');
  const seen = useRef({ leadId, pushed });
  useEffect(() => {
    if (seen.current.leadId !== leadId) seen.current = { leadId, pushed };
    if (seen.current.pushed === pushed) return;
    seen.current = { leadId, pushed };
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadHistory(projectId, leadId) });
  }, [leadId, projectId, pushed, queryClient]);
}
