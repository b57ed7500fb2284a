import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { leads, leadStatusConfigs } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
let owner: { token: string };

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpWithOrganization(app);
});

async function statusesOf(projectId: string) {
  return (
    await app.db
      .select({ id: leadStatusConfigs.id })
      .from(leadStatusConfigs)
      .where(eq(leadStatusConfigs.projectId, projectId))
      .orderBy(asc(leadStatusConfigs.position))
  ).map((row) => row.id);
}

async function rows(ids: string[]) {
  const found = await app.db.select().from(leads).where(inArray(leads.id, ids));
  return ids.map((id) => found.find((row) => row.id === id)!);
}

const post = (projectId: string, action: string, payload: object, token = owner.token) =>
  injectWithLogin(app, token, { method: 'POST', url: `/api/v1/leads/${projectId}/${action}`, payload });

async function scene() {
  const project = await createProject(app, owner.token, `P-${randomUUID()}`);
  const other = await createProject(app, owner.token, `O-${randomUUID()}`);
  const mine = await seedLeads(app.db, project.id, [{}, {}, { read: true }]);
  const theirs = await seedLeads(app.db, other.id, [{}, { read: true }]);
  return { projectId: project.id, otherId: other.id, mine, theirs };
}

describe('bulk triage', () => {
  it('marks leads read and unread, counting only those that changed, never another project’s', async () => {
    const { projectId, mine, theirs } = await scene();
    const read = await post(projectId, 'mark_leads_as_read', { lead_ids: [...mine, ...theirs] });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ updated: 2 });
    expect((await rows(mine)).map((row) => row.read)).toEqual([true, true, true]);
    expect((await rows(theirs)).map((row) => row.read)).toEqual([false, true]);

    const unread = await post(projectId, 'mark_leads_as_unread', { lead_ids: [mine[0], theirs[1]] });
    expect(unread.json()).toEqual({ updated: 1 });
    expect((await rows(mine)).map((row) => row.read)).toEqual([false, true, true]);
    expect((await rows(theirs)).map((row) => row.read)).toEqual([false, true]);
  });

  it('deletes leads out of the list and restores them', async () => {
    const { projectId, mine, theirs } = await scene();
    const list = async () =>
      (await injectWithLogin(app, owner.token, { method: 'GET', url: `/api/v1/leads/${projectId}` })).json<{
        items: { id: string }[];
        total: number;
      }>();
    const deleted = await post(projectId, 'mark_leads_as_deleted', {
      lead_ids: [mine[0], mine[1], theirs[0]],
    });
    expect(deleted.json()).toEqual({ updated: 2 });
    expect((await list()).items.map((lead) => lead.id)).toEqual([mine[2]]);
    expect((await rows(theirs)).map((row) => row.deleted)).toEqual([false, false]);
    // Deleted leads are out of reach of other triage until restored.
    expect((await post(projectId, 'mark_leads_as_read', { lead_ids: [mine[0]] })).json()).toEqual({
      updated: 0,
    });

    expect(
      (await post(projectId, 'mark_leads_as_restored', { lead_ids: [mine[0], theirs[0]] })).json(),
    ).toEqual({
      updated: 1,
    });
    expect((await list()).total).toBe(2);
    expect((await post(projectId, 'mark_leads_as_restored', { lead_ids: [mine[0]] })).json()).toEqual({
      updated: 0,
    });
  });

  it('moves leads to a status of the project; another project’s status is 404', async () => {
    const { projectId, otherId, mine, theirs } = await scene();
    const [defaultStatus, contacted] = await statusesOf(projectId);
    const [theirDefault] = await statusesOf(otherId);
    const moved = await post(projectId, 'update_status', {
      status_config_id: contacted,
      lead_ids: [mine[0], mine[1], theirs[0]],
    });
    expect(moved.json()).toEqual({ updated: 2 });
    expect((await rows(mine)).map((row) => row.statusConfigId)).toEqual([
      contacted,
      contacted,
      defaultStatus,
    ]);
    expect((await rows(theirs)).map((row) => row.statusConfigId)).toEqual([theirDefault, theirDefault]);
    expect(
      (await post(projectId, 'update_status', { status_config_id: contacted, lead_ids: [mine[0]] })).json(),
    ).toEqual({ updated: 0 });

    for (const statusId of [theirDefault, randomUUID()]) {
      const refused = await post(projectId, 'update_status', {
        status_config_id: statusId,
        lead_ids: [mine[2]],
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'STATUS_CONFIG_NOT_FOUND', field: 'status_config_id' });
    }
    expect((await rows(mine))[2]!.statusConfigId).toBe(defaultStatus);
  });

  it('refuses bad lead id lists naming the field', async () => {
    const { projectId } = await scene();
    const tooMany = Array.from({ length: 1001 }, () => randomUUID());
    const cases: [string, object, string][] = [
      ['mark_leads_as_read', { lead_ids: [] }, 'lead_ids'],
      ['mark_leads_as_unread', { lead_ids: tooMany }, 'lead_ids'],
      ['mark_leads_as_deleted', { lead_ids: [randomUUID(), 'nope'] }, 'lead_ids.1'],
      ['mark_leads_as_restored', {}, 'lead_ids'],
      ['update_status', { lead_ids: [randomUUID()] }, 'status_config_id'],
      ['update_status', { status_config_id: 'nope', lead_ids: [randomUUID()] }, 'status_config_id'],
    ];
    for (const [action, payload, field] of cases) {
      const response = await post(projectId, action, payload);
      expect(response.statusCode, `${action} ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const thousand = Array.from({ length: 1000 }, () => randomUUID());
    expect((await post(projectId, 'mark_leads_as_read', { lead_ids: thousand })).json()).toEqual({
      updated: 0,
    });
  });

  it('lets guests of the project triage', async () => {
    const { projectId, mine } = await scene();
    const [, , qualified] = await statusesOf(projectId);
    const guest = await signUp(app);
    await addGuest(app, owner.token, projectId, guest.user.id);
    const lead_ids = [mine[0]];
    expect((await post(projectId, 'mark_leads_as_read', { lead_ids }, guest.token)).json()).toEqual({
      updated: 1,
    });
    expect((await post(projectId, 'mark_leads_as_unread', { lead_ids }, guest.token)).json()).toEqual({
      updated: 1,
    });
    expect(
      (await post(projectId, 'update_status', { status_config_id: qualified, lead_ids }, guest.token)).json(),
    ).toEqual({ updated: 1 });
    expect((await post(projectId, 'mark_leads_as_deleted', { lead_ids }, guest.token)).json()).toEqual({
      updated: 1,
    });
    expect((await post(projectId, 'mark_leads_as_restored', { lead_ids }, guest.token)).json()).toEqual({
      updated: 1,
    });
    expect((await rows(lead_ids as string[]))[0]).toMatchObject({
      statusConfigId: qualified,
      deleted: false,
    });
  });
});
