// /api/v1/organization: the caller's organization. The guard only asks whether one exists, so
// "none" is a value (null), not an error.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { ApiError } from './api-error';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { NewOrganization, Organization } from './types';

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** The caller's organization, or null when they have none (404 "Organization not found"). */
export async function getOrganization(): Promise<Organization | null> {
  try {
    return await unwrap(apiClient().GET('/api/v1/organization'), 'Failed to load your organization');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function createOrganization(input: NewOrganization): Promise<Organization> {
  return unwrap(
    apiClient().POST('/api/v1/organization', { body: input }),
    'Could not create the organization',
  );
}

export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.organization,
    queryFn: getOrganization,
    // The spec fetches organization data without revalidating on focus or reconnect.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The caller's organization (null = none); idle while signed out. */
export function useOrganization() {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...organizationQueryOptions(), enabled: signedIn });
}

/** Creates the caller's organization; refreshes the organization and the projects it unlocks. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: async (organization) => {
      queryClient.setQueryData(queryKeys.organization, organization);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.organization }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
      ]);
    },
  });
}
