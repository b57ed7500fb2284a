// /api/v1/project: the projects the caller can see.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { ApiError } from './api-error';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { NewProject, Project } from './types';

export const NO_PROJECTS_FOUND = 'No projects found';

/** The caller's projects; a 404 ("No projects found") is an empty list. */
export async function listProjects(): Promise<Project[]> {
  try {
    return await unwrap(apiClient().GET('/api/v1/project'), 'Failed to load your projects');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function createProject(input: NewProject): Promise<Project> {
  return unwrap(apiClient().POST('/api/v1/project', { body: input }), 'Could not create the project');
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projects,
    queryFn: listProjects,
    // The spec fetches project data without revalidating on focus or reconnect.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The caller's projects; idle while signed out or when `enabled` is false. */
export function useProjects(options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...projectsQueryOptions(), enabled: signedIn && (options.enabled ?? true) });
}

/** Creates a project; the new one is added to the cached list and the list is refreshed. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      queryClient.setQueryData<Project[]>(queryKeys.projects, (list) => [...(list ?? []), project]);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
