import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject, putIntentSignals } from '../../support/projects.js';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signUpWithOrganization>>;
let stranger: Awaited<ReturnType<typeof signUpWithOrganization>>;
let guest: Awaited<ReturnType<typeof signUp>>;
let projectId: string;
let ids: { column: string; run: string; signal: string; status: string };

beforeAll(async () => {
  app = await buildTestApp({}, { runWorkers: false });
  owner = await signUpWithOrganization(app, `Target ${randomUUID()}`);
  stranger = await signUpWithOrganization(app, `Stranger ${randomUUID()}`);
  guest = await signUp(app);
  projectId = (await createProject(app, owner.token)).id;
  await addGuest(app, owner.token, projectId, guest.user.id);
  await seedLeads(app.db, projectId, [{}, {}]);

  const signals = await putIntentSignals(app, owner.token, projectId, [{ name: 'CRM', keywords: ['crm'] }]);
  const column = await injectWithLogin(app, owner.token, {
    method: 'POST',
    url: `/api/v1/leads/${projectId}/smart_columns`,
    payload: { name: 'Competitor', question: 'Mentions a competitor?', kind: 'boolean' },
  });
  const statuses = await injectWithLogin(app, owner.token, {
    method: 'GET',
    url: `/api/v1/lead-status-configs/project/${projectId}`,
  });
  ids = {
    column: column.json<{ id: string }>().id,
    run: column.json<{ analysis_run: { id: string } }>().analysis_run.id,
    signal: signals[0]!.id,
    status: statuses.json<{ id: string }[]>()[1]!.id,
  };
});

type Route = InjectOptions & { read: boolean };

/** Every route of the engine's settings, with a valid body: only the caller decides the answer. */
function routes(): Route[] {
  const leads = `/api/v1/leads/${projectId}`;
  const statuses = `/api/v1/lead-status-configs/project/${projectId}`;
  return [
    { read: true, method: 'GET', url: `${leads}/smart_columns` },
    {
      read: false,
      method: 'POST',
      url: `${leads}/smart_columns`,
      payload: { name: 'Intruder', question: '', kind: 'boolean' },
    },
    {
      read: false,
      method: 'POST',
      url: `${leads}/update_smart_column`,
      payload: { smart_column: { id: ids.column, name: 'Hijacked' }, reanalyze_leads: true },
    },
    {
      read: false,
      method: 'POST',
      url: `${leads}/preview_smart_column`,
      payload: { question: 'Team size?', kind: 'text' },
    },
    { read: false, method: 'DELETE', url: `${leads}/${ids.column}` },
    { read: true, method: 'GET', url: `${leads}/analysis_runs` },
    { read: true, method: 'GET', url: `${leads}/analysis_runs/${ids.run}` },
    { read: true, method: 'GET', url: `${leads}/intent_signals` },
    {
      read: false,
      method: 'PUT',
      url: `${leads}/intent_signals`,
      payload: {
        intent_signals: [{ id: ids.signal, name: 'Hijacked', keywords: [], negative_keywords: [] }],
        reanalyze_leads: true,
      },
    },
    { read: false, method: 'DELETE', url: `${leads}/intent_signals/${ids.signal}` },
    { read: true, method: 'GET', url: statuses },
    { read: false, method: 'POST', url: statuses, payload: { name: 'Intruder' } },
    { read: false, method: 'PATCH', url: `${statuses}/status/${ids.status}`, payload: { is_default: true } },
    { read: false, method: 'DELETE', url: `${statuses}/status/${ids.status}` },
    { read: false, method: 'PATCH', url: `${statuses}/status/${ids.status}/position?new_position=0` },
  ];
}

/** What the owner sees of the project's engine settings. */
async function snapshot() {
  const get = async (url: string) => (await injectWithLogin(app, owner.token, { method: 'GET', url })).json();
  return {
    columns: await get(`/api/v1/leads/${projectId}/smart_columns`),
    runs: await get(`/api/v1/leads/${projectId}/analysis_runs`),
    signals: await get(`/api/v1/leads/${projectId}/intent_signals`),
    statuses: await get(`/api/v1/lead-status-configs/project/${projectId}`),
  };
}

const label = (route: Route) => `${String(route.method)} ${String(route.url)}`;

describe('tenancy of smart columns, analysis runs, intent signals and lead statuses', () => {
  it('answers 404 to a member of another organization and 401 to a signed-out caller, changing nothing', async () => {
    const before = await snapshot();
    expect(before.runs).toHaveLength(1);
    for (const route of routes()) {
      const { read: _read, ...options } = route;
      const foreign = await injectWithLogin(app, stranger.token, options);
      expect(foreign.statusCode, label(route)).toBe(404);
      expect(foreign.json().code, label(route)).toBe('PROJECT_NOT_FOUND');
      const anonymous = await app.inject(options);
      expect(anonymous.statusCode, label(route)).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets a guest read but not change (403), changing nothing', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const { read, ...options } = route;
      const response = await injectWithLogin(app, guest.token, options);
      if (read) expect(response.statusCode, label(route)).toBe(200);
      else {
        expect(response.statusCode, label(route)).toBe(403);
        expect(response.json().code, label(route)).toBe('PROJECT_MEMBERS_ONLY');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never shows a project's run or column through another project's url", async () => {
    const otherProject = (await createProject(app, stranger.token, 'Mine')).id;
    const run = await injectWithLogin(app, stranger.token, {
      method: 'GET',
      url: `/api/v1/leads/${otherProject}/analysis_runs/${ids.run}`,
    });
    expect(run.statusCode).toBe(404);
    expect(run.json().code).toBe('ANALYSIS_RUN_NOT_FOUND');
    const column = await injectWithLogin(app, stranger.token, {
      method: 'POST',
      url: `/api/v1/leads/${otherProject}/update_smart_column`,
      payload: { smart_column: { id: ids.column, name: 'Hijacked' }, reanalyze_leads: false },
    });
    expect(column.statusCode).toBe(404);
    const removed = await injectWithLogin(app, stranger.token, {
      method: 'DELETE',
      url: `/api/v1/leads/${otherProject}/${ids.column}`,
    });
    expect(removed.statusCode).toBe(404);
    const status = await injectWithLogin(app, stranger.token, {
      method: 'DELETE',
      url: `/api/v1/lead-status-configs/project/${otherProject}/status/${ids.status}`,
    });
    expect(status.statusCode).toBe(404);
    expect(status.json().code).toBe('STATUS_CONFIG_NOT_FOUND');
    expect((await snapshot()).columns).toEqual([
      expect.objectContaining({ id: ids.column, name: 'Competitor' }),
    ]);
  });
});
