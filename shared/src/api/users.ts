// /users_info: the signed-in user, their Google profile, renaming, and admin impersonation.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { GoogleUserInfo, User } from './types';

export const UPDATE_NAME_FAILED = 'Failed to update user name';

export function getMe(): Promise<User> {
  return unwrap(apiClient().GET('/users_info/me'), 'Failed to load your account');
}

export function getGoogleUserInfo(): Promise<GoogleUserInfo> {
  return unwrap(apiClient().GET('/users_info/google_user_info'), 'Failed to load your Google profile');
}

export function updateName(firstName: string, lastName: string): Promise<User> {
  return unwrap(
    apiClient().PATCH('/users_info/update_name', {
      params: { query: { first_name: firstName, last_name: lastName } },
    }),
    UPDATE_NAME_FAILED,
  );
}

/** Admin only: a token for another user, to be stored with signIn (impersonation). */
export async function getUserTokenAsAdmin(email: string): Promise<string> {
  const { token } = await unwrap(
    apiClient().POST('/users_info/admin/get_user_token', { params: { query: { email } } }),
    'Could not get a token for that user',
  );
  return token;
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe });

/** The signed-in user; idle while signed out. */
export function useMe() {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({ ...meQueryOptions(), enabled: signedIn });
}

export function useGoogleUserInfo(options: { enabled?: boolean } = {}) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    queryKey: queryKeys.googleUserInfo,
    queryFn: getGoogleUserInfo,
    enabled: signedIn && (options.enabled ?? true),
  });
}

/** Renames the signed-in user; refreshes `useMe`. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ firstName, lastName }: { firstName: string; lastName: string }) =>
      updateName(firstName, lastName),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
