// Lead triage against a real node:http server: what each call sends (ids, or the filter for "all
// matching"), the cached lists changed before the answer, and put back with a toast on failure.
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useToaster } from 'react-hot-toast';
import { notify, toastStatus } from '../../feedback/notify';
import { createQueryClient } from '../../query/index';
import { useSession } from '../../session/index';
import { errorReply } from '../../testing/api-server';
import { server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  LEAD_ACTION_FAILED,
  queryKeys,
  useMarkLeadsDeleted,
  useMarkLeadsRead,
  useStarLead,
  useUpdateLeadStatus,
  type Lead,
  type LeadList,
} from '../index';

signedInAgainstApiServer();

const lead = (id: string, fields: Partial<Lead> = {}): Lead => ({
  id,
  platform: 'reddit',
  score: 80,
  read: false,
  starred: false,
  status_config_id: 's1',
  verdict: null,
  verdict_reason: null,
  published_at: '2025-03-01T10:00:00.000Z',
  post: {
    url: null,
    author: null,
    community: null,
    title: `Lead ${id}`,
    body: 'body',
    body_truncated: false,
    published_at: null,
    metadata: {},
  },
  matches: [],
  smart_values: [],
  ...fields,
});

const query = { sort_by: 'date' as const };
const page = (items: Lead[], skip = 0): LeadList => ({
  items,
  total: 3,
  total_capped: false,
  limit: 2,
  skip,
});

function scene() {
  const queryClient = createQueryClient();
  queryClient.setQueryData<InfiniteData<LeadList>>(queryKeys.leadList('p1', query), {
    pages: [page([lead('a'), lead('b')]), page([lead('c')], 2)],
    pageParams: [0, 2],
  });
  queryClient.setQueryData<Lead>(queryKeys.lead('p1', 'a'), lead('a'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const cached = () => queryClient.getQueryData<InfiniteData<LeadList>>(queryKeys.leadList('p1', query))!;
  const leads = () => cached().pages.flatMap((p) => p.items);
  return { queryClient, wrapper, cached, leads };
}

/** A server answer held until `release`, so a test can look at the cache in between. */
function held(reply: { status: number; body?: unknown }) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release: () => release() };
}

afterEach(() => act(() => notify.remove()));

describe('lead actions', () => {
  it('marks leads read by id: the cache changes before the answer, the lists refresh after', async () => {
    const { wrapper, leads, queryClient } = scene();
    const answer = held({ status: 200, body: { updated: 2 } });
    server.route('POST /api/v1/leads/p1/mark_leads_as_read', answer.handler);
    const { result } = renderHook(() => useMarkLeadsRead('p1'), { wrapper });

    act(() => result.current.mutate({ ids: ['a', 'c'] }));
    await waitFor(() => expect(leads().map((l) => l.read)).toEqual([true, false, true]));
    expect(queryClient.getQueryData<Lead>(queryKeys.lead('p1', 'a'))?.read).toBe(true);
    answer.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests.at(-1)!.body).toEqual({ lead_ids: ['a', 'c'] });
    expect(queryClient.getQueryState(queryKeys.leadList('p1', query))?.isInvalidated).toBe(true);
  });

  it('sends the filter, not ids, for every matching lead', async () => {
    const { wrapper } = scene();
    server.route('POST /api/v1/leads/p1/update_status', () => ({ status: 200, body: { updated: 40 } }));
    const { result } = renderHook(() => useUpdateLeadStatus('p1'), { wrapper });

    await act(() =>
      result.current.mutateAsync({
        statusId: 's2',
        target: { ids: ['a', 'b'], filter: { read: false, intent_signals: ['sig-1'] } },
      }),
    );
    expect(server.requests.at(-1)!.body).toEqual({
      status_config_id: 's2',
      filter: { read: false, intent_signals: ['sig-1'] },
    });
  });

  it('takes deleted leads out of the lists at once and lowers the total', async () => {
    const { wrapper, cached } = scene();
    const answer = held({ status: 200, body: { updated: 1 } });
    server.route('POST /api/v1/leads/p1/mark_leads_as_deleted', answer.handler);
    const { result } = renderHook(() => useMarkLeadsDeleted('p1'), { wrapper });

    act(() => result.current.mutate({ ids: ['b'] }));
    await waitFor(() => expect(cached().pages[0]!.items.map((l) => l.id)).toEqual(['a']));
    expect(cached().pages.map((p) => p.total)).toEqual([2, 2]);
    answer.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('puts the star back and raises an error toast when the call fails', async () => {
    const { wrapper, leads, queryClient } = scene();
    const answer = held(errorReply(500, 'INTERNAL', 'Internal server error'));
    server.route('POST /api/v1/leads/p1/lead/a/star', answer.handler);
    const { result } = renderHook(() => ({ star: useStarLead('p1'), toasts: useToaster().toasts }), {
      wrapper,
    });

    act(() => result.current.star.mutate({ id: 'a', starred: true }));
    await waitFor(() => expect(leads()[0]!.starred).toBe(true));
    answer.release();
    await waitFor(() => expect(result.current.star.isError).toBe(true));
    expect(leads()[0]!.starred).toBe(false);
    expect(queryClient.getQueryData<Lead>(queryKeys.lead('p1', 'a'))?.starred).toBe(false);
    await waitFor(() => expect(result.current.toasts).toHaveLength(1));
    const [shown] = result.current.toasts;
    expect(toastStatus(shown!)).toBe('error');
    render(<>{shown!.message as ReactNode}</>);
    expect(screen.getByText(LEAD_ACTION_FAILED.star)).toBeTruthy();
  });

  it('puts the star back without a toast when the call fails with 401 (the user is sent to sign in)', async () => {
    const { wrapper, leads } = scene();
    server.route('POST /api/v1/leads/p1/lead/a/star', () => errorReply(401, 'UNAUTHORIZED', 'Token expired'));
    const { result } = renderHook(() => ({ star: useStarLead('p1'), toasts: useToaster().toasts }), {
      wrapper,
    });

    act(() => result.current.star.mutate({ id: 'a', starred: true }));
    await waitFor(() => expect(result.current.star.isError).toBe(true));
    expect(useSession.getState().signOutReason).toBe('unauthorized');
    expect(leads()[0]!.starred).toBe(false);
    // Give a late toast the chance to appear before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.toasts).toHaveLength(0);
  });
});
