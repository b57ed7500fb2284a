// The brainstorm and intent-signal calls against the shared contract server (a real node:http server):
// what each call sends, what the hooks leave in the cache, and that the server's sentence and code
// come back on failure.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { errorReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  brainstormBusinessInfo,
  queryKeys,
  refineIntentSignal,
  unreadCount,
  useBrainstormBusinessInfo,
  useBrainstormIntentSignals,
  useDeleteIntentSignal,
  useIntentSignals,
  useSaveIntentSignals,
  useUnreadCount,
  type BusinessInfoProposal,
  type IntentSignal,
  type ProposedIntentSignal,
} from '../index';

const proposal: BusinessInfoProposal = {
  website: 'https://acme.example/',
  site_title: 'Acme CRM',
  business_description: 'Acme CRM is a simple CRM for small agencies.',
  key_offerings: ['Pipeline tracking'],
  competitors: ['HubSpot'],
  source: 'local',
  notice: null,
};

const proposed: ProposedIntentSignal = {
  name: 'Asking for a CRM recommendation',
  description: 'Someone asks which CRM to use.',
  keywords: ['best CRM'],
  negative_keywords: ['hiring'],
};

const saved = (id: string, name: string, position: number): IntentSignal => ({
  id,
  name,
  description: '',
  keywords: ['crm'],
  negative_keywords: [],
  enabled: true,
  position,
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: '2025-03-05T10:00:00.000Z',
});

signedInAgainstApiServer();

function wrapperWith() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

it('sends a typed website, and leaves the query out when it is blank (the saved one is used)', async () => {
  server.route('GET /api/v1/project/:id/brainstorm_business_info', () => ({ status: 200, body: proposal }));
  await brainstormBusinessInfo('p-1', '  https://acme.example/ ');
  await brainstormBusinessInfo('p-1', '   ');
  const { wrapper } = wrapperWith();
  const { result } = renderHook(() => useBrainstormBusinessInfo('p-1'), { wrapper });
  await act(() => result.current.mutateAsync({ website: undefined }));
  await act(() => result.current.mutateAsync());
  expect(server.requests.map((r) => [r.params.id, r.query])).toEqual([
    ['p-1', { website: 'https://acme.example/' }],
    ['p-1', {}],
    ['p-1', {}],
    ['p-1', {}],
  ]);
  expect(server.requests[0]?.authorization).toBe('Bearer tok-ada');
});

it("surfaces a website problem with the server's sentence, code and field", async () => {
  const sentence = 'Signalboard could not read https://acme.example/: it answered with an error (HTTP 500).';
  server.route('GET /api/v1/project/:id/brainstorm_business_info', () => ({
    status: 422,
    body: { detail: sentence, code: 'WEBSITE_UNREADABLE', field: 'website' },
  }));
  const error = await failure(brainstormBusinessInfo('p-1', 'https://acme.example/'));
  expect([error.status, error.code, error.field, error.message]).toEqual([
    422,
    'WEBSITE_UNREADABLE',
    'website',
    sentence,
  ]);
});

it('proposes signals without variables and refines one with its instruction', async () => {
  server.route('GET /api/v1/project/:id/brainstorm_intent_signals', () => ({
    status: 200,
    body: { intent_signals: [proposed], source: 'llm', notice: null },
  }));
  server.route('POST /api/v1/project/:id/refine_intent_signal', ({ body }) => ({
    status: 200,
    body: {
      intent_signal: (body as { intent_signal: ProposedIntentSignal }).intent_signal,
      changes: ['Nothing.'],
      source: 'local',
      notice: null,
    },
  }));
  const { wrapper } = wrapperWith();
  const { result } = renderHook(() => useBrainstormIntentSignals('p-2'), { wrapper });
  const proposals = await act(() => result.current.mutateAsync());
  expect(proposals.intent_signals).toEqual([proposed]);
  await refineIntentSignal('p-2', { intent_signal: proposed, instruction: 'exclude agencies' });
  expect(server.requests.at(-1)?.body).toEqual({ intent_signal: proposed, instruction: 'exclude agencies' });
});

it('saves signals into the cache and drops a deleted one from it', async () => {
  let stored = [saved('s-1', 'Alternatives', 0)];
  server.route('GET /api/v1/leads/:projectId/intent_signals', () => ({ status: 200, body: stored }));
  server.route('PUT /api/v1/leads/:projectId/intent_signals', () => {
    stored = [saved('s-1', 'Alternatives', 0), saved('s-2', 'Pricing', 1)];
    return { status: 200, body: stored };
  });
  server.route('DELETE /api/v1/leads/:projectId/intent_signals/:id', ({ params }) => {
    if (!stored.some((s) => s.id === params.id))
      return errorReply(404, 'INTENT_SIGNAL_NOT_FOUND', 'Intent signal not found.');
    stored = stored.filter((s) => s.id !== params.id);
    return { status: 204 };
  });
  const { wrapper, queryClient } = wrapperWith();
  const { result } = renderHook(
    () => ({
      list: useIntentSignals('p-3'),
      save: useSaveIntentSignals('p-3'),
      remove: useDeleteIntentSignal('p-3'),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.list.data).toHaveLength(1));

  const body = {
    intent_signals: [
      { id: 's-1', name: 'Alternatives', keywords: ['crm'], negative_keywords: [] },
      { name: 'Pricing', keywords: ['crm'], negative_keywords: [] },
    ],
    reanalyze_leads: true,
  };
  await act(() => result.current.save.mutateAsync(body));
  expect(server.requests.at(-1)?.body).toEqual(body);
  expect(
    queryClient.getQueryData<IntentSignal[]>(queryKeys.intentSignals('p-3'))?.map((s) => s.name),
  ).toEqual(['Alternatives', 'Pricing']);

  await act(() => result.current.remove.mutateAsync('s-1'));
  await waitFor(() => expect(result.current.list.data?.map((s) => s.id)).toEqual(['s-2']));
  expect(server.requests.find((r) => r.method === 'DELETE')?.params).toEqual({ projectId: 'p-3', id: 's-1' });

  const error = await failure(act(() => result.current.remove.mutateAsync('s-404')));
  expect([error.status, error.code]).toEqual([404, 'INTENT_SIGNAL_NOT_FOUND']);
});

it('reads the unread count as a number', async () => {
  server.route('GET /api/v1/leads/:projectId/unread_count', () => ({
    status: 200,
    body: { unread_count: 7 },
  }));
  expect(await unreadCount('p-4')).toBe(7);
  const { wrapper } = wrapperWith();
  const { result } = renderHook(() => useUnreadCount('p-4'), { wrapper });
  await waitFor(() => expect(result.current.data).toBe(7));
});
