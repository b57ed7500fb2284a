// One lead against the contract server: the whole lead by id, the list's row offered while it
// loads, a missing lead asked for once (404 is not retried), and marking read on open patching the
// lead wherever it is cached (its own entry and every list page), put back when the call fails; a
// verdict given while the whole lead still loads shows on it once it is asked again.
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { errorReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  getLead,
  patchCachedLead,
  queryKeys,
  useLead,
  useListedLead,
  useLeadVerdict,
  useMarkLeadRead,
  type LeadItem,
  type LeadList,
} from '../index';

signedInAgainstApiServer();

const at = '2025-03-01T10:00:00.000Z';
function lead(id: string, fields: Partial<LeadItem> = {}): LeadItem {
  return {
    id,
    project_id: 'p-1',
    platform: 'reddit',
    score: 70,
    read: false,
    starred: false,
    status_config_id: null,
    verdict: null,
    verdict_reason: null,
    verdict_at: null,
    verdict_by: null,
    published_at: at,
    created_at: at,
    post: {
      id: `post-${id}`,
      platform: 'reddit',
      external_id: `ext-${id}`,
      url: null,
      author: null,
      community: null,
      title: `Lead ${id}`,
      body: 'The whole body.',
      body_truncated: false,
      published_at: at,
      metadata: {},
    },
    matches: [],
    smart_values: [],
    ...fields,
  };
}

const page = (items: LeadItem[], skip = 0): LeadList => ({
  items,
  total: items.length,
  total_capped: false,
  limit: 2,
  skip,
});

function setUp() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // Two cached views of the list: an infinite one (two pages) and a plain page.
  const listKey = queryKeys.leadList('p-1', { sort_by: 'score' });
  queryClient.setQueryData<InfiniteData<LeadList>>(listKey, {
    pages: [page([lead('a'), lead('b')]), page([lead('c')], 2)],
    pageParams: [0, 2],
  });
  const plainKey = [...queryKeys.leadLists('p-1'), 'plain'];
  queryClient.setQueryData<LeadList>(plainKey, page([lead('c')]));
  const cachedRead = (id: string) => {
    const infinite = queryClient.getQueryData<InfiniteData<LeadList>>(listKey);
    const plain = queryClient.getQueryData<LeadList>(plainKey);
    return [...(infinite?.pages ?? []), ...(plain ? [plain] : [])]
      .flatMap((p) => p.items)
      .filter((item) => item.id === id)
      .map((item) => item.read);
  };
  return { queryClient, wrapper, listKey, cachedRead };
}

it('gets the whole lead by id, and rejects a missing one with 404', async () => {
  server.route('GET /api/v1/leads/:projectId/lead/:leadId', ({ params }) =>
    params.leadId === 'a'
      ? { status: 200, body: lead('a') }
      : errorReply(404, 'LEAD_NOT_FOUND', 'Lead not found.'),
  );
  expect(await getLead('p-1', 'a')).toEqual(lead('a'));
  const error = await failure(getLead('p-1', 'zz'));
  expect([error.status, error.code]).toEqual([404, 'LEAD_NOT_FOUND']);
});

it("offers the list's row while the whole lead loads, then the whole one", async () => {
  let answer: (() => void) | undefined;
  const whole = lead('b', { post: { ...lead('b').post, body: 'Longer.', body_truncated: false } });
  server.route(
    'GET /api/v1/leads/:projectId/lead/:leadId',
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ status: 200, body: whole });
      }),
  );
  const { wrapper } = setUp();
  const { result } = renderHook(() => ({ whole: useLead('p-1', 'b'), listed: useListedLead('p-1', 'b') }), {
    wrapper,
  });
  expect(result.current.whole.data).toBeUndefined();
  expect(result.current.listed?.post.body).toBe('The whole body.');
  expect(renderHook(() => useListedLead('p-1', 'zz'), { wrapper }).result.current).toBeUndefined();
  await waitFor(() => expect(answer).toBeDefined());
  answer?.();
  await waitFor(() => expect(result.current.whole.data?.post.body).toBe('Longer.'));
});

it('asks for a missing lead once (a 404 is not retried)', async () => {
  server.route('GET /api/v1/leads/:projectId/lead/:leadId', () =>
    errorReply(404, 'LEAD_NOT_FOUND', 'Lead not found.'),
  );
  const { wrapper } = setUp();
  const { result } = renderHook(() => useLead('p-1', 'gone'), { wrapper });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(server.count('GET /api/v1/leads/p-1/lead/gone')).toBe(1);
});

/** The brief answer of POST /read?view=brief: the lead's flags and the project's unread count. */
const flags = (id: string, unread = 6) => ({ id, read: true, starred: false, unread_count: unread });

it('marks a lead read with POST /read and shows it read in its own entry and every list page', async () => {
  let view: string | undefined;
  server.route('POST /api/v1/leads/:projectId/lead/:leadId/read', ({ params, query }) => {
    view = query.view;
    return { status: 200, body: flags(params.leadId ?? '', 6) };
  });
  const { queryClient, wrapper, cachedRead } = setUp();
  queryClient.setQueryData(queryKeys.lead('p-1', 'c'), lead('c'));
  queryClient.setQueryData(queryKeys.unreadCount('p-1'), 7);
  const { result } = renderHook(() => useMarkLeadRead('p-1'), { wrapper });
  await act(() => result.current.mutateAsync('c'));
  expect(server.count('POST /api/v1/leads/p-1/lead/c/read')).toBe(1);
  expect(view).toBe('brief');
  expect(cachedRead('c')).toEqual([true, true]);
  expect(cachedRead('a')).toEqual([false]);
  expect(queryClient.getQueryData<LeadItem>(queryKeys.lead('p-1', 'c'))?.read).toBe(true);
  // The badge's count came with the answer: it is not asked for again.
  expect(queryClient.getQueryData(queryKeys.unreadCount('p-1'))).toBe(6);
  expect(server.count('GET /api/v1/leads/p-1/unread_count')).toBe(0);
});

it('puts the lead back to unread when marking it read fails', async () => {
  server.route('POST /api/v1/leads/:projectId/lead/:leadId/read', () =>
    errorReply(500, 'INTERNAL', 'Internal server error'),
  );
  const { wrapper, cachedRead } = setUp();
  const { result } = renderHook(() => useMarkLeadRead('p-1'), { wrapper });
  await act(async () => {
    await result.current.mutateAsync('a').catch(() => undefined);
  });
  expect(cachedRead('a')).toEqual([false]);
});

it('leaves list pages without the lead as they were (same objects)', () => {
  const { queryClient, listKey } = setUp();
  const before = queryClient.getQueryData<InfiniteData<LeadList>>(listKey);
  patchCachedLead(queryClient, 'p-1', 'a', { starred: true });
  const after = queryClient.getQueryData<InfiniteData<LeadList>>(listKey);
  expect(after?.pages[0]?.items[0]?.starred).toBe(true);
  expect(after?.pages[1]).toBe(before?.pages[1]);
});

it('keeps a star set while the read call was under way (the answer only brings `read`)', async () => {
  let answer: (() => void) | undefined;
  server.route(
    'POST /api/v1/leads/:projectId/lead/:leadId/read',
    ({ params }) =>
      new Promise((resolve) => {
        // The server's flags from before the star: taken whole, they would take the star away.
        answer = () => resolve({ status: 200, body: flags(params.leadId ?? '') });
      }),
  );
  const { queryClient, wrapper } = setUp();
  queryClient.setQueryData(queryKeys.lead('p-1', 'c'), lead('c'));
  const { result } = renderHook(() => useMarkLeadRead('p-1'), { wrapper });
  let marked: Promise<unknown> | undefined;
  act(() => {
    marked = result.current.mutateAsync('c');
  });
  await waitFor(() => expect(answer).toBeDefined());
  patchCachedLead(queryClient, 'p-1', 'c', { starred: true });
  answer?.();
  await act(async () => {
    await marked;
  });
  const cached = queryClient.getQueryData<LeadItem>(queryKeys.lead('p-1', 'c'));
  expect([cached?.read, cached?.starred]).toEqual([true, true]);
});

it('shows a verdict given while the whole lead was still loading (the lead is asked again)', async () => {
  let verdict: LeadItem['verdict'] = null;
  let hold: (() => void) | undefined;
  server.route('GET /api/v1/leads/:projectId/lead/:leadId', () => {
    const body = lead('b', verdict ? { verdict, verdict_reason: 'no_buying_intent', verdict_at: at } : {});
    // The first answer is held until the verdict is given, so it predates it.
    return hold === undefined
      ? new Promise((resolve) => {
          hold = () => resolve({ status: 200, body });
        })
      : { status: 200, body };
  });
  server.route('POST /api/v1/leads/:projectId/lead/:leadId/verdict', () => {
    verdict = 'not_lead';
    return { status: 200, body: { updated: 1 } };
  });
  const { wrapper } = setUp();
  const { result } = renderHook(() => ({ whole: useLead('p-1', 'b'), give: useLeadVerdict('p-1') }), {
    wrapper,
  });
  await waitFor(() => expect(hold).toBeDefined());
  await act(() =>
    result.current.give.mutateAsync({ target: { ids: ['b'] }, change: { verdict: 'not_lead' } }),
  );
  hold?.();
  await waitFor(() => expect(result.current.whole.data?.verdict).toBe('not_lead'));
});
