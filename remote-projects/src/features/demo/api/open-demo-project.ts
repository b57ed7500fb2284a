// POST /api/v1/project/demo: the organization's demo project, created the first time (201) and the
// same one afterwards (200). Either way it joins the cached project list, which the host's guard reads
// before it lets /projects/{id}/leads open.
import { apiClient, queryKeys, unwrap, type Project } from '@signalboard/shared/api';
import { useMutation, useQueryClient } from '@signalboard/shared/query';

export const OPEN_DEMO_FAILED = 'Could not open the demo project';

export function openDemoProject(): Promise<Project> {
  return unwrap(apiClient().POST('/api/v1/project/demo'), OPEN_DEMO_FAILED);
}

/** Opens the demo project; adds it to the cached project list, then refreshes the list. */
export function useOpenDemoProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDemoProject,
    onSuccess: async (project) => {
      queryClient.setQueryData<Project[]>(queryKeys.projects, (list = []) =>
        list.some((p) => p.id === project.id) ? list : [...list, project],
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
