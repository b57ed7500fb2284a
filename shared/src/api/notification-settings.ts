// /api/v1/notification-settings/{projectId}: how a project alerts its members (the defaults until saved).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { NotificationSettings, NotificationSettingsInput } from './types';

export function getNotificationSettings(projectId: string): Promise<NotificationSettings> {
  return unwrap(
    apiClient().GET('/api/v1/notification-settings/{projectId}', { params: { path: { projectId } } }),
    'Failed to load the notification settings',
  );
}

/** Saves every field at once (PUT): the server answers with what it stored (recipients deduplicated). */
export function updateNotificationSettings(
  projectId: string,
  settings: NotificationSettingsInput,
): Promise<NotificationSettings> {
  return unwrap(
    apiClient().PUT('/api/v1/notification-settings/{projectId}', {
      params: { path: { projectId } },
      body: settings,
    }),
    'Could not save the notification settings',
  );
}

export const notificationSettingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.notificationSettings(projectId),
    queryFn: () => getNotificationSettings(projectId),
  });

export function useNotificationSettings(projectId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...notificationSettingsQueryOptions(projectId ?? ''),
    enabled: signedIn && Boolean(projectId),
  });
}

export function useUpdateNotificationSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettingsInput) => updateNotificationSettings(projectId, settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings(projectId), saved),
  });
}
