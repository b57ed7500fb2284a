import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dataSources } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const sources = (token: string, projectId: string) =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/leads/${projectId}/leads-data-sources` });

describe('GET /leads/{projectId}/leads-data-sources', () => {
  it('lists the data sources and every platform with leads, in catalogue order, with lead counts', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    const other = await createProject(app, owner.token, 'Other');
    expect((await sources(owner.token, project.id)).json()).toEqual([]);

    const patched = await injectWithLogin(app, owner.token, {
      method: 'PATCH',
      url: `/api/v1/project/${project.id}/data-sources`,
      payload: {
        data_sources: [
          { platform: 'github', enabled: false, settings: { queries: ['crm'] } },
          { platform: 'reddit', enabled: true, settings: { subreddits: ['sales'], keywords: ['crm'] } },
        ],
      },
    });
    expect(patched.statusCode).toBe(200);
    await seedLeads(app.db, project.id, [
      { platform: 'reddit' },
      { platform: 'reddit' },
      { platform: 'reddit', deleted: true },
      { platform: 'hackernews' },
      { platform: 'csv_import', deleted: true },
      { platform: 'sample_feed' },
    ]);
    await seedLeads(app.db, other.id, [{ platform: 'github' }, { platform: 'mastodon' }]);

    const response = await sources(owner.token, project.id);
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ platform: string; data_source_id: string | null }[]>();
    expect(listed).toEqual([
      { platform: 'hackernews', name: 'Hacker News', data_source_id: null, enabled: false, lead_count: 1 },
      {
        platform: 'reddit',
        name: 'Reddit',
        data_source_id: expect.any(String),
        enabled: true,
        lead_count: 2,
      },
      {
        platform: 'github',
        name: 'GitHub',
        data_source_id: expect.any(String),
        enabled: false,
        lead_count: 0,
      },
      { platform: 'sample_feed', name: 'sample_feed', data_source_id: null, enabled: false, lead_count: 1 },
    ]);
    expect(listed[1]!.data_source_id).not.toBe(listed[2]!.data_source_id);
  });

  it('leaves out the demo sample feed: its leads count under the platforms they are stamped with', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    await app.db.insert(dataSources).values({ projectId: project.id, platform: 'sample', enabled: true });
    await seedLeads(app.db, project.id, [
      { platform: 'reddit' },
      { platform: 'reddit' },
      { platform: 'hackernews' },
    ]);
    expect((await sources(owner.token, project.id)).json()).toEqual([
      { platform: 'hackernews', name: 'Hacker News', data_source_id: null, enabled: false, lead_count: 1 },
      { platform: 'reddit', name: 'Reddit', data_source_id: null, enabled: false, lead_count: 2 },
    ]);
  });

  it('is open to guests of the project', async () => {
    const owner = await signUpWithOrganization(app);
    const project = await createProject(app, owner.token);
    await seedLeads(app.db, project.id, [{ platform: 'rss' }]);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    expect((await sources(guest.token, project.id)).json()).toEqual([
      { platform: 'rss', name: 'RSS', data_source_id: null, enabled: false, lead_count: 1 },
    ]);
  });
});
