// /api/v1/leads/{projectId}/smart_columns: questions a project asks of every lead ("Is this a
// company?", "Which tool do they use now?"), answered yes/no or with a short text. Creating one, or
// changing one with `reanalyze_leads`, starts an analysis run returned in the body (`analysis_run`):
// follow it with useAnalysisRun.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type {
  SmartColumn,
  SmartColumnCreate,
  SmartColumnPreview,
  SmartColumnPreviewResult,
  SmartColumnUpdate,
} from './types';

export function listSmartColumns(projectId: string): Promise<SmartColumn[]> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/smart_columns', { params: { path: { projectId } } }),
    'Failed to load the smart columns',
  );
}

/** Adds a column; the API starts computing it for existing leads at once (`analysis_run`). */
export function createSmartColumn(projectId: string, body: SmartColumnCreate): Promise<SmartColumn> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/smart_columns', { params: { path: { projectId } }, body }),
    'Could not add the smart column',
  );
}

export function updateSmartColumn(projectId: string, body: SmartColumnUpdate): Promise<SmartColumn> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/update_smart_column', {
      params: { path: { projectId } },
      body,
    }),
    'Could not save the smart column',
  );
}

export async function deleteSmartColumn(projectId: string, smartColumnId: string): Promise<void> {
  await unwrap(
    apiClient().DELETE('/api/v1/leads/{projectId}/{smartColumnId}', {
      params: { path: { projectId, smartColumnId } },
    }),
    'Could not delete the smart column',
  );
}

/** Whether the local rules answer a question (nothing is saved), with the templates they answer. */
export function previewSmartColumn(
  projectId: string,
  body: SmartColumnPreview,
): Promise<SmartColumnPreviewResult> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/preview_smart_column', {
      params: { path: { projectId } },
      body,
    }),
    'Could not check the question',
  );
}

/**
 * The preview of a question as the person types it (pass it debounced); idle for an empty question.
 * Kept while the next one loads, so the hint does not flicker.
 */
export function useSmartColumnPreview(projectId: string, body: SmartColumnPreview) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    queryKey: [...queryKeys.smartColumns(projectId), 'preview', body.kind, body.question.trim()],
    queryFn: () => previewSmartColumn(projectId, body),
    enabled: signedIn && Boolean(projectId) && body.question.trim() !== '',
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
  });
}

export const smartColumnsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.smartColumns(projectId), queryFn: () => listSmartColumns(projectId) });

/** The project's smart columns in table order; idle while signed out or without an id. */
export function useSmartColumns(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...smartColumnsQueryOptions(projectId ?? ''), enabled: signedIn && Boolean(projectId) });
}

/** Columns show in every lead row and filter: after a change the lists refresh with them. */
async function refreshColumns(queryClient: QueryClient, projectId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.smartColumns(projectId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) }),
  ]);
}

/** Adds a column (variables: the POST body); answers it with its analysis run. */
export function useCreateSmartColumn(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmartColumnCreate) => createSmartColumn(projectId, body),
    onSuccess: () => refreshColumns(queryClient, projectId),
  });
}

/** Changes a column (variables: the update_smart_column body); answers it with its run, if one started. */
export function useUpdateSmartColumn(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmartColumnUpdate) => updateSmartColumn(projectId, body),
    onSuccess: async (column) => {
      queryClient.setQueryData<SmartColumn[]>(queryKeys.smartColumns(projectId), (list) =>
        list?.map((c) => (c.id === column.id ? column : c)),
      );
      await refreshColumns(queryClient, projectId);
    },
  });
}

/** Deletes a column with its values (variables: its id). */
export function useDeleteSmartColumn(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSmartColumn(projectId, id),
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<SmartColumn[]>(queryKeys.smartColumns(projectId), (list) =>
        list?.filter((c) => c.id !== id),
      );
      await refreshColumns(queryClient, projectId);
    },
  });
}
