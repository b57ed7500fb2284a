// /api/v1/project/{id}/webhook: the project's inbound webhook address and a hint of its
// signing secret; rotating makes a new secret, the only answer that holds it in clear.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { ProjectWebhook, RotatedWebhookSecret } from './types';

export function getProjectWebhook(projectId: string): Promise<ProjectWebhook> {
  return unwrap(
    apiClient().GET('/api/v1/project/{id}/webhook', { params: { path: { id: projectId } } }),
    'Failed to load the webhook',
  );
}

/** Replaces the signing secret: requests signed with the old one are refused from now on. */
export function rotateWebhookSecret(projectId: string): Promise<RotatedWebhookSecret> {
  return unwrap(
    apiClient().POST('/api/v1/project/{id}/webhook/rotate', { params: { path: { id: projectId } } }),
    'Could not rotate the signing secret',
  );
}

export const projectWebhookQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectWebhook(projectId),
    queryFn: () => getProjectWebhook(projectId),
  });

export function useProjectWebhook(projectId: string | undefined, options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...projectWebhookQueryOptions(projectId ?? ''),
    enabled: signedIn && Boolean(projectId) && (options.enabled ?? true),
  });
}

/**
 * Rotates, then refetches the webhook (its new hint) and the data sources (the stored secret, masked).
 * The secret itself stays in the mutation's result, for the one screen that shows it.
 */
export function useRotateWebhookSecret(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateWebhookSecret(projectId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projectWebhook(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dataSources(projectId) }),
      ]);
    },
  });
}
