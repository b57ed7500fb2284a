// What a section of the lead (its notes, its history) shows until it has entries to list: a spinner
// while the first answer comes, the failure with Try again, or a sentence when the answer is empty.
import type { ReactNode } from 'react';
import { LoadError, Spinner } from '@signalboard/shared/ui';

/** The part of a query (plain or paged) the section reads. */
export interface SectionQuery {
  data: unknown;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface SectionStateProps {
  query: SectionQuery;
  /** What the section lists, for the spinner and the failure: "the notes". */
  what: string;
  /** Whether the answer holds entries: then `children` shows them. */
  hasEntries: boolean;
  /** The sentence for an answer without entries. */
  empty: ReactNode;
  children: ReactNode;
}

export function SectionState({ query, what, hasEntries, empty, children }: SectionStateProps) {
  if (hasEntries) return children;
  // An answer, even one a later refetch failed to renew, says more than the failure: it stays.
  if (query.data !== undefined) return <p className="lead-notes__muted">{empty}</p>;
  if (query.isError)
    return (
      <LoadError
        size="sm"
        what={`We could not load ${what}.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <Spinner label={`Loading ${what}`} />;
}
