// What a lead_changed event refreshes, on a real QueryClient: owners refresh the lists, the leads and
// their history; notes refresh the leads' notes and history; nothing else is touched, another project's
// event is ignored, and the signed-in user's own notes event is skipped only while this tab's own note
// mutation on that lead is still pending (its refetch covers it).
import { QueryClient } from '@signalboard/shared/query';
import { queryKeys, type LeadChangedEvent } from '@signalboard/shared/api';
import { applyLeadChanged, catchUpOpenLeads } from '../lead-changed';

const P = 'p1';
const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BOB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const [L1, L2, L3] = ['lead-1', 'lead-2', 'lead-3'];

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = {
    list: queryKeys.leadList(P, { sort: 'score' }),
    lead1: queryKeys.lead(P, L1),
    lead2: queryKeys.lead(P, L2),
    lead3: queryKeys.lead(P, L3),
    notes1: queryKeys.leadNotes(P, L1),
    notes3: queryKeys.leadNotes(P, L3),
    history1: queryKeys.leadHistory(P, L1),
    history3: queryKeys.leadHistory(P, L3),
    unread: queryKeys.unreadCount(P),
    otherList: queryKeys.leadList('p2', {}),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

const event = (
  fields: LeadChangedEvent['fields'],
  actor: string | null,
  ids = [L1, L2],
): LeadChangedEvent => ({
  project_id: P,
  lead_ids: ids,
  count: ids.length,
  fields,
  actor_user_id: actor,
});

describe('applyLeadChanged', () => {
  it('refreshes the lists, the leads and their history when owners change', () => {
    const { client, stale } = seeded();
    applyLeadChanged(client, P, event(['assignee'], BOB), ME);
    expect(stale()).toEqual(['history1', 'lead1', 'lead2', 'list']);
  });

  it('refreshes the notes and history of the named leads when notes change, and nothing else', () => {
    const { client, stale } = seeded();
    applyLeadChanged(client, P, event(['notes'], BOB, [L1, L3]), ME);
    expect(stale()).toEqual(['history1', 'history3', 'notes1', 'notes3']);
  });

  it('handles both fields in one event', () => {
    const { client, stale } = seeded();
    applyLeadChanged(client, P, event(['assignee', 'notes'], BOB, [L3]), ME);
    expect(stale()).toEqual(['history3', 'lead3', 'list', 'notes3']);
  });

  it('ignores an event of another project', () => {
    const { client, stale } = seeded();
    applyLeadChanged(client, P, { ...event(['assignee', 'notes'], BOB), project_id: 'p2' }, ME);
    expect(stale()).toEqual([]);
  });

  it('refreshes my own notes change made elsewhere (another tab), with no mutation pending here', () => {
    const { client, stale } = seeded();
    applyLeadChanged(client, P, event(['notes'], ME, [L1]), ME);
    expect(stale()).toEqual(['history1', 'notes1']);
  });

  it('skips my own notes change while this tab is still saving that note, and only for that lead', async () => {
    const { client, stale } = seeded();
    const saving = client
      .getMutationCache()
      .build(client, {
        mutationKey: queryKeys.leadNotes(P, L1),
        mutationFn: () => new Promise<void>((resolve) => setTimeout(resolve, 20)),
      })
      .execute(undefined);
    expect(client.isMutating({ mutationKey: queryKeys.leadNotes(P, L1) })).toBe(1);

    applyLeadChanged(client, P, event(['notes'], ME, [L1, L3]), ME);
    expect(stale()).toEqual(['history3', 'notes3']);

    // Someone else's change to the same lead, meanwhile, is refreshed.
    applyLeadChanged(client, P, event(['notes'], BOB, [L1]), ME);
    expect(stale()).toEqual(['history1', 'history3', 'notes1', 'notes3']);
    await saving;
    expect(client.isMutating()).toBe(0);
  });

  it('does not skip my own owner change: the assignment refreshes the lists, not every lead and history', () => {
    const { client, stale } = seeded();
    applyLeadChanged(client, P, event(['assignee'], ME, [L1]), ME);
    expect(stale()).toEqual(['history1', 'lead1', 'list']);
  });

  it('treats every event as someone else’s while the signed-in user is not known yet', () => {
    const { client, stale } = seeded();
    applyLeadChanged(client, P, event(['notes'], null, [L1]), undefined);
    expect(stale()).toEqual(['history1', 'notes1']);
  });
});

describe('catchUpOpenLeads', () => {
  it('after a gap, marks every lead, notes and history of the project stale, not its lists', () => {
    const { client, stale } = seeded();
    catchUpOpenLeads(client, P);
    expect(stale()).toEqual(['history1', 'history3', 'lead1', 'lead2', 'lead3', 'notes1', 'notes3']);
  });
});
