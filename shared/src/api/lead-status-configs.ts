// /api/v1/lead-status-configs/project/{projectId}: the statuses a project sorts its leads by, in a dense
// order with exactly one default. Guests read them; members add, rename, recolour, delete and reorder.
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
import type { StatusConfig, StatusConfigCreate, StatusConfigDeleted, StatusConfigUpdate } from './types';

export function listStatusConfigs(projectId: string): Promise<StatusConfig[]> {
  return unwrap(
    apiClient().GET('/api/v1/lead-status-configs/project/{projectId}', { params: { path: { projectId } } }),
    'Failed to load the lead statuses',
  );
}

export function createStatusConfig(projectId: string, body: StatusConfigCreate): Promise<StatusConfig> {
  return unwrap(
    apiClient().POST('/api/v1/lead-status-configs/project/{projectId}', {
      params: { path: { projectId } },
      body,
    }),
    'Could not add the status',
  );
}

export function updateStatusConfig(
  projectId: string,
  id: string,
  body: StatusConfigUpdate,
): Promise<StatusConfig> {
  return unwrap(
    apiClient().PATCH('/api/v1/lead-status-configs/project/{projectId}/status/{id}', {
      params: { path: { projectId, id } },
      body,
    }),
    'Could not save the status',
  );
}

export function deleteStatusConfig(projectId: string, id: string): Promise<StatusConfigDeleted> {
  return unwrap(
    apiClient().DELETE('/api/v1/lead-status-configs/project/{projectId}/status/{id}', {
      params: { path: { projectId, id } },
    }),
    'Could not delete the status',
  );
}

/** Moves a status to `newPosition` (0-based); answers the whole list in its new order. */
export function moveStatusConfig(
  projectId: string,
  id: string,
  newPosition: number,
): Promise<StatusConfig[]> {
  return unwrap(
    apiClient().PATCH('/api/v1/lead-status-configs/project/{projectId}/status/{id}/position', {
      params: { path: { projectId, id }, query: { new_position: newPosition } },
    }),
    'Could not move the status',
  );
}

export const statusConfigsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.statusConfigs(projectId),
    queryFn: () => listStatusConfigs(projectId),
    // Always shown in position order, whatever order a cache write left them in.
    select: (list: StatusConfig[]) => [...list].sort((a, b) => a.position - b.position),
  });

/** The project's statuses in position order; idle while signed out or without an id. */
export function useStatusConfigs(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...statusConfigsQueryOptions(projectId ?? ''), enabled: signedIn && Boolean(projectId) });
}

/** The list with `id` moved to `newPosition`, positions rewritten densely (what the API will answer). */
export function reorderStatusConfigs(list: StatusConfig[], id: string, newPosition: number): StatusConfig[] {
  const ordered = [...list].sort((a, b) => a.position - b.position);
  const from = ordered.findIndex((s) => s.id === id);
  if (from < 0) return ordered;
  const [moved] = ordered.splice(from, 1);
  ordered.splice(Math.max(0, Math.min(newPosition, ordered.length)), 0, moved!);
  return ordered.map((s, position) => (s.position === position ? s : { ...s, position }));
}

/** Status names and counts show on leads, rows and the overview: refresh them after a change. */
async function refreshLeadViews(queryClient: QueryClient, projectId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.statusConfigs(projectId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.leadLists(projectId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.leadOverview(projectId) }),
  ]);
}

/** Adds a status (variables: name and optional colour); it is appended to the cached list. */
export function useCreateStatusConfig(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusConfigCreate) => createStatusConfig(projectId, body),
    onSuccess: async (created) => {
      queryClient.setQueryData<StatusConfig[]>(queryKeys.statusConfigs(projectId), (list) =>
        list ? [...list, created] : list,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.statusConfigs(projectId) });
    },
  });
}

/** Renames, recolours or makes default; lists show the status by name and colour, so they refresh. */
export function useUpdateStatusConfig(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StatusConfigUpdate & { id: string }) =>
      updateStatusConfig(projectId, id, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData<StatusConfig[]>(queryKeys.statusConfigs(projectId), (list) =>
        list?.map((s) => (s.id === updated.id ? updated : s)),
      );
      await refreshLeadViews(queryClient, projectId);
    },
  });
}

/** Deletes a status (variables: its id); its leads moved to the default, so every lead view refreshes. */
export function useDeleteStatusConfig(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteStatusConfig(projectId, id),
    onSuccess: async (_moved, id) => {
      queryClient.setQueryData<StatusConfig[]>(queryKeys.statusConfigs(projectId), (list) =>
        list?.filter((s) => s.id !== id),
      );
      await Promise.all([
        refreshLeadViews(queryClient, projectId),
        // A lead open in the drawer may have been in it.
        queryClient.invalidateQueries({ queryKey: [...queryKeys.projectScope(projectId), 'lead'] }),
      ]);
    },
  });
}

/**
 * Moves a status. Optimistic: the cached list takes the new order at once (a drag must not jump back
 * while the request runs) and goes back to what it was if the API refuses; the answer is the truth.
 */
export function useMoveStatusConfig(projectId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.statusConfigs(projectId);
  return useMutation({
    mutationFn: ({ id, newPosition }: { id: string; newPosition: number }) =>
      moveStatusConfig(projectId, id, newPosition),
    onMutate: async ({ id, newPosition }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StatusConfig[]>(key);
      if (previous) queryClient.setQueryData(key, reorderStatusConfigs(previous, id, newPosition));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}
