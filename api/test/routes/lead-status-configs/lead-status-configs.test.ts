import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { runWorkers: false });
});

interface Status {
  id: string;
  name: string;
  color: string;
  position: number;
  is_default: boolean;
  lead_count: number;
}

const base = (projectId: string) => `/api/v1/lead-status-configs/project/${projectId}`;
const list = async (token: string, projectId: string) =>
  (await injectWithLogin(app, token, { method: 'GET', url: base(projectId) })).json<Status[]>();
const create = (token: string, projectId: string, payload: object) =>
  injectWithLogin(app, token, { method: 'POST', url: base(projectId), payload });
const patch = (token: string, projectId: string, id: string, payload: object) =>
  injectWithLogin(app, token, { method: 'PATCH', url: `${base(projectId)}/status/${id}`, payload });
const remove = (token: string, projectId: string, id: string) =>
  injectWithLogin(app, token, { method: 'DELETE', url: `${base(projectId)}/status/${id}` });
const move = (token: string, projectId: string, id: string, position: number | string) =>
  injectWithLogin(app, token, {
    method: 'PATCH',
    url: `${base(projectId)}/status/${id}/position?new_position=${position}`,
  });

const summary = (statuses: Status[]) => statuses.map((s) => [s.name, s.position, s.is_default, s.lead_count]);

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app, `Statuses ${randomUUID()}`);
  const project = await createProject(app, owner.token);
  return { ...owner, project, statuses: await list(owner.token, project.id) };
}

describe('/api/v1/lead-status-configs/project/{projectId}', () => {
  it('lists the five starting statuses with their lead counts (deleted leads not counted)', async () => {
    const { token, project, statuses } = await ownerWithProject();
    const contacted = statuses[1]!.id;
    await seedLeads(app.db, project.id, [{}, {}, { deleted: true }, { statusConfigId: contacted }]);
    expect(summary(await list(token, project.id))).toEqual([
      ['New', 0, true, 2],
      ['Contacted', 1, false, 1],
      ['Qualified', 2, false, 0],
      ['Won', 3, false, 0],
      ['Lost', 4, false, 0],
    ]);
    expect((await list(token, project.id))[0]).toEqual({
      id: expect.any(String),
      name: 'New',
      color: '#3b82f6',
      position: 0,
      is_default: true,
      lead_count: 2,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('appends new statuses last, refuses taken names (409) and a 21st status', async () => {
    const { token, project } = await ownerWithProject();
    const created = await create(token, project.id, { name: '  Follow   up ', color: '#AABBCC' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Follow up',
      color: '#aabbcc',
      position: 5,
      is_default: false,
      lead_count: 0,
    });
    const clash = await create(token, project.id, { name: 'WON' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'STATUS_CONFIG_NAME_TAKEN', field: 'name' });

    for (let i = 7; i <= 20; i += 1)
      expect((await create(token, project.id, { name: `S${i}` })).statusCode).toBe(201);
    const over = await create(token, project.id, { name: 'S21' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'STATUS_CONFIG_LIMIT' });
    expect((await list(token, project.id)).map((s) => s.position)).toEqual([...Array(20).keys()]);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(41) }, 'name'],
    [{ name: 'Ok', color: 'red' }, 'color'],
    [{ name: 'Ok', color: '#12345g' }, 'color'],
    [{ name: 'Ok', extra: 1 }, 'extra'],
  ])('answers 422 naming the field for %j', async (payload, field) => {
    const { token, project } = await ownerWithProject();
    const response = await create(token, project.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(response.json<{ detail: string }>().detail).toMatch(new RegExp(`^${field}: `));
  });

  it('renames, recolours and switches the default in one go', async () => {
    const { token, project, statuses } = await ownerWithProject();
    const won = statuses[3]!;
    const response = await patch(token, project.id, won.id, {
      name: 'Closed',
      color: '#000000',
      is_default: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Closed',
      color: '#000000',
      is_default: true,
      position: 3,
    });
    expect((await list(token, project.id)).filter((s) => s.is_default).map((s) => s.name)).toEqual([
      'Closed',
    ]);

    const clash = await patch(token, project.id, won.id, { name: 'new' });
    expect(clash.statusCode).toBe(409);
    const notFalse = await patch(token, project.id, won.id, { is_default: false });
    expect(notFalse.statusCode).toBe(422);
    expect(notFalse.json()).toMatchObject({ field: 'is_default' });
    // false on a status that is not the default is what it reads: taken back as no change.
    const other = await patch(token, project.id, statuses[0]!.id, { is_default: false });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ is_default: false });
    const badColor = await patch(token, project.id, won.id, { color: '#fff' });
    expect(badColor.json()).toMatchObject({
      field: 'color',
      detail: 'color: must be a hex colour #rrggbb, e.g. #3b82f6',
    });
    const unknown = await patch(token, project.id, randomUUID(), { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'STATUS_CONFIG_NOT_FOUND' });
  });

  it('deletes a status, moving its leads to the default, and keeps positions dense', async () => {
    const { token, project, statuses } = await ownerWithProject();
    const [fresh, contacted] = [statuses[0]!, statuses[1]!];
    await seedLeads(app.db, project.id, [
      { statusConfigId: contacted.id },
      { statusConfigId: contacted.id },
      { statusConfigId: contacted.id, deleted: true },
    ]);
    const response = await remove(token, project.id, contacted.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ moved_leads: 2, moved_to: fresh.id });
    expect(summary(await list(token, project.id))).toEqual([
      ['New', 0, true, 2],
      ['Qualified', 1, false, 0],
      ['Won', 2, false, 0],
      ['Lost', 3, false, 0],
    ]);
    const rows = await app.db.select().from(leads).where(eq(leads.projectId, project.id));
    expect(rows.every((lead) => lead.statusConfigId === fresh.id)).toBe(true);
  });

  it('makes the first other status the default when the default is deleted, and keeps the last one', async () => {
    const { token, project, statuses } = await ownerWithProject();
    await seedLeads(app.db, project.id, [{}]);
    const response = await remove(token, project.id, statuses[0]!.id);
    expect(response.json()).toEqual({ moved_leads: 1, moved_to: statuses[1]!.id });
    expect(summary(await list(token, project.id))[0]).toEqual(['Contacted', 0, true, 1]);

    for (const status of statuses.slice(1, 4))
      expect((await remove(token, project.id, status.id)).statusCode).toBe(200);
    const last = await remove(token, project.id, statuses[4]!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'STATUS_CONFIG_LAST' });
    expect(summary(await list(token, project.id))).toEqual([['Lost', 0, true, 1]]);
    expect((await remove(token, project.id, randomUUID())).statusCode).toBe(404);
  });

  it('moves a status and shifts the others', async () => {
    const { token, project, statuses } = await ownerWithProject();
    const down = await move(token, project.id, statuses[0]!.id, 3);
    expect(down.statusCode).toBe(200);
    expect(down.json<Status[]>().map((s) => [s.name, s.position])).toEqual([
      ['Contacted', 0],
      ['Qualified', 1],
      ['Won', 2],
      ['New', 3],
      ['Lost', 4],
    ]);
    const up = await move(token, project.id, statuses[4]!.id, 0);
    expect(up.json<Status[]>().map((s) => s.name)).toEqual(['Lost', 'Contacted', 'Qualified', 'Won', 'New']);

    for (const position of [5, -1, 'x']) {
      const bad = await move(token, project.id, statuses[0]!.id, position);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ field: 'new_position' });
    }
    expect((await move(token, project.id, randomUUID(), 0)).statusCode).toBe(404);
  });
});
