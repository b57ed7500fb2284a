// The lead list client against a real HTTP server: repeated keys for list filters, paging by
// limit/skip until a short page, one cache entry per filter, and the server's error on failure.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import {
  allLeadsFromPages,
  listLeads,
  nextLeadPageSkip,
  queryKeys,
  useLeadList,
  useLeadsDataSources,
  type Lead,
  type LeadList,
} from '../index';
import { server, signedInAgainstApiServer } from './signed-in-api-server';

signedInAgainstApiServer();

const lead = (n: number) => ({ id: `lead-${n}` }) as Lead;

/** Answers pages of `count` leads in all, as the API pages them. */
function serveLeads(count: number) {
  server.route('GET /api/v1/leads/p1', (request) => {
    const limit = Number(request.search.get('limit') ?? 50);
    const skip = Number(request.search.get('skip') ?? 0);
    const items = Array.from({ length: Math.max(0, Math.min(limit, count - skip)) }, (_, i) =>
      lead(skip + i),
    );
    const body: LeadList = { items, total: count, total_capped: false, limit, skip };
    return { status: 200, body };
  });
}

function wrapper() {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, Wrapper };
}

it('sends list filters as repeated keys, with the bearer token', async () => {
  serveLeads(0);
  await listLeads('p1', {
    intent_signals: ['a', 'b'],
    data_source_filters: ['reddit'],
    smart_column_values: ['{"column_id":"c","operator":"is_empty"}'],
    read: false,
    search_text: 'best crm',
  });
  const [request] = server.requests;
  const params = request?.search ?? new URLSearchParams();
  expect(params.getAll('intent_signals')).toEqual(['a', 'b']);
  expect(params.getAll('data_source_filters')).toEqual(['reddit']);
  expect(params.getAll('smart_column_values')).toEqual(['{"column_id":"c","operator":"is_empty"}']);
  expect(params.get('read')).toBe('false');
  expect(params.get('search_text')).toBe('best crm');
  expect(request?.headers.authorization).toBe('Bearer tok-ada');
});

it('pages with limit/skip until a short page, under the filter key', async () => {
  serveLeads(250);
  const { queryClient, Wrapper } = wrapper();
  const query = { read: false };
  const { result } = renderHook(() => useLeadList('p1', query, 100), { wrapper: Wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.hasNextPage).toBe(true);
  await act(() => result.current.fetchNextPage());
  await act(() => result.current.fetchNextPage());
  await waitFor(() => expect(result.current.hasNextPage).toBe(false));
  const leads = allLeadsFromPages(result.current.data);
  expect(leads).toHaveLength(250);
  expect(leads.at(-1)?.id).toBe('lead-249');
  expect(server.requests.map((r) => `?${r.search.toString()}`)).toEqual([
    '?read=false&limit=100&skip=0',
    '?read=false&limit=100&skip=100',
    '?read=false&limit=100&skip=200',
  ]);
  expect(queryClient.getQueryData(queryKeys.leadList('p1', query))).toBeDefined();
});

it('caps the page size at the API maximum and stops on an empty page', () => {
  expect(nextLeadPageSkip({ items: [], total: 0, total_capped: false, limit: 50, skip: 0 })).toBeUndefined();
  expect(nextLeadPageSkip({ items: [lead(0)], total: 5, total_capped: false, limit: 1, skip: 4 })).toBe(5);
  expect(allLeadsFromPages(undefined)).toEqual([]);
});

it('asks for at most 200 leads a page', async () => {
  serveLeads(0);
  const { Wrapper } = wrapper();
  const { result } = renderHook(() => useLeadList('p1', {}, 5000), { wrapper: Wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(server.requests[0]?.search.getAll('limit')).toEqual(['200']);
});

it("rejects with the server's sentence and loads the data sources", async () => {
  server.route('GET /api/v1/leads/p1', () => ({
    status: 422,
    body: { detail: 'date_from: must be an ISO 8601 date', code: 'VALIDATION_ERROR', field: 'date_from' },
  }));
  await expect(listLeads('p1', { date_from: 'soon' })).rejects.toMatchObject({
    status: 422,
    message: 'date_from: must be an ISO 8601 date',
  });
  server.route('GET /api/v1/leads/p1/leads-data-sources', () => ({
    status: 200,
    body: [{ platform: 'reddit', name: 'Reddit', data_source_id: null, enabled: true, lead_count: 3 }],
  }));
  const { Wrapper } = wrapper();
  const { result } = renderHook(() => useLeadsDataSources('p1'), { wrapper: Wrapper });
  await waitFor(() => expect(result.current.data?.[0]?.lead_count).toBe(3));
});
