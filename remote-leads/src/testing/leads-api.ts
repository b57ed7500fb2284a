// The whole lead workspace's fake API for remote-leads tests: every helper's routes over ONE state
// object (so a lead starred in the drawer is starred in the list, a status added in "Statuses" is
// offered in the rows), on a real HTTP server per test with Ada signed in.
import { act } from '@testing-library/react';
import { notify } from '@signalboard/shared/feedback';
import { queryClient } from '@signalboard/shared/query';
import { startApiServer, withApiServer, type ApiRoutes, type ApiServer } from '@signalboard/shared/testing';
import { crmRoutes, emptyCrmState, type CrmState } from './crm-routes';
import { leadActionsRoutes } from './lead-actions-routes';
import { leadItemRoutes } from './lead-item-routes';
import { leadVerdictRoutes } from './lead-verdict-routes';
import { emptyLeadsListState, leadsListRoutes, type LeadsListState } from './leads-list-routes';
import { emptyManageState, manageRoutes, type ManageState } from './manage-routes';
import { overviewRoutes } from './overview-routes';
import { disconnectedSlack, slackStatusRoutes, type SlackStatusState } from './slack-routes';

export const LEADS_TOKEN = 'token-ada';
export const LEADS_PROJECT = 'p1';

export interface LeadsApiState extends LeadsListState, ManageState, SlackStatusState, CrmState {
  /** Whole bodies by lead id, for leads the list shows cut (the lead item routes). */
  bodies: Map<string, string>;
}

export const emptyLeadsApiState = (): LeadsApiState => ({
  ...emptyManageState(),
  ...emptyLeadsListState(),
  bodies: new Map(),
  slackConnection: disconnectedSlack(),
  ...emptyCrmState(),
});

const signedIn = (authorization: string | undefined) => authorization === `Bearer ${LEADS_TOKEN}`;

/** Every route of the workspace over `state`; later groups win where two answer the same path. */
export function leadsApiRoutes(state: LeadsApiState): ApiRoutes {
  return {
    ...manageRoutes(state, signedIn),
    ...leadsListRoutes(state, signedIn),
    ...leadItemRoutes(state, signedIn),
    ...leadActionsRoutes(state, signedIn),
    ...leadVerdictRoutes(state, signedIn),
    ...overviewRoutes(state, signedIn),
    ...slackStatusRoutes(state, signedIn),
    ...crmRoutes(state, signedIn),
  };
}

export interface LeadsApi extends ApiServer {
  state: LeadsApiState;
}

/** Registers a fresh server and state per test (Ada signed in); returns the current one's getter. */
export function withLeadsApi(): () => LeadsApi {
  afterEach(() => {
    act(() => notify.remove());
    queryClient.clear();
    localStorage.clear();
  });
  return withApiServer(
    async () => {
      const state = emptyLeadsApiState();
      const server = await startApiServer(leadsApiRoutes(state));
      return { ...server, state };
    },
    { signInWith: LEADS_TOKEN },
  );
}
