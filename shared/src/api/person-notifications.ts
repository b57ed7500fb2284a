// /api/v1/notifications: the signed-in person's own notifications (a lead given to them, a mention) for the
// bell, and their choice of an e-mail or a Slack DM besides it (issue 26).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import type { paths } from './schema.gen';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type PersonNotificationPage = Json<paths['/api/v1/notifications']['get']['responses'][200]>;
export type PersonNotification = PersonNotificationPage['items'][number];
export type PersonNotificationChoice = Json<
  paths['/api/v1/notifications/preferences']['get']['responses'][200]
>;
export type PersonNotificationChannel = PersonNotificationChoice['assigned'];

export const personNotificationKeys = {
  all: ['person-notifications'] as const,
  list: () => ['person-notifications', 'list'] as const,
  unseen: () => ['person-notifications', 'unseen'] as const,
  choice: () => ['person-notifications', 'choice'] as const,
};

/**
 * Not pushed: the event stream is a project's, the bell is the person's across projects. The count is
 * asked again every 30 s and when the window gets focus; a new notification shows within that.
 */
export const unseenRefetchMs = 30_000;

export const unseenCountQueryOptions = () =>
  queryOptions({
    queryKey: personNotificationKeys.unseen(),
    queryFn: async () =>
      (
        await unwrap(
          apiClient().GET('/api/v1/notifications/unseen_count'),
          'Failed to load your notifications',
        )
      ).unseen,
  });

export function useUnseenNotificationCount() {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...unseenCountQueryOptions(),
    enabled: signedIn,
    refetchInterval: unseenRefetchMs,
    refetchOnWindowFocus: true,
  });
}

/** The newest page (20); the bell asks it when it opens. */
export function usePersonNotifications(enabled: boolean) {
  return useQuery({
    queryKey: personNotificationKeys.list(),
    queryFn: () => unwrap(apiClient().GET('/api/v1/notifications'), 'Failed to load your notifications'),
    enabled,
  });
}

/** Marks all seen; the bell's count and list are asked again. */
export function useMarkAllNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        apiClient().POST('/api/v1/notifications/seen', { body: { notification_ids: [], all: true } }),
        'Could not mark your notifications as seen',
      ),
    onSuccess: ({ unseen }) => {
      queryClient.setQueryData(personNotificationKeys.unseen(), unseen);
      void queryClient.invalidateQueries({ queryKey: personNotificationKeys.list() });
    },
  });
}

export function useNotificationChoice(enabled = true) {
  return useQuery({
    queryKey: personNotificationKeys.choice(),
    queryFn: () =>
      unwrap(apiClient().GET('/api/v1/notifications/preferences'), 'Failed to load your notification choice'),
    enabled,
  });
}

export function useSaveNotificationChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      choice: Pick<PersonNotificationChoice, 'assigned' | 'mentioned'> &
        Partial<Pick<PersonNotificationChoice, 'badge'>>,
    ) =>
      unwrap(
        apiClient().PUT('/api/v1/notifications/preferences', { body: choice }),
        'Could not save your notification choice',
      ),
    onSuccess: (saved) => queryClient.setQueryData(personNotificationKeys.choice(), saved),
  });
}
