// Analysis runs started from the lead workspace: saving intent signals with `reanalyze_leads` (the run's
// id comes in the x-analysis-run-id header) and smart columns (the run is in the body). One run is
// followed with useAnalysisRun (lead-import.ts); useReanalysisRun adds what a re-score changes.
import { useMutation, useQueryClient } from '@signalboard/shared/query';
import { useEffect } from 'react';
import { apiClient, unwrap } from './client';
import { isRunFinished, useAnalysisRun } from './lead-import';
import { queryKeys } from './query-keys';
import type { AnalysisRun, IntentSignal, IntentSignalsUpdate } from './types';

export const ANALYSIS_RUN_HEADER = 'x-analysis-run-id';

export function listAnalysisRuns(projectId: string): Promise<AnalysisRun[]> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/analysis_runs', { params: { path: { projectId } } }),
    'Failed to load the analysis runs',
  );
}

export interface SavedIntentSignals {
  signals: IntentSignal[];
  /** The re-scoring run when `reanalyze_leads` was asked for, else null. */
  runId: string | null;
}

/**
 * PUT intent_signals, answering the saved list and the run it started. The run's id is read from the
 * x-analysis-run-id header; a browser on another origin only sees that header if the API's CORS
 * exposes it, so without it the project's newest intent_signals run (listed newest first) is taken.
 */
export async function saveIntentSignalsWithRun(
  projectId: string,
  body: IntentSignalsUpdate,
): Promise<SavedIntentSignals> {
  const result = await apiClient().PUT('/api/v1/leads/{projectId}/intent_signals', {
    params: { path: { projectId } },
    body,
  });
  const signals = await unwrap(Promise.resolve(result), 'Could not save the intent signals');
  if (!body.reanalyze_leads) return { signals, runId: null };
  const fromHeader = result.response.headers.get(ANALYSIS_RUN_HEADER);
  if (fromHeader) return { signals, runId: fromHeader };
  const runs = await listAnalysisRuns(projectId);
  return { signals, runId: runs.find((run) => run.kind === 'intent_signals')?.id ?? null };
}

/** Saves signals in bulk (variables: the PUT body); the answer becomes the cached list. */
export function useSaveIntentSignalsWithRun(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntentSignalsUpdate) => saveIntentSignalsWithRun(projectId, body),
    onSuccess: async ({ signals }) => {
      queryClient.setQueryData(queryKeys.intentSignals(projectId), signals);
      // Names and enabled flags show in rows and filters even before a re-score.
      await queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) });
    },
  });
}

/**
 * Follows a re-scoring run (intent signals or a smart column) until it is done or failed. On top of
 * what useAnalysisRun refreshes (lead lists, unread count), a re-score changes the overview, smart
 * column values and any lead open in the drawer, so those refresh once when it finishes.
 */
export function useReanalysisRun(projectId: string, runId: string | null) {
  const queryClient = useQueryClient();
  const query = useAnalysisRun(projectId, runId);
  const finished = isRunFinished(query.data) && query.data?.id === runId;
  useEffect(() => {
    if (!finished) return;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.leadOverview(projectId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.smartColumns(projectId) }),
      queryClient.invalidateQueries({ queryKey: [...queryKeys.projectScope(projectId), 'lead'] }),
    ]);
  }, [finished, projectId, queryClient]);
  return query;
}
