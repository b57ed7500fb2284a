// The local HubSpot of the suite: the API's fake HubSpot (api/test/support/fake-crm/hubspot.ts: its CRM
// objects, notes, associations and OAuth pages in HubSpot's wire format) started once with the suite, plus a
// small HTTP endpoint the specs (another process) use to read what HubSpot holds and to revoke its tokens.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeHubSpot } from '../../api/test/support/fake-crm/hubspot';

export interface CrmWorkspace {
  origin: string;
  env: Record<string, string>;
  controlUrl: string;
  close: () => Promise<void>;
}

export async function startCrmWorkspace(): Promise<CrmWorkspace> {
  const hubspot = await startFakeHubSpot();
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/hubspot/state')
      return reply(200, { people: hubspot.state.people, notes: hubspot.state.notes });
    if (req.method === 'POST' && url.pathname === '/hubspot/revoke') {
      hubspot.revokeTokens();
      return reply(200, {});
    }
    return reply(404, { error: 'unknown' });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  return {
    origin: hubspot.origin,
    env: hubspot.env,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await hubspot.close();
    },
  };
}

// ---------- For the specs ----------

export interface HubSpotState {
  people: { id: string; properties: Record<string, string> }[];
  notes: { id: string; properties: Record<string, string>; contactIds: string[] }[];
}

/** What the local HubSpot holds now. */
export async function hubspotState(): Promise<HubSpotState> {
  const res = await fetch(`${process.env.E2E_CRM_CONTROL_URL}/hubspot/state`);
  return (await res.json()) as HubSpotState;
}

/** Every HubSpot token stops working (the app was uninstalled): the next push breaks the connection. */
export async function revokeHubSpot(): Promise<void> {
  await fetch(`${process.env.E2E_CRM_CONTROL_URL}/hubspot/revoke`, { method: 'POST' });
}
