import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { leads, leadStatusConfigs } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

/**
 * Every lead route of this issue, called on organization A's project by people with no business there:
 * nobody signed in (401), the owner of organization B and a guest of one of B's projects (404, as if
 * the project did not exist). Nothing of A leaks and A's lead is unchanged afterwards.
 */
let app: FastifyInstance;
let target: { projectId: string; leadId: string; statusId: string; title: string };
let callers: { outsider: string; guest: string };

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await signUpWithOrganization(app, 'Target');
  const project = await createProject(app, owner.token, 'Target project');
  const title = `Secret lead ${Date.now()}`;
  const [leadId] = await seedLeads(app.db, project.id, [{ title }]);
  const [, contacted] = await app.db
    .select({ id: leadStatusConfigs.id })
    .from(leadStatusConfigs)
    .where(eq(leadStatusConfigs.projectId, project.id))
    .orderBy(asc(leadStatusConfigs.position));
  target = { projectId: project.id, leadId: leadId!, statusId: contacted!.id, title };

  const outsider = await signUpWithOrganization(app, 'Outsider');
  const outsiderProject = await createProject(app, outsider.token, 'B1');
  const guest = await signUp(app);
  await addGuest(app, outsider.token, outsiderProject.id, guest.user.id);
  callers = { outsider: outsider.token, guest: guest.token };
});

const routes = (): [string, InjectOptions][] => {
  const base = `/api/v1/leads/${target.projectId}`;
  const lead_ids = [target.leadId];
  return [
    ['GET list', { method: 'GET', url: `${base}?search_text=secret` }],
    ['GET lead', { method: 'GET', url: `${base}/lead/${target.leadId}` }],
    ['POST read', { method: 'POST', url: `${base}/lead/${target.leadId}/read` }],
    ['POST star', { method: 'POST', url: `${base}/lead/${target.leadId}/star`, payload: { starred: true } }],
    [
      'POST update_status',
      {
        method: 'POST',
        url: `${base}/update_status`,
        payload: { status_config_id: target.statusId, lead_ids },
      },
    ],
    ['POST mark read', { method: 'POST', url: `${base}/mark_leads_as_read`, payload: { lead_ids } }],
    ['POST mark unread', { method: 'POST', url: `${base}/mark_leads_as_unread`, payload: { lead_ids } }],
    ['POST mark deleted', { method: 'POST', url: `${base}/mark_leads_as_deleted`, payload: { lead_ids } }],
    ['POST mark restored', { method: 'POST', url: `${base}/mark_leads_as_restored`, payload: { lead_ids } }],
    ['GET leads-data-sources', { method: 'GET', url: `${base}/leads-data-sources` }],
    [
      'POST verdict',
      {
        method: 'POST',
        url: `${base}/lead/${target.leadId}/verdict`,
        payload: { verdict: 'not_lead', reason: 'other' },
      },
    ],
    [
      'POST update_verdict',
      { method: 'POST', url: `${base}/update_verdict`, payload: { verdict: 'good', lead_ids } },
    ],
    [
      'POST update_verdict by filter',
      {
        method: 'POST',
        url: `${base}/update_verdict`,
        payload: { verdict: null, filter: { verdict: 'not_lead' } },
      },
    ],
  ];
};

describe('lead routes and tenancy', () => {
  it('answer 401 signed out and 404 to another organization and its guests, changing nothing', async () => {
    const [before] = await app.db.select().from(leads).where(eq(leads.id, target.leadId));
    const failures: string[] = [];
    for (const [name, options] of routes()) {
      const responses = {
        anonymous: await app.inject(options),
        outsider: await injectWithLogin(app, callers.outsider, options),
        guest: await injectWithLogin(app, callers.guest, options),
      };
      for (const [caller, response] of Object.entries(responses)) {
        const expected = caller === 'anonymous' ? 401 : 404;
        if (response.statusCode !== expected) failures.push(`${name} as ${caller}: ${response.statusCode}`);
        const code = caller === 'anonymous' ? 'UNAUTHORIZED' : 'PROJECT_NOT_FOUND';
        if (response.json<{ code: string }>().code !== code)
          failures.push(`${name} as ${caller}: ${response.body}`);
        for (const marker of [target.title, target.leadId, target.statusId])
          if (response.body.includes(marker)) failures.push(`${name} as ${caller} leaked ${marker}`);
      }
    }
    expect(failures).toEqual([]);
    const [after] = await app.db.select().from(leads).where(eq(leads.id, target.leadId));
    expect(after).toEqual(before);
  });
});
