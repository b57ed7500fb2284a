import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect } from 'vitest';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createProject, putIntentSignals } from '../support/projects.js';

export type Scope = 'leads:read' | 'leads:write' | 'settings:read' | 'settings:write';

/** A key made through the API by a member, as a person would in Settings → API keys. */
export async function createKey(
  app: FastifyInstance,
  token: string,
  projectId: string,
  name: string,
  scopes: Scope[],
): Promise<string> {
  const response = await injectWithLogin(app, token, {
    method: 'POST',
    url: `/api/v1/project/${projectId}/api_keys`,
    payload: { name, scopes, reach: 'project' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ secret: string }>().secret;
}

export const longBody = `${'I need a CRM that my team of five can learn in a day. '.repeat(120)}END`;

/**
 * One API listening on 127.0.0.1 for the file, with organization A's project (two signals, three leads)
 * and its keys, and organization B's project with a key of its own.
 */
export async function mcpWorld() {
  const app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const owner = await signUpWithOrganization(app, 'Acme');
  const project = await createProject(app, owner.token, 'Acme CRM leads');
  const [crmSignal, switchSignal] = await putIntentSignals(app, owner.token, project.id, [
    { name: 'Looking for a CRM', keywords: ['crm'] },
    { name: 'Switching tools', keywords: ['switch'] },
  ]);
  const day = 24 * 3600 * 1000;
  const [crmLead, switchLead, longLead] = await seedLeads(app.db, project.id, [
    {
      title: 'Which CRM for a small agency?',
      body: 'We are five people and need a CRM we can learn quickly. Recommendations?',
      publishedAt: new Date(Date.now() - 2 * day),
      score: 88,
      matches: [{ intentSignalId: crmSignal!.id, score: 88 }],
    },
    {
      title: 'Moving off spreadsheets',
      body: 'Thinking about a switch from our spreadsheet to a proper tool this quarter.',
      publishedAt: new Date(Date.now() - day),
      score: 61,
      matches: [{ intentSignalId: switchSignal!.id, score: 61 }],
    },
    {
      title: 'A very long post about CRM needs',
      body: longBody,
      publishedAt: new Date(Date.now() - 3 * day),
      score: 74,
      matches: [{ intentSignalId: crmSignal!.id, score: 74 }],
    },
  ]);
  const fullKey = await createKey(app, owner.token, project.id, 'Claude triage', [
    'leads:read',
    'leads:write',
  ]);
  const readKey = await createKey(app, owner.token, project.id, 'Read only', ['leads:read']);

  const stranger = await signUpWithOrganization(app, 'Globex');
  const strangerProject = await createProject(app, stranger.token, 'Globex leads');
  const strangerKey = await createKey(app, stranger.token, strangerProject.id, 'Globex bot', [
    'leads:read',
    'leads:write',
  ]);

  return {
    app,
    base,
    owner,
    project,
    strangerProject,
    signals: { crm: crmSignal!, switch: switchSignal! },
    leads: { crm: crmLead!, switch: switchLead!, long: longLead! },
    keys: { full: fullKey, read: readKey, stranger: strangerKey },
  };
}

/** The SDK's own client over Streamable HTTP to /mcp with `secret` as the bearer. */
export async function httpClient(base: string, secret: string, options: { modern?: boolean } = {}) {
  const client = new Client(
    { name: 'signalboard-test', version: '1.0.0' },
    options.modern ? { versionNegotiation: { mode: 'auto' } } : {},
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${secret}` } },
    }),
  );
  return client;
}

/** A tool's text answer, parsed when it is JSON. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text: string }[]).map((part) => part.text).join('\n');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return {
    isError: result.isError === true,
    text,
    json: json as Record<string, unknown> & { leads?: Row[] },
  };
}

export interface Row {
  id: string;
  title: string;
  score: number;
  signals: string[];
  status: string;
  verdict: string | null;
}
