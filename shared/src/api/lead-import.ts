// POST /api/v1/leads/{projectId}/import: posts from a CSV or JSON file. The API reads and checks the
// file at once (bad rows are named, a file with no usable row is refused) and answers 202 with an
// analysis run of kind 'import' that stores the rows as posts of the platform 'csv_import' (the rows
// that score, or all of them: a person chose them, become leads). The run is followed at
// GET /api/v1/leads/{projectId}/analysis_runs/{runId} until it is done or failed.
import { useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { AnalysisRun, LeadImportAccepted, LeadImportRequest } from './types';

/** The contract's limit on `content` (5 MB), checked before sending so a big file fails fast. */
export const LEAD_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const LEAD_IMPORT_FAILED = 'Could not import the posts';
export const IMPORT_RUN_FAILED = 'Could not load the progress of the import';
/** How often a run still queued or running is asked again. */
export const IMPORT_RUN_POLL_MS = 1000;

export function importLeads(projectId: string, input: LeadImportRequest): Promise<LeadImportAccepted> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/import', {
      params: { path: { projectId } },
      body: input,
    }),
    LEAD_IMPORT_FAILED,
  );
}

export function getAnalysisRun(projectId: string, runId: string): Promise<AnalysisRun> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/analysis_runs/{runId}', {
      params: { path: { projectId, runId } },
    }),
    IMPORT_RUN_FAILED,
  );
}

/** Sends the file; the rows are stored afterwards by the run (follow it with useAnalysisRun). */
export function useImportLeads(projectId: string) {
  return useMutation({ mutationFn: (input: LeadImportRequest) => importLeads(projectId, input) });
}

export const isRunFinished = (run: AnalysisRun | undefined) =>
  run?.status === 'done' || run?.status === 'failed';

/**
 * One run, asked again every second while it is queued or running. When it finishes, what new leads
 * change is refreshed: the unread count, the data sources (items seen) and the cached lead lists.
 */
export function useAnalysisRun(projectId: string, runId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.analysisRun(projectId, runId ?? ''),
    queryFn: async () => {
      const run = await getAnalysisRun(projectId, runId!);
      if (isRunFinished(run)) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(projectId) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.dataSources(projectId) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) }),
        ]);
      }
      return run;
    },
    enabled: runId !== null,
    // Failures follow the suite's rules (server errors retried, refusals shown at once).
    refetchInterval: (query) => (isRunFinished(query.state.data) ? false : IMPORT_RUN_POLL_MS),
  });
}
