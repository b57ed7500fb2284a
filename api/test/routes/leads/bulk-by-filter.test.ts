import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { leads, leadStatusConfigs } from '../../../src/db/schema/index.js';
import { leadLimits } from '../../../src/schemas/lead.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
let owner: { token: string };

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
});

const post = (projectId: string, action: string, payload: object, token = owner.token) =>
  injectWithLogin(app, token, { method: 'POST', url: `/api/v1/leads/${projectId}/${action}`, payload });

async function rows(ids: string[]) {
  const found = await app.db.select().from(leads).where(inArray(leads.id, ids));
  return ids.map((id) => found.find((row) => row.id === id)!);
}

/** Two reddit leads (one about a CRM), a hackernews one, a deleted reddit one, and another project's. */
async function scene() {
  const project = await createProject(app, owner.token, `P-${randomUUID()}`);
  const other = await createProject(app, owner.token, `O-${randomUUID()}`);
  const statuses = (
    await app.db
      .select({ id: leadStatusConfigs.id })
      .from(leadStatusConfigs)
      .where(eq(leadStatusConfigs.projectId, project.id))
      .orderBy(asc(leadStatusConfigs.position))
  ).map((row) => row.id);
  const mine = await seedLeads(app.db, project.id, [
    { platform: 'reddit', title: 'Best CRM for a small team?' },
    { platform: 'reddit', title: 'Weekend plans', read: true },
    { platform: 'hackernews', title: 'Another CRM question' },
    { platform: 'reddit', title: 'Gone', deleted: true },
  ]);
  const theirs = await seedLeads(app.db, other.id, [{ platform: 'reddit' }]);
  return { projectId: project.id, statuses, mine, theirs };
}

describe('bulk actions by filter', () => {
  it('marks every lead the list shows under the filter, never deleted ones or another project’s', async () => {
    const { projectId, mine, theirs } = await scene();
    const read = await post(projectId, 'mark_leads_as_read', { filter: { data_source_filters: ['reddit'] } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ updated: 1, capped: false });
    expect((await rows(mine)).map((row) => row.read)).toEqual([true, true, false, false]);
    expect((await rows(theirs))[0]!.read).toBe(false);

    const unread = await post(projectId, 'mark_leads_as_unread', { filter: { search_text: 'weekend' } });
    expect(unread.json()).toEqual({ updated: 1, capped: false });
    expect((await rows(mine)).map((row) => row.read)).toEqual([true, false, false, false]);
  });

  it('moves matching leads to a status and deletes them', async () => {
    const { projectId, statuses, mine } = await scene();
    const moved = await post(projectId, 'update_status', {
      status_config_id: statuses[2],
      filter: { read: false },
    });
    expect(moved.json()).toEqual({ updated: 2, capped: false });
    expect((await rows(mine)).map((row) => row.statusConfigId)).toEqual([
      statuses[2],
      statuses[0],
      statuses[2],
      statuses[0],
    ]);
    const deleted = await post(projectId, 'mark_leads_as_deleted', {
      filter: { status_config_id: statuses[2] },
    });
    expect(deleted.json()).toEqual({ updated: 2, capped: false });
    expect((await rows(mine)).map((row) => row.deleted)).toEqual([true, false, true, true]);
  });

  it(`changes at most ${leadLimits.bulkFilter} leads per call and says when more are left`, async () => {
    const { projectId } = await scene();
    const cap = leadLimits.bulkFilter;
    // Made in two statements (a post each: a project has one lead per post), not through the seed helper.
    await app.db.execute(sql`
      with made as (
        insert into posts (platform, external_id, body)
        select 'bulk', 'bulk-' || gen_random_uuid(), 'filler' from generate_series(0, ${cap})
        returning id)
      insert into leads (project_id, post_id, platform) select ${projectId}, id, 'bulk' from made`);
    const first = await post(projectId, 'mark_leads_as_read', { filter: { data_source_filters: ['bulk'] } });
    expect(first.json()).toEqual({ updated: cap, capped: true });
    const second = await post(projectId, 'mark_leads_as_read', { filter: { data_source_filters: ['bulk'] } });
    expect(second.json()).toEqual({ updated: 1, capped: false });
  }, 60_000);

  it('takes exactly one of lead_ids and filter; a bad filter is a 422 naming it', async () => {
    const { projectId, statuses, mine } = await scene();
    const cases: [string, object, string][] = [
      ['mark_leads_as_read', {}, 'lead_ids'],
      ['mark_leads_as_read', { lead_ids: [mine[0]], filter: {} }, 'filter'],
      ['update_status', { status_config_id: statuses[1] }, 'lead_ids'],
      ['mark_leads_as_read', { filter: { date_from: 'soon' } }, 'filter.date_from'],
      ['mark_leads_as_read', { filter: { date_from: '0000-01-01' } }, 'filter.date_from'],
      ['mark_leads_as_read', { filter: { search_text: 'a\u0000b' } }, 'filter.search_text'],
      ['mark_leads_as_read', { filter: { smart_column_values: ['{}'] } }, 'filter.smart_column_values.0'],
      ['mark_leads_as_read', { filter: { limit: 5 } }, 'filter'],
      ['mark_leads_as_restored', { filter: {} }, 'filter'],
    ];
    for (const [action, payload, field] of cases) {
      const response = await post(projectId, action, payload);
      expect(response.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(422);
      expect(response.json<{ field: string }>().field).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    }
    expect((await rows(mine)).map((row) => row.read)).toEqual([false, true, false, false]);
  });

  it('keeps status checks: another project’s status is a 404', async () => {
    const { projectId } = await scene();
    const other = await scene();
    const response = await post(projectId, 'update_status', {
      status_config_id: other.statuses[1],
      filter: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'STATUS_CONFIG_NOT_FOUND' });
  });

  it('is open to guests; another organization’s user gets 404 and changes nothing', async () => {
    const { projectId, mine } = await scene();
    const guest = await signUp(app);
    await addGuest(app, owner.token, projectId, guest.user.id);
    expect(
      (await post(projectId, 'mark_leads_as_read', { filter: { starred: false } }, guest.token)).json(),
    ).toEqual({ updated: 2, capped: false });
    const stranger = await signUpWithOrganization(app, 'Elsewhere');
    const response = await post(projectId, 'mark_leads_as_unread', { filter: {} }, stranger.token);
    expect(response.statusCode).toBe(404);
    expect((await rows(mine)).map((row) => row.read)).toEqual([true, true, true, false]);
  });
});
