// GET /api/v1/leads/{projectId}/export.csv: the filtered list as a CSV file. The API wants the bearer
// token, so a plain link cannot download it: the file is fetched with the client and handed over as a
// Blob for the caller to save.
import { useMutation } from '@signalboard/shared/query';
import { apiClient, unwrap } from './client';
import type { paths } from './schema.gen';

/** The list's filter and order in the API's names (paging is ignored: the file has every row). */
export type LeadExportQuery = NonNullable<
  paths['/api/v1/leads/{projectId}/export.csv']['get']['parameters']['query']
>;

export interface LeadExportFile {
  blob: Blob;
  fileName: string;
  /** The file stopped at the API's row cap: more leads match than it holds. */
  capped: boolean;
}

/** The API's row cap (api/src/schemas/lead-overview.ts exportLimits.maxRows). */
export const LEAD_EXPORT_MAX_ROWS = 50_000;
export const LEAD_EXPORT_FAILED = 'Could not export the leads';

/** The file name the server gives, or the same pattern built here when the header is unreadable. */
export function exportFileName(
  disposition: string | null,
  fallbackSlug = 'project',
  now = new Date(),
): string {
  const named = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  return named ?? `signalboard-${fallbackSlug}-leads-${now.toISOString().slice(0, 10)}.csv`;
}

export async function exportLeadsCsv(
  projectId: string,
  query: LeadExportQuery & { limit?: number; skip?: number },
): Promise<LeadExportFile> {
  const { limit: _limit, skip: _skip, ...filter } = query;
  let headers: Headers | undefined;
  const blob = await unwrap(
    apiClient()
      .GET('/api/v1/leads/{projectId}/export.csv', {
        params: { path: { projectId }, query: filter },
        parseAs: 'blob',
      })
      .then((result) => {
        headers = result.response.headers;
        return result;
      }),
    LEAD_EXPORT_FAILED,
  );
  return {
    blob: blob as Blob,
    fileName: exportFileName(headers?.get('content-disposition') ?? null),
    capped: headers?.get('x-export-capped') === 'true',
  };
}

/** Fetches the file (variables: the list query); nothing cached changes. */
export function useExportLeads(projectId: string) {
  return useMutation({
    mutationFn: (query: LeadExportQuery) => exportLeadsCsv(projectId, query),
  });
}
