import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leadStatusConfigs, users } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin } from '../../helper.js';
import { teamWorld, type TeamWorld } from '../../support/lead-team.js';

interface Entry {
  id: string;
  kind: string;
  actor: { kind: string; user_id: string | null; name: string; former_member: boolean };
  data: Record<string, unknown>;
  created_at: string;
}
interface Page {
  items: Entry[];
  next_before: string | null;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const historyOf = async (world: TeamWorld, leadId: string, query = '', token = world.owner.token) => {
  const response = await world.call(token, 'GET', `/lead/${leadId}/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

async function statuses(projectId: string) {
  return app.db
    .select()
    .from(leadStatusConfigs)
    .where(eq(leadStatusConfigs.projectId, projectId))
    .orderBy(leadStatusConfigs.position);
}

async function rename(token: string, first: string, last: string) {
  const response = await injectWithLogin(app, token, {
    method: 'PATCH',
    url: `/users_info/update_name?first_name=${first}&last_name=${last}`,
  });
  expect(response.statusCode).toBe(200);
}

const countEvents = async (leadIds: string[]) =>
  (await app.db.select({ id: leadEvents.id }).from(leadEvents).where(inArray(leadEvents.leadId, leadIds)))
    .length;

describe('GET /leads/{projectId}/lead/{leadId}/history', () => {
  it('records every change newest first with who made it: found, verdicts, bulk statuses, owner, notes, deletion', async () => {
    const world = await teamWorld(app);
    const { owner, member, guest, leadIds, call } = world;
    await rename(member.token, 'Mia', 'Member');
    const [first, second, third] = leadIds as [string, string, string];
    const [initial, next, last] = await statuses(world.project.id);

    expect((await historyOf(world, first)).items).toEqual([
      expect.objectContaining({
        kind: 'found',
        actor: { kind: 'system', user_id: null, name: 'Signalboard', former_member: false },
        data: { platform: 'hackernews', score: 70 },
      }),
    ]);

    expect((await call(owner.token, 'POST', `/lead/${first}/verdict`, { verdict: 'good' })).statusCode).toBe(
      200,
    );
    const byIds = await call(member.token, 'POST', '/update_status', {
      status_config_id: next!.id,
      lead_ids: [first, second],
    });
    expect(byIds.json()).toEqual({ updated: 2 });
    const byFilter = await call(guest.token, 'POST', '/update_status', {
      status_config_id: last!.id,
      filter: { verdict: 'good' },
    });
    expect(byFilter.json()).toEqual({ updated: 1, capped: false });
    const hidden = await call(owner.token, 'POST', '/update_verdict', {
      verdict: 'not_lead',
      reason: 'job_post',
      lead_ids: [second, third],
    });
    expect(hidden.json()).toEqual({ updated: 2 });
    await call(guest.token, 'PUT', `/lead/${first}/assignee`, { assignee_id: member.user.id });
    const note = await call(member.token, 'POST', `/lead/${first}/notes`, { body: 'On it' });
    await call(owner.token, 'POST', '/mark_leads_as_deleted', { lead_ids: [first] });
    expect((await call(owner.token, 'GET', `/lead/${first}/history`)).statusCode).toBe(404);
    await call(owner.token, 'POST', '/mark_leads_as_restored', { lead_ids: [first] });

    const who = (user: { user: { id: string } }, name: string) => ({
      kind: 'user',
      user_id: user.user.id,
      name,
      former_member: false,
    });
    const page = await historyOf(world, first, '', guest.token);
    expect(page.next_before).toBeNull();
    expect(page.items.map(({ kind, actor, data }) => ({ kind, actor, data }))).toEqual([
      { kind: 'restored', actor: who(owner, owner.email), data: {} },
      { kind: 'deleted', actor: who(owner, owner.email), data: {} },
      {
        kind: 'note_added',
        actor: who(member, 'Mia Member'),
        data: { note_id: note.json<{ id: string }>().id, mentioned_user_ids: [] },
      },
      {
        kind: 'assignee_changed',
        actor: who(guest, guest.email),
        data: { from: null, from_name: null, to: member.user.id, to_name: 'Mia Member' },
      },
      {
        kind: 'status_changed',
        actor: who(guest, guest.email),
        data: { from: next!.id, from_name: next!.name, to: last!.id, to_name: last!.name },
      },
      {
        kind: 'status_changed',
        actor: who(member, 'Mia Member'),
        data: { from: initial!.id, from_name: initial!.name, to: next!.id, to_name: next!.name },
      },
      {
        kind: 'verdict_changed',
        actor: who(owner, owner.email),
        data: { from: null, to: 'good', reason: null, note: null },
      },
      expect.objectContaining({ kind: 'found' }),
    ]);
    const times = page.items.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The bulk verdict reached both leads, hidden ones keep their history.
    for (const leadId of [second, third]) {
      const [latest] = (await historyOf(world, leadId)).items;
      expect(latest).toMatchObject({
        kind: 'verdict_changed',
        actor: who(owner, owner.email),
        data: { from: null, to: 'not_lead', reason: 'job_post', note: null },
      });
    }
  });

  it('pages with limit and before, and answers a cursor of another lead or a bad limit with a 422', async () => {
    const world = await teamWorld(app);
    const { owner, leadIds, call } = world;
    for (const body of ['one', 'two', 'three', 'four'])
      await call(owner.token, 'POST', `/lead/${leadIds[0]}/notes`, { body });
    const all = (await historyOf(world, leadIds[0]!)).items;
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: Page = await historyOf(world, leadIds[0]!, `?limit=2${before ? `&before=${before}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((entry) => entry.id));
      before = page.next_before;
    } while (before);
    expect(seen).toEqual(all.map((entry) => entry.id));

    const otherLeads = (await historyOf(world, leadIds[1]!)).items[0]!.id;
    for (const query of [
      `?before=${otherLeads}`,
      `?before=${randomUUID()}`,
      '?before=nope',
      '?limit=0',
      '?limit=101',
      '?limit=x',
    ]) {
      const response = await call(owner.token, 'GET', `/lead/${leadIds[0]}/history${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ field: string }>().field).toBe(query.startsWith('?before') ? 'before' : 'limit');
    }
  });

  it('shows a member removed from the organization, and a guest removed from the project, as former members', async () => {
    const world = await teamWorld(app);
    const { owner, member, guest, leadIds, call } = world;
    await rename(member.token, 'Mia', 'Member');
    const [, next] = await statuses(world.project.id);
    await call(member.token, 'POST', '/update_status', {
      status_config_id: next!.id,
      lead_ids: [leadIds[0]],
    });
    await call(member.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: member.user.id });
    await call(member.token, 'POST', `/lead/${leadIds[0]}/notes`, { body: "Mia's note" });
    await call(guest.token, 'POST', `/lead/${leadIds[0]}/notes`, { body: "The guest's note" });

    const removed = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/organization/members/${member.user.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const ungranted = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/project/guests-access/${world.project.id}/user/${guest.user.id}`,
    });
    expect(ungranted.statusCode).toBe(204);
    // Renamed after leaving: the history keeps the name they acted under.
    await rename(member.token, 'Someone', 'Else');

    const formerMember = { kind: 'user', user_id: member.user.id, name: 'Mia Member', former_member: true };
    const formerGuest = { kind: 'user', user_id: guest.user.id, name: guest.email, former_member: true };
    const entries = (await historyOf(world, leadIds[0]!)).items;
    expect(entries.map((entry) => [entry.kind, entry.actor])).toEqual([
      ['note_added', formerGuest],
      ['note_added', formerMember],
      ['assignee_changed', formerMember],
      ['status_changed', formerMember],
      ['found', { kind: 'system', user_id: null, name: 'Signalboard', former_member: false }],
    ]);
    const notes = (await call(owner.token, 'GET', `/lead/${leadIds[0]}/notes`)).json<{
      items: { author: object; body: string }[];
    }>();
    expect(notes.items.map((note) => note.author)).toEqual([
      { user_id: member.user.id, name: 'Mia Member', former_member: true },
      { user_id: guest.user.id, name: guest.email, former_member: true },
    ]);
    // The lead stays theirs until someone gives it to another (the list can find it by their id).
    const mine = await call(owner.token, 'GET', `?assignee=${member.user.id}`);
    expect(mine.json<{ items: { id: string }[] }>().items.map((lead) => lead.id)).toEqual([leadIds[0]]);

    // An account deleted altogether: no id any more, still named; its leads go back to nobody.
    await app.db.delete(users).where(eq(users.id, member.user.id));
    const afterDeletion = (await historyOf(world, leadIds[0]!)).items;
    expect(afterDeletion[0]).toMatchObject({
      kind: 'assignee_changed',
      actor: { kind: 'system' },
      data: { from: member.user.id, to: null },
    });
    expect(afterDeletion.find((entry) => entry.kind === 'status_changed')?.actor).toEqual({
      ...formerMember,
      user_id: null,
    });
    const noteAuthors = (await call(owner.token, 'GET', `/lead/${leadIds[0]}/notes`)).json<{
      items: { author: object }[];
    }>();
    expect(noteAuthors.items[0]!.author).toEqual({ user_id: null, name: 'Mia Member', former_member: true });
  });

  it('records the first reader of each lead once, and nothing for later marks read, stars or bulk marks', async () => {
    const world = await teamWorld(app, 3);
    const { owner, guest, leadIds, call } = world;
    const before = await countEvents(leadIds);
    expect(before).toBe(3);
    const calls: [string, string, object?][] = [
      [owner.token, `/lead/${leadIds[0]}/read`],
      [guest.token, `/lead/${leadIds[1]}/read?view=brief`],
      [owner.token, `/lead/${leadIds[0]}/star`, { starred: true }],
      [guest.token, `/lead/${leadIds[2]}/star?view=brief`, { starred: true }],
      [owner.token, `/lead/${leadIds[2]}/star`, { starred: false }],
      [owner.token, '/mark_leads_as_unread', { lead_ids: leadIds }],
      [guest.token, '/mark_leads_as_read', { filter: {} }],
    ];
    for (const [token, path, payload] of calls) {
      const response = await call(token, 'POST', path, payload);
      expect(response.statusCode, path).toBe(200);
    }
    // The first two have their readers; the bulk marks (tidying, not reading) named nobody for the third.
    expect(await countEvents(leadIds)).toBe(before + 2);
    // Many marks at once take the batched statement (repositories/lead-flags-batch.ts).
    await Promise.all(
      leadIds.flatMap((leadId) => [
        call(owner.token, 'POST', `/lead/${leadId}/read?view=brief`),
        call(guest.token, 'POST', `/lead/${leadId}/star?view=brief`, { starred: true }),
      ]),
    );
    expect(await countEvents(leadIds)).toBe(before + 3);
    const readers = await Promise.all(
      leadIds.map(async (leadId) => (await historyOf(world, leadId)).items.filter((e) => e.kind === 'read')),
    );
    expect(readers.map((entries) => entries.map((entry) => entry.actor))).toEqual([
      [{ kind: 'user', user_id: owner.user.id, name: owner.email, former_member: false }],
      [{ kind: 'user', user_id: guest.user.id, name: guest.email, former_member: false }],
      [{ kind: 'user', user_id: owner.user.id, name: owner.email, former_member: false }],
    ]);
  });

  it("records a deleted status's leads moving as the remover's change, and goes with a deleted project", async () => {
    const world = await teamWorld(app, 2);
    const { owner, admin, leadIds, call } = world;
    const [initial, next] = await statuses(world.project.id);
    await call(owner.token, 'POST', '/update_status', { status_config_id: next!.id, lead_ids: leadIds });
    const removed = await injectWithLogin(app, admin.token, {
      method: 'DELETE',
      url: `/api/v1/lead-status-configs/project/${world.project.id}/status/${next!.id}`,
    });
    expect(removed.statusCode).toBe(200);
    for (const leadId of leadIds) {
      expect((await historyOf(world, leadId)).items[0]).toMatchObject({
        kind: 'status_changed',
        actor: { kind: 'user', user_id: admin.user.id, name: admin.email },
        data: { from: next!.id, from_name: next!.name, to: initial!.id, to_name: initial!.name },
      });
    }
    await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: admin.user.id });
    await call(owner.token, 'POST', `/lead/${leadIds[0]}/notes`, { body: 'bye' });
    const deleted = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/project/${world.project.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await countEvents(leadIds)).toBe(0);
  });

  it("is 404 for another project's lead, a deleted one, an unknown one and for people outside the project", async () => {
    const world = await teamWorld(app);
    const { owner, outsider, siblingGuest, siblingLead, leadIds, call } = world;
    await call(owner.token, 'POST', '/mark_leads_as_deleted', { lead_ids: [leadIds[1]] });
    for (const leadId of [siblingLead, leadIds[1]!, randomUUID()]) {
      const response = await call(owner.token, 'GET', `/lead/${leadId}/history`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'LEAD_NOT_FOUND' });
    }
    for (const token of [outsider.token, siblingGuest.token]) {
      const response = await call(token, 'GET', `/lead/${leadIds[0]}/history`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    }
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/v1/leads/${world.project.id}/lead/${leadIds[0]}/history`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
