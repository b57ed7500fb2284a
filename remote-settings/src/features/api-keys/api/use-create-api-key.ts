// POST /api/v1/project/{projectId}/api_keys: a new key, its secret in this answer only. The mutation is
// forgotten as soon as nothing watches it (gcTime 0), and the dialog resets it on Done, so the secret
// does not linger in the query client after the person has copied it.
import { apiClient, unwrap } from '@signalboard/shared/api';
import { useMutation, useQueryClient } from '@signalboard/shared/query';
import type { ApiKeyCreate, ApiKeyCreated } from './api-key-types';
import { anyProjectsKeys } from './api-keys-query-key';

export function createApiKey(projectId: string, body: ApiKeyCreate): Promise<ApiKeyCreated> {
  return unwrap(
    apiClient().POST('/api/v1/project/{projectId}/api_keys', { params: { path: { projectId } }, body }),
    'Could not create the API key',
  );
}

export function useCreateApiKey(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => createApiKey(projectId, body),
    gcTime: 0,
    // An organization key joins every project's list.
    onSuccess: () => queryClient.invalidateQueries({ predicate: anyProjectsKeys }),
  });
}
