// DELETE /api/v1/project/{projectId}/api_keys/{keyId}: revokes at once (idempotent). The key stays in
// the lists, greyed, with the date it was revoked.
import { apiClient, unwrap } from '@signalboard/shared/api';
import { useMutation, useQueryClient } from '@signalboard/shared/query';
import { anyProjectsKeys } from './api-keys-query-key';

export function revokeApiKey(projectId: string, keyId: string): Promise<void> {
  return unwrap(
    apiClient().DELETE('/api/v1/project/{projectId}/api_keys/{keyId}', {
      params: { path: { projectId, keyId } },
    }),
    'Could not revoke the API key',
  ).then(() => undefined);
}

export function useRevokeApiKey(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(projectId, keyId),
    onSettled: () => queryClient.invalidateQueries({ predicate: anyProjectsKeys }),
  });
}
