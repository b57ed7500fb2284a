import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CrmProviderId } from '../../src/crm/crm-types.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { startFakeCrm } from '../support/fake-crm/index.js';
import { onTestEnd } from '../support/file-hooks.js';
import { seedLeads, type SeedLead } from '../support/leads.js';
import { createProject } from '../support/projects.js';
import { waitFor } from '../support/wait-for.js';

// Each test's app and CRM are closed after it. On PostgreSQL the apps of one file share its database and
// pg-boss: an app left running would take the next test's pushes with its own CRM's addresses.
/** Closes the app when the test ends (see above). */
export function closedAfterTest<T extends FastifyInstance>(app: T): T {
  onTestEnd(() => app.close());
  return app;
}

/** A local CRM and an API given its variables (OAuth app included), both closed after the test. */
export async function crmTestApp(provider: CrmProviderId, env: Record<string, string> = {}) {
  const fake = await startFakeCrm(provider);
  onTestEnd(() => fake.close());
  const app = closedAfterTest(await buildTestApp({ ...fake.env, RATE_LIMIT_MAX: '100000', ...env }));
  return { fake, app };
}

export async function ownerWithProject(app: FastifyInstance) {
  const owner = await signUpWithOrganization(app);
  const project = await createProject(app, owner.token);
  return { owner, project };
}

/** The browser's OAuth round trip: connect, the CRM's consent page, its redirect into our callback. */
export async function connectByOAuth(
  app: FastifyInstance,
  token: string,
  projectId: string,
  provider: CrmProviderId,
): Promise<URL> {
  const started = await injectWithLogin(app, token, {
    method: 'POST',
    url: `/api/v1/project/${projectId}/crm/${provider}/connect`,
  });
  expect(started.statusCode, started.body).toBe(200);
  const consent = await fetch(started.json<{ authorization_url: string }>().authorization_url, {
    redirect: 'manual',
  });
  const back = new URL(String(consent.headers.get('location')));
  const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(callback.statusCode, callback.body).toBe(302);
  return new URL(String(callback.headers.location));
}

export async function seedOne(app: FastifyInstance, projectId: string, lead: SeedLead = {}): Promise<string> {
  const [id] = await seedLeads(app.db, projectId, [{ score: 82, ...lead }]);
  return id!;
}

export async function pushLead(
  app: FastifyInstance,
  token: string,
  projectId: string,
  leadId: string,
  provider: CrmProviderId,
  email?: string,
) {
  return injectWithLogin(app, token, {
    method: 'POST',
    url: `/api/v1/leads/${projectId}/lead/${leadId}/crm_push`,
    payload: email ? { provider, email } : { provider },
  });
}

export interface LeadCrm {
  provider: string;
  state: string;
  record_url: string | null;
}

export async function leadCrm(app: FastifyInstance, token: string, projectId: string, leadId: string) {
  const lead = await injectWithLogin(app, token, {
    method: 'GET',
    url: `/api/v1/leads/${projectId}/lead/${leadId}`,
  });
  return lead.json<{ crm: LeadCrm[] }>().crm;
}

/** Waits until the lead is in the CRM (the worker pushes it). */
export async function waitPushed(
  app: FastifyInstance,
  token: string,
  projectId: string,
  leadId: string,
  timeoutMs = 45_000,
) {
  return waitFor(
    async () => (await leadCrm(app, token, projectId, leadId)).find((link) => link.state === 'pushed'),
    'the lead to reach the CRM',
    timeoutMs,
  );
}

export async function connection(
  app: FastifyInstance,
  token: string,
  projectId: string,
  provider: CrmProviderId,
) {
  const list = await injectWithLogin(app, token, { method: 'GET', url: `/api/v1/project/${projectId}/crm` });
  expect(list.statusCode, list.body).toBe(200);
  return list
    .json<{ connections: Record<string, unknown>[] }>()
    .connections.find((entry) => entry.provider === provider)!;
}
