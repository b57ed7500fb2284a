// The project's live channel while the lead list is open: counts leads stored since the list was
// loaded (the banner shows them; the list itself is not touched until the user asks), refreshes the
// unread badge, raises one in-app alert per high-score lead, and refreshes owners and notes others
// change (lead-changed.ts). The connection and its backoff: use-lead-event-stream.ts.
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@signalboard/shared/query';
import { queryKeys, useMe, type NewLeadsEvent } from '@signalboard/shared/api';
import { showAlert } from '@signalboard/shared/feedback';
import { useNavigate } from '@signalboard/shared/router';
import { applyLeadChanged, catchUpOpenLeads } from './lead-changed';
import { useLeadEventStream } from './use-lead-event-stream';

/** Leads already announced by an alert, for the whole page life: a reconnect or remount never repeats one. */
const announced = new Set<string>();

export interface LiveLeads {
  /** Leads stored since the list was last brought up to date. */
  newCount: number;
  /** Brings them in: refetches the list (and what counts it) and forgets the count. */
  showNew: () => void;
}

export function useLeadEvents(projectId: string): LiveLeads {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Counted per project: another project's count means nothing here.
  const [pending, setPending] = useState({ projectId, count: 0 });
  const newCount = pending.projectId === projectId ? pending.count : 0;
  const seen = useRef(new Set<string>());

  const onNewLeads = useCallback(
    (event: NewLeadsEvent) => {
      const fresh = event.lead_ids.filter((id) => !seen.current.has(id));
      for (const id of fresh) seen.current.add(id);
      // Ids are capped at 50 per event: past that the count says how many there were.
      const added = Math.max(fresh.length, event.count - event.lead_ids.length + fresh.length);
      setPending((state) => ({
        projectId,
        count: (state.projectId === projectId ? state.count : 0) + added,
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      const best = event.high_score.find((lead) => !announced.has(lead.id));
      if (!best) return;
      for (const lead of event.high_score) announced.add(lead.id);
      showAlert({
        id: `new-lead-${best.id}`,
        status: 'information',
        title: `New lead (score ${best.score})`,
        description: best.title,
        action: {
          label: 'Open',
          altText: `Open the new lead: ${best.title}`,
          onClick: () => {
            // Over whatever list the user is on when they click (its filters kept).
            const search = new URLSearchParams(window.location.search);
            search.set('lead', best.id);
            navigate({ pathname: `/projects/${projectId}/leads`, search: `?${search.toString()}` });
          },
        },
      });
    },
    [navigate, projectId, queryClient],
  );

  const myUserId = useMe().data?.id;
  useLeadEventStream(projectId, {
    onNewLeads,
    onLeadChanged: (event) => applyLeadChanged(queryClient, projectId, event, myUserId),
    onReconnected: () => {
      // Nothing is replayed: after a gap, at least the badge and the open lead catch up.
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(projectId) });
      catchUpOpenLeads(queryClient, projectId);
    },
  });

  const showNew = useCallback(() => {
    setPending({ projectId, count: 0 });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadOverview(projectId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadsDataSources(projectId) });
  }, [projectId, queryClient]);

  return { newCount, showNew };
}
