// The lead workspace's manage calls against a real node:http server: the analysis run of a signals
// save (from the header, or found when a browser cannot read it), status config paths and the
// optimistic reorder with its rollback, smart column paths and what they refresh.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../query/index';
import { errorReply, type ApiReply } from '../../testing/api-server';
import { failure, server, signedInAgainstApiServer } from './signed-in-api-server';
import {
  deleteSmartColumn,
  previewSmartColumn,
  deleteStatusConfig,
  moveStatusConfig,
  queryKeys,
  reorderStatusConfigs,
  saveIntentSignalsWithRun,
  useDeleteStatusConfig,
  useMoveStatusConfig,
  useUpdateSmartColumn,
  type AnalysisRun,
  type SmartColumn,
  type StatusConfig,
} from '../index';

signedInAgainstApiServer();

function wrapperWithClient() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const at = '2025-03-01T10:00:00.000Z';
const status = (id: string, position: number): StatusConfig => ({
  id,
  name: id,
  color: '#3b82f6',
  position,
  is_default: position === 0,
  lead_count: 0,
  created_at: at,
  updated_at: at,
});
const run = (id: string, kind: AnalysisRun['kind']): AnalysisRun => ({
  id,
  kind,
  smart_column_id: null,
  status: 'queued',
  done: 0,
  total: 10,
  errors: 0,
  new_leads: 0,
  already_known: 0,
  last_error: null,
  started_at: null,
  finished_at: null,
  created_at: at,
});
const body = {
  intent_signals: [{ name: 'Looking for a CRM', keywords: [], negative_keywords: [] }],
  reanalyze_leads: true,
};

describe('saving intent signals with a run', () => {
  it('reads the run id from the x-analysis-run-id header', async () => {
    server.route('PUT /api/v1/leads/:projectId/intent_signals', () => ({
      status: 200,
      body: [],
      headers: { 'x-analysis-run-id': 'run-from-header' },
    }));
    await expect(saveIntentSignalsWithRun('p1', body)).resolves.toEqual({
      signals: [],
      runId: 'run-from-header',
    });
    expect(server.count('GET /api/v1/leads/p1/analysis_runs')).toBe(0);
  });

  it('takes the newest intent_signals run when the header cannot be read', async () => {
    server.route('PUT /api/v1/leads/:projectId/intent_signals', () => ({ status: 200, body: [] }));
    server.route('GET /api/v1/leads/:projectId/analysis_runs', () => ({
      status: 200,
      body: [
        run('run-col', 'smart_column'),
        run('run-sig', 'intent_signals'),
        run('run-old', 'intent_signals'),
      ],
    }));
    await expect(saveIntentSignalsWithRun('p1', body)).resolves.toEqual({ signals: [], runId: 'run-sig' });
  });

  it('asks for no run without reanalyze_leads, and says why a save is refused', async () => {
    server.route('PUT /api/v1/leads/:projectId/intent_signals', () => ({ status: 200, body: [] }));
    await expect(saveIntentSignalsWithRun('p1', { ...body, reanalyze_leads: false })).resolves.toEqual({
      signals: [],
      runId: null,
    });
    expect(server.count('GET /api/v1/leads/p1/analysis_runs')).toBe(0);
    server.route('PUT /api/v1/leads/:projectId/intent_signals', () => ({
      status: 422,
      body: {
        detail: 'intent_signals.0.name: taken',
        code: 'VALIDATION_ERROR',
        field: 'intent_signals.0.name',
      },
    }));
    const refused = await failure(saveIntentSignalsWithRun('p1', body));
    expect([refused.status, refused.field]).toEqual([422, 'intent_signals.0.name']);
  });
});

describe('status configs', () => {
  it('moves with new_position in the query and deletes answering where the leads went', async () => {
    server.route('PATCH /api/v1/lead-status-configs/project/:projectId/status/:id/position', () => ({
      status: 200,
      body: [status('b', 0), status('a', 1)],
    }));
    server.route('DELETE /api/v1/lead-status-configs/project/:projectId/status/:id', () => ({
      status: 200,
      body: { moved_leads: 3, moved_to: 'a' },
    }));
    await moveStatusConfig('p1', 'b', 0);
    expect(server.requests[0]?.query).toEqual({ new_position: '0' });
    expect(server.requests[0]?.path).toBe('/api/v1/lead-status-configs/project/p1/status/b/position');
    await expect(deleteStatusConfig('p1', 'b')).resolves.toEqual({ moved_leads: 3, moved_to: 'a' });
  });

  it('reorders densely', () => {
    const moved = reorderStatusConfigs([status('a', 0), status('b', 1), status('c', 2)], 'c', 0);
    expect(moved.map((s) => [s.id, s.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('shows the new order at once and puts the old one back when the move is refused', async () => {
    // The refusal waits for the test, so the optimistic order can be seen meanwhile.
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    let answer = async (): Promise<ApiReply> => {
      await refused;
      return errorReply(500, 'INTERNAL', 'The server failed.');
    };
    server.route('PATCH /api/v1/lead-status-configs/project/:projectId/status/:id/position', () => answer());
    const { queryClient, wrapper } = wrapperWithClient();
    const before = [status('a', 0), status('b', 1)];
    queryClient.setQueryData(queryKeys.statusConfigs('p1'), before);
    const { result } = renderHook(() => useMoveStatusConfig('p1'), { wrapper });

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.mutateAsync({ id: 'b', newPosition: 0 }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<StatusConfig[]>(queryKeys.statusConfigs('p1'))?.map((s) => s.id),
      ).toEqual(['b', 'a']),
    );
    refuse();
    await act(() => pending);
    expect(queryClient.getQueryData(queryKeys.statusConfigs('p1'))).toEqual(before);

    answer = async () => ({ status: 200, body: [status('b', 0), status('a', 1)] });
    await act(() => result.current.mutateAsync({ id: 'b', newPosition: 0 }));
    expect(queryClient.getQueryData<StatusConfig[]>(queryKeys.statusConfigs('p1'))?.map((s) => s.id)).toEqual(
      ['b', 'a'],
    );
  });

  it('refreshes the lead lists and open leads after a delete (its leads changed status)', async () => {
    server.route('DELETE /api/v1/lead-status-configs/project/:projectId/status/:id', () => ({
      status: 200,
      body: { moved_leads: 1, moved_to: 'a' },
    }));
    const { queryClient, wrapper } = wrapperWithClient();
    queryClient.setQueryData(queryKeys.statusConfigs('p1'), [status('a', 0), status('b', 1)]);
    queryClient.setQueryData(queryKeys.leadList('p1', {}), { items: [] });
    queryClient.setQueryData(queryKeys.lead('p1', 'lead-1'), { id: 'lead-1' });
    const { result } = renderHook(() => useDeleteStatusConfig('p1'), { wrapper });
    await act(() => result.current.mutateAsync('b'));
    expect(queryClient.getQueryState(queryKeys.leadList('p1', {}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.lead('p1', 'lead-1'))?.isInvalidated).toBe(true);
  });
});

describe('smart columns', () => {
  it('previews a question at /leads/{projectId}/preview_smart_column without saving it', async () => {
    server.route('POST /api/v1/leads/:projectId/preview_smart_column', () => ({
      status: 200,
      body: {
        local_answer: { answerable: true, entity: 'team_size', summary: 'Looks for the team size.' },
        rules: {
          match: 'any',
          keywords: [],
          patterns: [],
          entities: ['team_size'],
          competitors: [],
          extract: 'team_size',
          compare: null,
        },
        llm_configured: false,
        templates: [],
      },
    }));
    const preview = await previewSmartColumn('p1', { question: 'Team size?', kind: 'text' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/leads/p1/preview_smart_column',
      body: { question: 'Team size?', kind: 'text' },
    });
    expect(preview.local_answer.entity).toBe('team_size');
  });

  it('deletes at /leads/{projectId}/{smartColumnId}', async () => {
    server.route('DELETE /api/v1/leads/:projectId/:smartColumnId', () => ({ status: 204 }));
    await deleteSmartColumn('p1', 'col-1');
    expect(server.requests[0]?.path).toBe('/api/v1/leads/p1/col-1');
  });

  it('puts an updated column in the cached list and refreshes the lead lists', async () => {
    const column: SmartColumn = {
      id: 'col-1',
      name: 'Is a company',
      question: 'Company?',
      kind: 'boolean',
      rules: {
        match: 'any',
        keywords: ['company'],
        patterns: [],
        entities: [],
        competitors: [],
        extract: null,
        compare: null,
      },
      local_answer: { answerable: false, entity: null, summary: 'Only matches the words “company”.' },
      position: 0,
      version: 2,
      created_at: at,
      updated_at: at,
      analysis_run: run('run-1', 'smart_column'),
    };
    server.route('POST /api/v1/leads/:projectId/update_smart_column', () => ({ status: 200, body: column }));
    const { queryClient, wrapper } = wrapperWithClient();
    queryClient.setQueryData(queryKeys.smartColumns('p1'), [{ ...column, version: 1, analysis_run: null }]);
    queryClient.setQueryData(queryKeys.leadList('p1', {}), { items: [] });
    const { result } = renderHook(() => useUpdateSmartColumn('p1'), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        smart_column: { id: 'col-1', question: 'Company?' },
        reanalyze_leads: true,
      }),
    );
    expect(queryClient.getQueryData<SmartColumn[]>(queryKeys.smartColumns('p1'))?.[0]?.version).toBe(2);
    expect(queryClient.getQueryState(queryKeys.leadList('p1', {}))?.isInvalidated).toBe(true);
  });
});
