export { useSession, onSignOut, getAccessToken, ACCESS_TOKEN_KEY } from './session-store';
export type { SessionState } from './session-store';
export { useSelectedProject, SELECTED_PROJECT_KEY } from './selected-project';
