// The project's live channel while the lead list is open: counts leads stored since the list was
// loaded (the banner shows them; the list itself is not touched until the user asks), refreshes the
// unread badge, and raises one in-app alert per high-score lead. Reconnects with backoff.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@signalboard/shared/query';
import { isApiError, queryKeys, readLeadEvents, type NewLeadsEvent } from '@signalboard/shared/api';
import { showAlert } from '@signalboard/shared/feedback';
import { useNavigate } from '@signalboard/shared/router';

/** First wait after a failed connection; doubles up to MAX_BACKOFF_MS, with jitter. */
export const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

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

  useEffect(() => {
    if (!projectId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let backoff = FIRST_BACKOFF_MS;
    let retryMs = FIRST_BACKOFF_MS;
    let connectedBefore = false;

    const connect = () => {
      readLeadEvents(
        projectId,
        {
          onReady: () => {
            backoff = FIRST_BACKOFF_MS;
            // Nothing is replayed: after a gap, at least the badge catches up.
            if (connectedBefore)
              void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(projectId) });
            connectedBefore = true;
          },
          onNewLeads,
          onRetry: (ms) => (retryMs = ms),
        },
        controller.signal,
      ).then(
        () => again(retryMs), // the server ended the stream (its time limit, a restart): come back
        (error: unknown) => {
          // Refused for good (signed out, no access, no such project): stay quiet; the page says why.
          if (isApiError(error) && [401, 403, 404, 422].includes(error.status)) return;
          again(backoff + Math.random() * backoff * 0.3);
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        },
      );
    };
    const again = (ms: number) => {
      if (!controller.signal.aborted) timer = setTimeout(connect, ms);
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [onNewLeads, projectId, queryClient]);

  const showNew = useCallback(() => {
    setPending({ projectId, count: 0 });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadOverview(projectId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leadsDataSources(projectId) });
  }, [projectId, queryClient]);

  return { newCount, showNew };
}
