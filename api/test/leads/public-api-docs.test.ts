import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { gettingStarted } from '../../src/openapi/getting-started.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { seedLeads } from '../support/leads.js';
import { createProject } from '../support/projects.js';

/*
 * /docs (issue 28): the reference page answers, its document carries the getting-started section and the
 * list's cursor, and the getting-started steps work as written: the paths its commands name are routes,
 * and a key made as step 1 says lists today's good leads and marks one contacted.
 */

interface OpenApi {
  info: { description: string };
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: unknown }[] }>>;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function openApi(): Promise<OpenApi> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApi>();
}

/** The `curl` calls of the getting-started text: method and path, with $PROJECT as the path parameter. */
function documentedCalls(): { method: string; path: string }[] {
  const calls = [...gettingStarted.matchAll(/curl[^\n]*?(?:\\\n[^\n]*?)*"\$SIGNALBOARD_URL(\/[^"?\s]*)/g)];
  return calls.map((match) => ({
    method: /-X POST/.test(match[0]) ? 'post' : 'get',
    path: match[1]!.replace('$PROJECT', '{projectId}'),
  }));
}

describe('/docs', () => {
  it('answers the reference page', async () => {
    let response = await app.inject({ method: 'GET', url: '/docs' });
    for (let hops = 0; response.statusCode >= 300 && response.statusCode < 400 && hops < 3; hops += 1)
      response = await app.inject({
        method: 'GET',
        url: new URL(response.headers.location!, 'http://api.test/docs').pathname,
      });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });

  it('holds the getting-started section, the list’s cursor and updated_since', async () => {
    const document = await openApi();
    const description = document.info.description;
    for (const words of [
      'Getting started',
      'Settings → API keys',
      'sb_live_',
      'next_cursor',
      'Retry-After',
      '/mcp',
      'npx signalboard-mcp',
    ])
      expect(description).toContain(words);
    const list = document.paths['/api/v1/leads/{projectId}']!.get!;
    const names = (list.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['cursor', 'updated_since', 'sort_by', 'skip', 'limit']));
    expect(JSON.stringify(list.parameters?.find((p) => p.name === 'sort_by')?.schema)).toContain('updated');
  });

  it('names only routes that exist in its commands', async () => {
    const document = await openApi();
    const calls = documentedCalls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'get /api/v1/project',
        'get /api/v1/leads/{projectId}',
        'get /api/v1/lead-status-configs/project/{projectId}',
        'post /api/v1/leads/{projectId}/update_status',
      ]),
    );
    for (const call of calls) expect(document.paths[call.path]?.[call.method], call.path).toBeDefined();
  });

  it('works as written: a key lists today’s good leads and marks one contacted', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token, 'Getting started');
    const [good] = await seedLeads(app.db, project.id, [
      { title: 'Which CRM for five people?' },
      { title: 'Other' },
    ]);
    const verdict = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/lead/${good}/verdict`,
      payload: { verdict: 'good' },
    });
    expect(verdict.statusCode).toBe(200);
    // Step 1, as Settings → API keys does it.
    const created = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/project/${project.id}/api_keys`,
      payload: { name: 'Getting started', scopes: ['leads:read', 'leads:write'], reach: 'project' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json<{ secret: string }>().secret;
    const asKey = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });

    const projects = await asKey('GET', '/api/v1/project');
    expect(JSON.stringify(projects.json())).toContain(project.id);
    // Step 2.
    const today = new Date().toISOString().slice(0, 10);
    const leads = await asKey('GET', `/api/v1/leads/${project.id}?verdict=good&date_from=${today}`);
    expect(leads.statusCode, leads.body).toBe(200);
    expect(leads.headers['ratelimit-remaining']).toBeDefined();
    expect(leads.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([good]);
    // Step 3.
    const statuses = await asKey('GET', `/api/v1/lead-status-configs/project/${project.id}`);
    expect(statuses.statusCode, statuses.body).toBe(200);
    const contacted = statuses
      .json<{ id: string; name: string }[]>()
      .find((status) => status.name === 'Contacted');
    const moved = await asKey('POST', `/api/v1/leads/${project.id}/update_status`, {
      status_config_id: contacted!.id,
      lead_ids: [good],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ updated: 1 });
  });
});
