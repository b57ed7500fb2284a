// /users_info/change_password and /users_info/logout_all: both end every other session of the account.
import { useMutation } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { signOut } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';

export const SIGN_OUT_EVERYWHERE_FAILED = 'Could not sign out everywhere';
export const CHANGE_PASSWORD_FAILED = 'Could not change your password';

export async function signOutEverywhere(): Promise<void> {
  await unwrap(apiClient().POST('/users_info/logout_all'), SIGN_OUT_EVERYWHERE_FAILED);
}

/** Changes the password; answers the fresh token (every earlier one, this browser's included, is dead). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const { access_token } = await unwrap(
    apiClient().POST('/users_info/change_password', {
      body: { current_password: currentPassword, new_password: newPassword },
    }),
    CHANGE_PASSWORD_FAILED,
  );
  return access_token;
}

/** Signs every browser and device out, this one too (its token is revoked with the others). */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => signOut('sign-out') });
}

/** Changes the password and keeps this browser signed in with the fresh token the API answers. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
    onSuccess: (token) => useSession.getState().signIn(token),
  });
}
