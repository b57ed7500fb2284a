// The lead filter bound to the URL: the URL is the one place it lives, so sharing, bookmarking and the
// back button all just work. Every screen of the list (the bar, the list, the drawer's prev/next) reads
// it here and so builds the same query key.
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from '@signalboard/shared/router';
import { dropUnknownValues, useFilterLookups } from './filter-lookups';
import { filterFromSearchParams, filterToSearchParams } from './filter-url';
import { defaultFilter, type LeadFilter } from './lead-filter';

export type LeadFilterUpdate = Partial<LeadFilter> | ((filter: LeadFilter) => LeadFilter);

export interface SetFilterOptions {
  /** Replace the current history entry instead of adding one (e.g. while a search is typed). */
  replace?: boolean;
}

export interface UseLeadFilter {
  filter: LeadFilter;
  setFilter: (update: LeadFilterUpdate, options?: SetFilterOptions) => void;
  /** Every filter back to its default (sorting included); other params stay. */
  clear: () => void;
}

export function useLeadFilter(): UseLeadFilter {
  const { projectId } = useParams<{ projectId: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  const lookups = useFilterLookups(projectId);
  const search = searchParams.toString();
  const filter = useMemo(
    () => dropUnknownValues(filterFromSearchParams(new URLSearchParams(search)), lookups),
    [search, lookups],
  );

  const setFilter = useCallback(
    (update: LeadFilterUpdate, options: SetFilterOptions = {}) => {
      // From the newest params, not this render's, so two quick updates both land.
      setSearchParams(
        (previous) => {
          const current = dropUnknownValues(filterFromSearchParams(previous), lookups);
          const next = typeof update === 'function' ? update(current) : { ...current, ...update };
          return filterToSearchParams(next, previous);
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams, lookups],
  );

  const clear = useCallback(() => setFilter(defaultFilter), [setFilter]);

  return { filter, setFilter, clear };
}
