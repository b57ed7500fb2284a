import { useSession, type SignOutReason } from './session-store';

/** True while an access token is stored. */
export function useIsSignedIn(): boolean {
  return useSession((state) => state.accessToken !== null);
}

/** Signs out from outside React (e.g. a menu item): token removed, listeners told. */
export function signOut(reason: SignOutReason = 'sign-out'): void {
  useSession.getState().signOut(reason);
}
