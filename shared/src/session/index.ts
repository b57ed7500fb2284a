export { useSession, onSignOut, getAccessToken, ACCESS_TOKEN_KEY } from './session-store';
export type { SessionState, SignOutReason } from './session-store';
export { useSelectedProject, SELECTED_PROJECT_KEY } from './selected-project';
export { useIsSignedIn, signOut } from './signed-in';
export { safeNextPath, nextPathFromSearch, signInPathFor, pathWithNext, NEXT_PARAM } from './next-path';
