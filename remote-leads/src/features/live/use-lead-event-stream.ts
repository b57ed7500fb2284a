// One connection to the project's live channel for as long as a screen wants it: reconnects when the
// server ends the stream (its 10-minute limit, a restart) and backs off when it fails; a refusal for
// good (signed out, no access, no such project) stops it quietly, since the page itself says why.
import { useEffect, useRef } from 'react';
import {
  isApiError,
  readLeadEvents,
  type LeadChangedEvent,
  type NewLeadsEvent,
} from '@signalboard/shared/api';

/** First wait after a failed connection; doubles up to MAX_BACKOFF_MS, with jitter. */
export const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

export interface LeadStreamHandlers {
  onNewLeads?: (event: NewLeadsEvent) => void;
  onLeadChanged?: (event: LeadChangedEvent) => void;
  /** Listening again after a gap: nothing is replayed, so what the gap may have missed is asked again. */
  onReconnected?: () => void;
}

/** Reads the stream while mounted; the latest handlers are called without reconnecting when they change. */
export function useLeadEventStream(projectId: string, handlers: LeadStreamHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

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
            if (connectedBefore) latest.current.onReconnected?.();
            connectedBefore = true;
          },
          onNewLeads: (event) => latest.current.onNewLeads?.(event),
          onLeadChanged: (event) => latest.current.onLeadChanged?.(event),
          onRetry: (ms) => (retryMs = ms),
        },
        controller.signal,
      ).then(
        () => again(retryMs),
        (error: unknown) => {
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
  }, [projectId]);
}
