// /api/v1/project/{id}: one project — read it, change any of its fields, delete it.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@signalboard/shared/query';
import { useEffect, useRef } from 'react';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { Project, ProjectPatch } from './types';

export function getProject(id: string): Promise<Project> {
  return unwrap(
    apiClient().GET('/api/v1/project/{id}', { params: { path: { id } } }),
    'Failed to load the project',
  );
}

export function updateProject(id: string, patch: ProjectPatch): Promise<Project> {
  return unwrap(
    apiClient().PATCH('/api/v1/project/{id}', { params: { path: { id } }, body: patch }),
    'Could not save the project',
  );
}

export async function deleteProject(id: string): Promise<void> {
  await unwrap(
    apiClient().DELETE('/api/v1/project/{id}', { params: { path: { id } } }),
    'Could not delete the project',
  );
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.project(id),
    queryFn: () => getProject(id),
    // Like the list: project data is not revalidated on focus or reconnect (the spec's choice).
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** One project; idle while signed out or without an id. */
export function useProject(id: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...projectQueryOptions(id ?? ''), enabled: signedIn && Boolean(id) });
}

/** Writes a project the server returned into its own cache entry and into the cached list. */
function storeProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData(queryKeys.project(project.id), project);
  queryClient.setQueryData<Project[]>(queryKeys.projects, (list) =>
    list?.map((item) => (item.id === project.id ? project : item)),
  );
}

/** Changes a project; the answer replaces the cached project and its entry in the list. */
export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProjectPatch) => updateProject(id, patch),
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

/** Drops a deleted project from the cached list and everything cached under it. */
async function forgetProject(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.setQueryData<Project[]>(queryKeys.projects, (list) => list?.filter((item) => item.id !== id));
  queryClient.removeQueries({ queryKey: queryKeys.projectScope(id) });
  await queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
}

export interface DeleteProjectOptions {
  /**
   * The caller leaves the project's pages after the delete (e.g. the settings page going to
   * /projects). The project then leaves the caches when the caller unmounts, i.e. once the new
   * route is on screen: dropped earlier, the routing guard would see the current route's project
   * missing from the list and report an "Invalid project id".
   */
  leavingProject?: boolean;
}

/** Deletes a project (variables: its id); it leaves the list and everything cached under it. */
export function useDeleteProject(options: DeleteProjectOptions = {}) {
  const queryClient = useQueryClient();
  const deleted = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const id of deleted.current.splice(0)) void forgetProject(queryClient, id);
    },
    [queryClient],
  );
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (_data, id) => {
      // Cancelled first so an in-flight read of the deleted project cannot write it back.
      await queryClient.cancelQueries({ queryKey: queryKeys.projectScope(id) });
      if (options.leavingProject) deleted.current.push(id);
      else await forgetProject(queryClient, id);
    },
  });
}
