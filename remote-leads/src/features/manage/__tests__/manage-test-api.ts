// The manage editors' test scene: a fake API (../../../testing/manage-routes) per test with Ada signed
// in, the project she works in (a member by default: set `state.project.viewer_role` before rendering), and
// the timing the dialogs need (the dialog code is a lazy chunk the first test transforms).
import { act } from '@testing-library/react';
import { notify } from '@signalboard/shared/feedback';
import { queryClient } from '@signalboard/shared/query';
import { startApiServer, withApiServer, type ApiServer } from '@signalboard/shared/testing';
import { emptyManageState, manageRoutes, type ManageState } from '../../../testing/manage-routes';

export const TOKEN = 'token-ada';
export const PROJECT = 'p1';

export interface ManageApi extends ApiServer {
  state: ManageState;
}

const signedIn = (authorization: string | undefined) => authorization === `Bearer ${TOKEN}`;

export function withManageApi(): () => ManageApi {
  afterEach(() => {
    act(() => notify.remove());
    // The next test's project (and role) must come from its own server, not this one's cache.
    queryClient.clear();
  });
  return withApiServer(
    async () => {
      const state = emptyManageState();
      const server = await startApiServer(manageRoutes(state, signedIn));
      return { ...server, state };
    },
    { signInWith: TOKEN },
  );
}
