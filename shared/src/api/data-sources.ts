// /api/v1/data_source_subscriptions (the platform catalogue) and /api/v1/project/{id}/data-sources
// (the platforms one project watches, their settings and polling health).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { DataSource, DataSourceInput, Platform } from './types';

/** Every platform Signalboard can watch, with the settings each takes. */
export function listPlatforms(): Promise<Platform[]> {
  return unwrap(apiClient().GET('/api/v1/data_source_subscriptions'), 'Failed to load the list of platforms');
}

export const platformCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.platformCatalogue,
    queryFn: listPlatforms,
    // The catalogue ships with the API's code: it does not change while the page is open.
    staleTime: Infinity,
  });

export function usePlatformCatalogue() {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...platformCatalogueQueryOptions(), enabled: signedIn });
}

/** A project's data sources; secrets come back masked ("••••" and the last 4 characters). */
export function getDataSources(projectId: string): Promise<DataSource[]> {
  return unwrap(
    apiClient().GET('/api/v1/project/{id}/data-sources', { params: { path: { id: projectId } } }),
    'Failed to load the data sources',
  );
}

/**
 * Replaces a project's data sources: the list becomes the whole set (platforms left out are removed).
 * A secret sent back exactly as it was shown (masked) keeps the stored one.
 */
export function updateDataSources(projectId: string, list: DataSourceInput[]): Promise<DataSource[]> {
  return unwrap(
    apiClient().PATCH('/api/v1/project/{id}/data-sources', {
      params: { path: { id: projectId } },
      body: { data_sources: list },
    }),
    'Could not save the data sources',
  );
}

export const dataSourcesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: queryKeys.dataSources(projectId), queryFn: () => getDataSources(projectId) });

export function useDataSources(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...dataSourcesQueryOptions(projectId ?? ''), enabled: signedIn && Boolean(projectId) });
}

/**
 * Saves the whole list; the answer becomes the cached list, and the project (whose
 * `enabled_platforms` follows its sources) is refreshed with the project list.
 */
export function useUpdateDataSources(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: DataSourceInput[]) => updateDataSources(projectId, list),
    onSuccess: async (sources) => {
      queryClient.setQueryData(queryKeys.dataSources(projectId), sources);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true }),
      ]);
    },
  });
}
