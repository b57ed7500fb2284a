// A CRM's delivery log, page after page ("Load more" asks for the pushes before the last one shown).
// @signalboard/shared/api's useCrmPushes reads one page; this keeps every page read so far under a key
// inside the CRM's scope, so what invalidates the CRM (a retry, a reconnect) reads them again. While a
// push is on its way the log is read again every few seconds, so its state follows the worker.
import { listCrmPushes, queryKeys, type CrmProvider, type CrmPushPage } from '@signalboard/shared/api';
import { useInfiniteQuery } from '@signalboard/shared/query';

/** How often a log with a push on its way is read again. */
export const PENDING_REFRESH_MS = 5_000;

export function useCrmPushLog(projectId: string, provider: CrmProvider) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.crmPushes(projectId, provider), 'log'],
    queryFn: ({ pageParam }) => listCrmPushes(projectId, provider, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CrmPushPage) => last.next_before,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((push) => push.state === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
}
