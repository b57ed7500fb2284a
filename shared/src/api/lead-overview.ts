// GET /api/v1/leads/{projectId}/overview: the strip above the lead list. Leads per UTC day by intent
// signal (each lead once, under its best signal) and the project's leads per status.
import { queryOptions, useQuery } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { LeadOverview } from './types';

/** The API's default range and its longest (api/src/schemas/lead-overview.ts). */
export const LEAD_OVERVIEW_DAYS = 30;
export const LEAD_OVERVIEW_MAX_DAYS = 90;
export const LEAD_OVERVIEW_FAILED = 'Failed to load the lead overview';

export function getLeadOverview(projectId: string, days = LEAD_OVERVIEW_DAYS): Promise<LeadOverview> {
  return unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/overview', {
      params: { path: { projectId }, query: days === LEAD_OVERVIEW_DAYS ? {} : { days } },
    }),
    LEAD_OVERVIEW_FAILED,
  );
}

/**
 * Under leadOverview(projectId), so a lead change that invalidates it refreshes every range. Counts
 * move whenever leads are triaged, so it is kept fresh for a short while only.
 */
export const leadOverviewQueryOptions = (projectId: string, days = LEAD_OVERVIEW_DAYS) =>
  queryOptions({
    queryKey: [...queryKeys.leadOverview(projectId), days] as const,
    queryFn: () => getLeadOverview(projectId, days),
    staleTime: 30_000,
  });

/** The project's overview; idle while signed out or without an id. */
export function useLeadOverview(projectId: string | undefined, days = LEAD_OVERVIEW_DAYS) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...leadOverviewQueryOptions(projectId ?? '', days),
    enabled: signedIn && Boolean(projectId),
  });
}
