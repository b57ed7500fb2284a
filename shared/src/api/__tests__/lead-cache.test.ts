// The optimistic change every lead mutation shares: rows change in each cached list (per list, so a row
// can leave one filter and stay in another), totals follow removals, untouched pages stay the same
// objects, the leads' own entries change too, notes beside them are left alone, and everything goes back.
import type { InfiniteData } from '@tanstack/react-query';
import { createQueryClient } from '../../query/index';
import { changeCachedLeads, patchLists, putBackCachedLeads } from '../lead-cache';
import { queryKeys, type Lead, type LeadList } from '../index';

const row = (id: string, starred = false) => ({ id, starred }) as Lead;
const page = (items: Lead[], total = items.length): LeadList =>
  ({ items, total, total_capped: false, limit: 2, skip: 0 }) as LeadList;

describe('patchLists', () => {
  it('changes only the pages holding the leads, and lowers every page total by what left', () => {
    const untouched = page([row('c')], 3);
    const lists = { pages: [page([row('a'), row('b')], 3), untouched], pageParams: [0, 2] };
    const next = patchLists(lists, new Set(['a']), () => null) as InfiniteData<LeadList>;
    expect(next.pages.map((p) => p.items.map((lead) => lead.id))).toEqual([['b'], ['c']]);
    expect(next.pages.map((p) => p.total)).toEqual([2, 2]);
    expect(patchLists(lists, new Set(['z']), () => null)).toBe(lists);
    const starred = patchLists(lists, new Set(['b']), (lead) => ({ ...lead, starred: true }));
    expect((starred as InfiniteData<LeadList>).pages[1]).toBe(untouched);
  });
});

describe('changeCachedLeads', () => {
  it('changes each list by its key and the lead itself, leaves its notes, and puts all back', async () => {
    const queryClient = createQueryClient();
    const starredList = queryKeys.leadList('p-1', { starred: true });
    const allList = queryKeys.leadList('p-1', {});
    queryClient.setQueryData(starredList, page([row('a', true)]));
    queryClient.setQueryData(allList, page([row('a', true), row('b')]));
    queryClient.setQueryData(queryKeys.lead('p-1', 'a'), row('a', true));
    const notes = [{ id: 'n1' }];
    queryClient.setQueryData(queryKeys.leadNotes('p-1', 'a'), notes);

    const unstar = (lead: Lead) => ({ ...lead, starred: false });
    const snapshot = await changeCachedLeads(queryClient, 'p-1', ['a'], {
      // Out of the starred list, changed in the others.
      row: (key) => (key === starredList ? () => null : unstar),
      item: unstar,
    });
    expect(queryClient.getQueryData<LeadList>(starredList)?.items).toEqual([]);
    expect(queryClient.getQueryData<LeadList>(allList)?.items).toEqual([row('a'), row('b')]);
    expect(queryClient.getQueryData(queryKeys.lead('p-1', 'a'))).toEqual(row('a'));
    expect(queryClient.getQueryData(queryKeys.leadNotes('p-1', 'a'))).toBe(notes);

    putBackCachedLeads(queryClient, snapshot);
    expect(queryClient.getQueryData<LeadList>(starredList)?.items).toEqual([row('a', true)]);
    expect(queryClient.getQueryData<LeadList>(allList)?.items).toEqual([row('a', true), row('b')]);
    expect(queryClient.getQueryData(queryKeys.lead('p-1', 'a'))).toEqual(row('a', true));
  });
});
