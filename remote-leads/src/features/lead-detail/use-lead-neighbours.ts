// Previous/next within the list the user is looking at: the same filter (from the URL) and so the
// same cached infinite query as the list itself. At the last loaded lead the next page is fetched.
import { useEffect, useMemo, useState } from 'react';
import { allLeadsFromPages, useLeadList } from '@signalboard/shared/api';
import { filterToQuery } from '../lead-filters/filter-url';
import { useLeadFilter } from '../lead-filters/use-lead-filter';

export interface LeadNeighbours {
  prevId: string | null;
  nextId: string | null;
  /** 1-based place in the loaded list, or null when the lead is not in it. */
  position: number | null;
  /** Leads matching the filter as the API counted them (capped), and whether there are more. */
  total: number | null;
  totalCapped: boolean;
  /** The next lead is on a page not loaded yet (fetching now). */
  loadingNext: boolean;
}

export function useLeadNeighbours(projectId: string, leadId: string): LeadNeighbours {
  const { filter } = useLeadFilter();
  const query = useMemo(() => filterToQuery(filter), [filter]);
  const list = useLeadList(projectId, query);
  const leads = useMemo(() => allLeadsFromPages(list.data), [list.data]);
  const found = leads.findIndex((lead) => lead.id === leadId);

  // A lead can leave the list while open (starred filter, then unstarred): keep its old place, so
  // next is the lead that moved up into it.
  // (State set while rendering, React's pattern for remembering a value from an earlier render.)
  const [lastPlace, setLastPlace] = useState<{ id: string; index: number } | null>(null);
  if (found >= 0 && (lastPlace?.id !== leadId || lastPlace.index !== found))
    setLastPlace({ id: leadId, index: found });
  const left = found < 0 && lastPlace?.id === leadId ? lastPlace.index : null;

  const atEnd = found >= 0 && found === leads.length - 1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (atEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [atEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const first = list.data?.pages[0];
  const at = (index: number) => leads[index]?.id ?? null;
  return {
    prevId: found >= 0 ? at(found - 1) : left !== null ? at(left - 1) : null,
    nextId: found >= 0 ? at(found + 1) : left !== null ? at(left) : null,
    position: found >= 0 ? found + 1 : null,
    total: first ? first.total : null,
    totalCapped: first?.total_capped ?? false,
    loadingNext: atEnd && Boolean(hasNextPage),
  };
}
