import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { callTool, httpClient, mcpWorld, type Row } from './mcp-world.js';

let world: Awaited<ReturnType<typeof mcpWorld>>;
const clients: Client[] = [];
/** With SB_MCP_TRANSCRIPT=1 the file prints one session (tools, a search, a triage) for the notes. */
const transcript: string[] = [];

beforeAll(async () => {
  world = await mcpWorld();
}, 60_000);

afterAll(async () => {
  for (const client of clients.splice(0)) await client.close();
  if (process.env.SB_MCP_TRANSCRIPT === '1') console.info(transcript.join('\n'));
});

async function connect(secret: string, options: { modern?: boolean } = {}) {
  const client = await httpClient(world.base, secret, options);
  clients.push(client);
  return client;
}

function record(title: string, request: unknown, answer: string) {
  const fence = answer.startsWith('{') ? 'json' : 'text';
  transcript.push(`### ${title}`, '', '```json', JSON.stringify(request, null, 2), '```', '');
  transcript.push(`Answer (the tool result's text):`, '', `\`\`\`${fence}`, answer, '```', '');
}

describe('POST /mcp with an API key', () => {
  it('lists the tools with their schemas, one-line descriptions and read-only hints', async () => {
    const client = await connect(world.keys.full);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'list_projects',
      'search_leads',
      'get_lead',
      'lead_stats',
      'triage_lead',
      'set_lead_status',
      'add_note',
      'push_to_crm',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description).toMatch(/^[^\n]{20,200}$/);
    }
    const readOnly = tools.filter((tool) => tool.annotations?.readOnlyHint).map((tool) => tool.name);
    expect(readOnly).toEqual(['list_projects', 'search_leads', 'get_lead', 'lead_stats']);
    expect(tools.find((tool) => tool.name === 'search_leads')!.inputSchema.required).toEqual(['project_id']);
    transcript.push('# An MCP session against Signalboard (test/mcp/mcp-http.test.ts)', '');
    transcript.push(
      `### tools/list`,
      '',
      tools.map((tool) => `- \`${tool.name}\`: ${tool.description}`).join('\n'),
      '',
    );
  });

  it('lists the projects the key reaches', async () => {
    const client = await connect(world.keys.full);
    const { json } = await callTool(client, 'list_projects', {});
    expect(json.projects).toEqual([
      expect.objectContaining({ id: world.project.id, name: 'Acme CRM leads', unread_leads: 3 }),
    ]);
  });

  it('finds seeded leads by words, signal and status names, and score', async () => {
    const client = await connect(world.keys.full);
    const request = { project_id: world.project.id, query: 'crm', limit: 5 };
    const found = await callTool(client, 'search_leads', request);
    record('tools/call search_leads', request, found.text);
    expect(found.isError).toBe(false);
    expect(found.json.total).toBe(2);
    // Newest first; the long post's snippet is cut.
    expect(found.json.leads!.map((row) => row.id)).toEqual([world.leads.crm, world.leads.long]);
    expect(found.json.leads![0]).toMatchObject({
      signals: ['Looking for a CRM'],
      status: expect.any(String),
    });

    const bySignal = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      signals: ['switching TOOLS'],
    });
    expect(bySignal.json.leads!.map((row) => row.id)).toEqual([world.leads.switch]);

    const bestFirst = await callTool(client, 'search_leads', { project_id: world.project.id, min_score: 70 });
    expect(bestFirst.json.leads!.map((row) => row.score)).toEqual([88, 74]);
    expect(bestFirst.json.next_cursor).toBeNull();

    const unknownStatus = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      status: 'Nope',
    });
    expect(unknownStatus.isError).toBe(true);
    expect(unknownStatus.text).toMatch(/No status is called "Nope".*Choose one of: "/);
  });

  it('pages with next_cursor', async () => {
    const client = await connect(world.keys.full);
    const first = await callTool(client, 'search_leads', { project_id: world.project.id, limit: 2 });
    expect(first.json.leads).toHaveLength(2);
    const second = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      limit: 2,
      cursor: first.json.next_cursor,
    });
    const ids = [...first.json.leads!, ...second.json.leads!].map((row: Row) => row.id);
    expect(new Set(ids).size).toBe(3);
    const bad = await callTool(client, 'search_leads', { project_id: world.project.id, cursor: 'nonsense' });
    expect(bad).toMatchObject({ isError: true, text: expect.stringContaining('not one search_leads gave') });
  });

  it('reads one lead whole, its post cut for the context window', async () => {
    const client = await connect(world.keys.full);
    const { json, isError } = await callTool(client, 'get_lead', {
      project_id: world.project.id,
      lead_id: world.leads.long,
    });
    expect(isError).toBe(false);
    expect(json.title).toBe('A very long post about CRM needs');
    expect((json.body as string).length).toBeLessThanOrEqual(4000);
    expect(json.body as string).toMatch(/…$/);
    expect(json.signals).toEqual([
      expect.objectContaining({ name: 'Looking for a CRM', score: 74, reason: expect.any(String) }),
    ]);
    expect(json).toMatchObject({ verdict: null, notes: [], crm: [] });
  });

  it("triages a lead good, adds a note, and the lead's history names the key", async () => {
    const client = await connect(world.keys.full);
    const request = {
      project_id: world.project.id,
      lead_id: world.leads.crm,
      verdict: 'good',
      note: 'Asks for a CRM for five people: reply today.',
    };
    const triaged = await callTool(client, 'triage_lead', request);
    record('tools/call triage_lead', request, triaged.text);
    expect(triaged.isError, triaged.text).toBe(false);
    expect(triaged.json).toMatchObject({
      lead_id: world.leads.crm,
      verdict: 'good',
      note_id: expect.any(String),
    });

    const history = await injectWithLogin(world.app, world.owner.token, {
      method: 'GET',
      url: `/api/v1/leads/${world.project.id}/lead/${world.leads.crm}/history`,
    });
    const verdict = history
      .json<{ items: { kind: string; actor: { kind: string; name: string } }[] }>()
      .items.find((entry) => entry.kind === 'verdict_changed');
    expect(verdict?.actor).toMatchObject({ kind: 'key', name: 'API key “Claude triage”' });
    transcript.push(
      `The lead's history afterwards (GET …/history, as the owner): \`${JSON.stringify(verdict)}\``,
      '',
    );

    const lead = await callTool(client, 'get_lead', {
      project_id: world.project.id,
      lead_id: world.leads.crm,
    });
    expect(lead.json.notes).toEqual([expect.objectContaining({ text: request.note })]);
  });

  it("refuses not_lead without a reason in the API's words, then hides it with one", async () => {
    const client = await connect(world.keys.full);
    const args = { project_id: world.project.id, lead_id: world.leads.switch, verdict: 'not_lead' };
    const refused = await callTool(client, 'triage_lead', args);
    expect(refused).toMatchObject({ isError: true, text: expect.stringContaining('VALIDATION_ERROR') });
    expect(refused.text).toContain('reason');
    const hidden = await callTool(client, 'triage_lead', { ...args, reason: 'no_buying_intent' });
    expect(hidden.json).toMatchObject({ verdict: 'not_lead', reason: 'no_buying_intent' });
    const search = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      verdict: 'not_lead',
    });
    expect(search.json.leads!.map((row) => row.id)).toEqual([world.leads.switch]);
    await callTool(client, 'triage_lead', { ...args, verdict: 'good' });
  });

  it('moves a lead to a status by name and adds a note', async () => {
    const client = await connect(world.keys.full);
    const statuses = await injectWithLogin(world.app, world.owner.token, {
      method: 'GET',
      url: `/api/v1/lead-status-configs/project/${world.project.id}`,
    });
    const target = statuses
      .json<{ id: string; name: string; is_default: boolean }[]>()
      .find((s) => !s.is_default)!;
    const moved = await callTool(client, 'set_lead_status', {
      project_id: world.project.id,
      lead_id: world.leads.long,
      status: target.name.toUpperCase(),
    });
    expect(moved.json).toMatchObject({ status: target.name, done: `Moved to ${target.name}.` });
    const again = await callTool(client, 'set_lead_status', {
      project_id: world.project.id,
      lead_id: world.leads.long,
      status: target.id,
    });
    expect(again.json.done).toBe('The lead was already in that status.');

    const note = await callTool(client, 'add_note', {
      project_id: world.project.id,
      lead_id: world.leads.long,
      text: 'Long post: read the last paragraph.',
    });
    expect(note.json).toMatchObject({ note_id: expect.any(String), done: 'Note added.' });
  });

  it('counts leads per signal and status', async () => {
    const client = await connect(world.keys.full);
    const { json } = await callTool(client, 'lead_stats', { project_id: world.project.id, days: 7 });
    expect(json).toMatchObject({ days: 7, total: 3 });
    expect(json.by_signal).toEqual(
      expect.arrayContaining([
        { signal: 'Looking for a CRM', count: 2 },
        { signal: 'Switching tools', count: 1 },
      ]),
    );
  });

  it('says where to connect a CRM when the project has none', async () => {
    const client = await connect(world.keys.full);
    const pushed = await callTool(client, 'push_to_crm', {
      project_id: world.project.id,
      lead_id: world.leads.crm,
      provider: 'hubspot',
    });
    expect(pushed.isError).toBe(true);
    expect(pushed.text).toContain('CRM_NOT_CONNECTED');
    expect(pushed.text).toContain('Settings → Integrations');
  });

  it('also serves the 2026-07-28 revision (a client that negotiates)', async () => {
    const client = await connect(world.keys.full, { modern: true });
    const { json } = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      query: 'spreadsheet',
    });
    expect(json.leads!.map((row) => row.id)).toEqual([world.leads.switch]);
  });
  // Last of this block: it adds a lead.
  it('keeps pages stable while leads arrive, and pages through the leads not judged yet', async () => {
    const client = await connect(world.keys.full);
    const first = await callTool(client, 'search_leads', { project_id: world.project.id, limit: 1 });
    expect(first.json.leads!.map((row) => row.id)).toEqual([world.leads.switch]);
    const [arrived] = await seedLeads(world.app.db, world.project.id, [{ title: 'Just posted', score: 50 }]);
    const second = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      limit: 1,
      cursor: first.json.next_cursor,
    });
    expect(second.json.leads!.map((row) => row.id)).toEqual([world.leads.crm]);

    // The CRM lead was judged good above, the switch lead judged and cleared... to good: two are left.
    const unjudged = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      verdict: 'none',
      limit: 1,
    });
    expect(unjudged.json.leads!.map((row) => row.id)).toEqual([arrived]);
    const rest = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      verdict: 'none',
      limit: 1,
      cursor: unjudged.json.next_cursor,
    });
    expect(rest.json.leads!.map((row) => row.id)).toEqual([world.leads.long]);
    expect(rest.json.next_cursor).toBeNull();
  });
});

describe('what a key may not do through MCP', () => {
  it('lets a key of another project see nothing of this one', async () => {
    const client = await connect(world.keys.stranger);
    const projects = await callTool(client, 'list_projects', {});
    expect(projects.json.projects).toEqual([expect.objectContaining({ id: world.strangerProject.id })]);
    const search = await callTool(client, 'search_leads', { project_id: world.project.id });
    expect(search).toMatchObject({ isError: true, text: expect.stringContaining('PROJECT_NOT_FOUND') });
    const lead = await callTool(client, 'get_lead', {
      project_id: world.project.id,
      lead_id: world.leads.crm,
    });
    expect(lead.text).toContain('PROJECT_NOT_FOUND');
    expect(lead.text).not.toContain('CRM for a small agency');
  });

  it('keeps a read-only key from triaging, naming the scope it lacks', async () => {
    const client = await connect(world.keys.read);
    const search = await callTool(client, 'search_leads', { project_id: world.project.id });
    expect(search.isError).toBe(false);
    const args = { project_id: world.project.id, lead_id: world.leads.long, verdict: 'good' };
    const triaged = { args, ...(await callTool(client, 'triage_lead', args)) };
    record(
      'tools/call triage_lead with a key of scope leads:read only (isError: true)',
      triaged.args,
      triaged.text,
    );
    expect(triaged.isError).toBe(true);
    expect(triaged.text).toContain('leads:write');
    expect(triaged.text).toContain('API_KEY_SCOPE_MISSING');
  });
});

describe('the /mcp endpoint over HTTP', () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  };
  const post = (headers: Record<string, string>, body: unknown = initialize) =>
    fetch(`${world.base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('answers 401 with WWW-Authenticate to no key and to a session token', async () => {
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${world.owner.token}` }];
    for (const headers of callers) {
      const response = await post(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await response.json()).toMatchObject({ code: 'MCP_API_KEY_REQUIRED' });
    }
    const unknown = await post({ authorization: `Bearer sb_live_${'x'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({
      code: 'API_KEY_INVALID',
      detail: expect.stringContaining('unknown'),
    });
  });

  it('refuses a page of another origin (403) and a foreign Host (421)', async () => {
    const key = { authorization: `Bearer ${world.keys.full}` };
    const foreign = await post({ ...key, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'MCP_ORIGIN_FORBIDDEN' });
    const own = await post({ ...key, origin: 'http://app.signalboard.test' });
    expect(own.status).toBe(200);

    const rebound = await world.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { host: 'attacker.example:3000', 'content-type': 'application/json', ...key },
      payload: initialize,
    });
    expect(rebound.statusCode).toBe(421);
    expect(rebound.json()).toMatchObject({ code: 'MCP_HOST_NOT_ALLOWED' });
  });

  it('answers GET and DELETE 405 (stateless: no stream, no session), other bodies 415, big ones 413', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${world.base}/mcp`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ code: 'MCP_METHOD_NOT_ALLOWED' });
    }
    const text = await fetch(`${world.base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${world.keys.full}` },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const huge = await fetch(`${world.base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.keys.full}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(1_100_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
