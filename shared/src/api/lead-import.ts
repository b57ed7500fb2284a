// POST /api/v1/leads/{projectId}/import: posts from a CSV or JSON file, stored with the platform
// 'csv_import'; the rows that score (or all of them: a person chose them) become leads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { LeadImportRequest, LeadImportResult } from './types';

/** The contract's limit on `content` (5 MB), checked before sending so a big file fails fast. */
export const LEAD_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const LEAD_IMPORT_FAILED = 'Could not import the posts';

export function importLeads(projectId: string, input: LeadImportRequest): Promise<LeadImportResult> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/import', {
      params: { path: { projectId } },
      body: input,
    }),
    LEAD_IMPORT_FAILED,
  );
}

/**
 * Imports, then refreshes what new leads change: the unread count and the data sources (items seen).
 * The lead lists live under the project's scope in remote-leads and refetch when next shown.
 */
export function useImportLeads(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadImportRequest) => importLeads(projectId, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dataSources(projectId) }),
      ]);
    },
  });
}
