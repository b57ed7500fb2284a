// The API the lead detail calls, for these tests: the workspace's fake API
// (remote-leads/src/testing/leads-api.ts) with Ada signed in, and ids shaped as the API's.
import { startApiServer, withApiServer, type ApiServer } from '@signalboard/shared/testing';
import {
  emptyLeadsApiState,
  LEADS_PROJECT,
  LEADS_TOKEN,
  leadsApiRoutes,
  type LeadsApiState,
} from '../../../testing/leads-api';
import { listLead } from '../../../testing/leads-list-routes';

export const TOKEN = LEADS_TOKEN;
export const PROJECT = LEADS_PROJECT;

/** Lead ids are UUIDs, as the API's (the filter drops ids that are not). */
export const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const statusId = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const columnId = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export { listLead };

export interface DetailApi extends ApiServer {
  state: LeadsApiState;
}

export async function startDetailApi(): Promise<DetailApi> {
  const state = emptyLeadsApiState();
  const server = await startApiServer(leadsApiRoutes(state));
  return { ...server, state };
}

export function withDetailApi(): () => DetailApi {
  return withApiServer(startDetailApi, { signInWith: TOKEN });
}
