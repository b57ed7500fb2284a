// What the list shows when it has no rows to show: loading, a failure with a retry, a project with no
// leads yet (the truth about its data sources, in still-collecting.tsx), and a filter that matches nothing.
import { queryKeys, type LeadListQuery } from '@signalboard/shared/api';
import { Button, EmptyState, LoadError } from '@signalboard/shared/ui';
import { useQueryClient } from '@signalboard/shared/query';

export function ListSkeleton() {
  return (
    <div className="sb-leads__skeleton" role="status" aria-live="polite">
      <span className="sb-visually-hidden">Loading leads…</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="sb-leads__skeleton-row" aria-hidden="true">
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}

/** What useFirstLoadFailure reads of the list's query. */
interface ListQueryState {
  error: unknown;
  failureReason: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The list's failure as ListError's props, or null. It shows as soon as the first attempt fails:
 * TanStack Query keeps a query pending through its retries (three, 5 s apart), which kept the skeleton
 * up for about 16 s. The retries go on behind the error, so a blip heals by itself; Try again cancels
 * the wait and asks at once (a retrying query would otherwise ignore refetch until its next attempt).
 */
export function useFirstLoadFailure(projectId: string, query: LeadListQuery, list: ListQueryState) {
  const queryClient = useQueryClient();
  const error = list.error ?? list.failureReason;
  if (!error) return null;
  const retryNow = async () => {
    if (list.isPending) {
      await queryClient.cancelQueries({ queryKey: queryKeys.leadList(projectId, query), exact: true });
    }
    await list.refetch();
  };
  return { error, onRetry: () => void retryNow(), retrying: !list.isPending && list.isFetching };
}

export function ListError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="sb-leads__state" role="alert">
      <LoadError what="We could not load the leads." error={error} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

// No lead at all yet: what the project's data sources are doing (none on, failing, or working).
export { StillCollecting } from './still-collecting';

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      className="sb-leads__state"
      title="No leads match"
      description="No lead matches these filters. Widen them, or start again from every lead."
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
