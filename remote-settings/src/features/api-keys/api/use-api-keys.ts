// GET /api/v1/project/{projectId}/api_keys: the keys that reach the project (its own and the
// organization's), active ones first, newest first, then the revoked and expired ones.
import { apiClient, unwrap } from '@signalboard/shared/api';
import { useQuery } from '@signalboard/shared/query';
import type { ApiKey } from './api-key-types';
import { apiKeysQueryKey } from './api-keys-query-key';

export function listApiKeys(projectId: string): Promise<ApiKey[]> {
  return unwrap(
    apiClient().GET('/api/v1/project/{projectId}/api_keys', { params: { path: { projectId } } }),
    'Failed to load the API keys',
  ).then((answer) => answer.keys);
}

export function useApiKeys(projectId: string) {
  return useQuery({ queryKey: apiKeysQueryKey(projectId), queryFn: () => listApiKeys(projectId) });
}
