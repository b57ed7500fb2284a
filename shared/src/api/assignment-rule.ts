// /api/v1/project/{projectId}/assignment_rule (issue 26): who gets the project's new leads in turn, and
// the alert for a good lead nobody took. One shape both ways: what GET answers, PUT takes unchanged.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema.gen';

export type AssignmentRule = components['schemas']['AssignmentRule'];

export function getAssignmentRule(projectId: string): Promise<AssignmentRule> {
  return unwrap(
    apiClient().GET('/api/v1/project/{projectId}/assignment_rule', { params: { path: { projectId } } }),
    'Failed to load the assignment rule',
  );
}

/** Saves every field at once (PUT): the server answers what it stored. */
export function updateAssignmentRule(projectId: string, rule: AssignmentRule): Promise<AssignmentRule> {
  return unwrap(
    apiClient().PUT('/api/v1/project/{projectId}/assignment_rule', {
      params: { path: { projectId } },
      body: rule,
    }),
    'Could not save the assignment rule',
  );
}

export const assignmentRuleQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.assignmentRule(projectId),
    queryFn: () => getAssignmentRule(projectId),
  });

export function useAssignmentRule(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...assignmentRuleQueryOptions(projectId ?? ''),
    enabled: signedIn && Boolean(projectId),
  });
}

/** Puts the saved rule in the query the form reads (no refetch needed). */
export function useUpdateAssignmentRule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: AssignmentRule) => updateAssignmentRule(projectId, rule),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.assignmentRule(projectId), saved),
  });
}
