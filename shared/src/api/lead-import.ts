// POST /api/v1/leads/{projectId}/import: posts from a CSV or JSON file, stored with the platform
// 'csv_import'; the rows that score (or all of them: a person chose them) become leads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';

// Hand-typed until the OpenAPI client is regenerated with the import and webhook routes.
export type LeadImportFormat = 'csv' | 'json';

export interface LeadImportRequest {
  format: LeadImportFormat;
  /** The file's text, at most LEAD_IMPORT_MAX_BYTES in UTF-8. */
  content: string;
  /** Every imported row becomes a lead; the server's default for imports is true. */
  as_leads?: boolean;
}

/** A row the server left out or changed; `row` counts data rows from 1 (0: the whole content). */
export interface LeadImportRowError {
  row: number;
  field: string;
  message: string;
}

export interface LeadImportResult {
  /** Rows read from the content. */
  received: number;
  /** Rows stored as posts. */
  imported: number;
  new_leads: number;
  errors: LeadImportRowError[];
}

interface LeadImportPaths {
  '/api/v1/leads/{projectId}/import': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path: { projectId: string }; cookie?: never };
      requestBody: { content: { 'application/json': LeadImportRequest } };
      responses: {
        200: { headers: { [name: string]: unknown }; content: { 'application/json': LeadImportResult } };
      };
    };
  };
}
// End of the hand-typed part.

/** The contract's limit on `content` (5 MB), checked before sending so a big file fails fast. */
export const LEAD_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const LEAD_IMPORT_FAILED = 'Could not import the posts';

// The same client (base URL, bearer token, sign-out on 401), seen through the hand-typed paths.
const importClient = () => apiClient() as unknown as Client<LeadImportPaths>;

export function importLeads(projectId: string, input: LeadImportRequest): Promise<LeadImportResult> {
  return unwrap(
    importClient().POST('/api/v1/leads/{projectId}/import', {
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
