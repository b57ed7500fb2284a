import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leads } from '../../../src/db/schema/index.js';
import { buildTestApp, signUp } from '../../helper.js';
import { teamWorld } from '../../support/lead-team.js';

interface Lead {
  id: string;
  assignee_id: string | null;
  assigned_at: string | null;
  assigned_by: string | null;
}
interface LeadList {
  items: Lead[];
  total: number;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function stored(leadId: string) {
  const [row] = await app.db.select().from(leads).where(eq(leads.id, leadId));
  return row!;
}

const historyOf = (leadIds: string[]) =>
  app.db.select().from(leadEvents).where(inArray(leadEvents.leadId, leadIds));

describe('PUT /leads/{projectId}/lead/{leadId}/assignee', () => {
  it('gives a lead to a member, to a guest, to oneself, and to nobody; the lead and its row say so', async () => {
    const { owner, member, guest, leadIds, call } = await teamWorld(app);
    const [first] = leadIds;
    // The list is read (and kept) before: the change must show in the very next list.
    expect((await call(owner.token, 'GET', '')).json<LeadList>().items[0]).toMatchObject({
      id: first,
      assignee_id: null,
      assigned_at: null,
    });

    const toMember = await call(owner.token, 'PUT', `/lead/${first}/assignee`, {
      assignee_id: member.user.id,
    });
    expect(toMember.statusCode).toBe(200);
    const lead = toMember.json<Lead>();
    expect(lead).toMatchObject({ id: first, assignee_id: member.user.id, assigned_by: owner.user.id });
    expect(Date.parse(lead.assigned_at!)).toBeGreaterThan(Date.now() - 60_000);
    const row = (await call(member.token, 'GET', '')).json<LeadList>().items[0]!;
    expect(row).toEqual(
      expect.objectContaining({ assignee_id: member.user.id, assigned_at: lead.assigned_at }),
    );
    expect((await call(member.token, 'GET', `/lead/${first}`)).json<Lead>()).toMatchObject({
      assignee_id: member.user.id,
      assigned_by: owner.user.id,
    });

    // The same assignee again changes nothing (time and giver kept); a guest takes it for themselves.
    const again = await call(guest.token, 'PUT', `/lead/${first}/assignee`, { assignee_id: member.user.id });
    expect(again.json<Lead>()).toEqual(lead);
    const mine = await call(guest.token, 'PUT', `/lead/${first}/assignee`, { assignee_id: guest.user.id });
    expect(mine.json<Lead>()).toMatchObject({ assignee_id: guest.user.id, assigned_by: guest.user.id });

    const cleared = await call(member.token, 'PUT', `/lead/${first}/assignee`, { assignee_id: null });
    expect(cleared.json<Lead>()).toMatchObject({ assignee_id: null, assigned_at: null, assigned_by: null });
    expect(await stored(first!)).toMatchObject({ assigneeId: null, assignedAt: null, assignedBy: null });
    const changes = (await historyOf([first!])).filter((event) => event.kind === 'assignee_changed');
    expect(changes).toHaveLength(3);
  });

  it('answers someone who may not triage the lead with a 422 naming assignee_id, and saves nothing', async () => {
    const { owner, siblingGuest, outsider, leadIds, call } = await teamWorld(app);
    const stranger = await signUp(app);
    for (const assignee of [outsider.user.id, siblingGuest.user.id, stranger.user.id, randomUUID()]) {
      const response = await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, {
        assignee_id: assignee,
      });
      expect(response.statusCode, assignee).toBe(422);
      expect(response.json()).toMatchObject({ code: 'ASSIGNEE_NOT_IN_PROJECT', field: 'assignee_id' });
    }
    for (const payload of [
      { assignee_id: 'bob' },
      {},
      { assignee_id: 42 },
      { assignee_id: null, extra: 1 },
    ]) {
      const response = await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json<{ field: string }>().field).toMatch(/^(assignee_id|extra)$/);
    }
    expect((await stored(leadIds[0]!)).assigneeId).toBeNull();
    expect((await historyOf(leadIds)).filter((event) => event.kind !== 'found')).toEqual([]);
  });

  it("is 404 for another project's lead, a deleted lead and an unknown one, and for people outside the project", async () => {
    const { owner, member, siblingGuest, outsider, siblingLead, leadIds, call } = await teamWorld(app);
    await call(owner.token, 'POST', '/mark_leads_as_deleted', { lead_ids: [leadIds[1]] });
    for (const leadId of [siblingLead, leadIds[1]!, randomUUID()]) {
      const response = await call(owner.token, 'PUT', `/lead/${leadId}/assignee`, {
        assignee_id: member.user.id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'LEAD_NOT_FOUND' });
    }
    for (const token of [outsider.token, siblingGuest.token]) {
      const response = await call(token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: null });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    }
    const signedOut = await app.inject({
      method: 'PUT',
      url: `/api/v1/leads/${randomUUID()}/lead/${leadIds[0]}/assignee`,
      payload: { assignee_id: null },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await stored(siblingLead)).assigneeId).toBeNull();
  });
});

describe('POST /leads/{projectId}/update_assignee', () => {
  it("gives many leads at once, by ids (other projects' ignored) and by filter, and moves no lead twice", async () => {
    const { owner, member, guest, siblingLead, leadIds, call } = await teamWorld(app, 4);
    const byIds = await call(guest.token, 'POST', '/update_assignee', {
      assignee_id: member.user.id,
      lead_ids: [leadIds[0], leadIds[1], siblingLead],
    });
    expect(byIds.json()).toEqual({ updated: 2 });
    expect((await stored(siblingLead)).assigneeId).toBeNull();

    // Every unassigned lead to the guest: the two left.
    const byFilter = await call(owner.token, 'POST', '/update_assignee', {
      assignee_id: guest.user.id,
      filter: { assignee: 'none' },
    });
    expect(byFilter.json()).toEqual({ updated: 2, capped: false });
    const again = await call(owner.token, 'POST', '/update_assignee', {
      assignee_id: guest.user.id,
      filter: { assignee: 'none' },
    });
    expect(again.json()).toEqual({ updated: 0, capped: false });
    // The member's leads go back to nobody ("me" is the caller).
    const released = await call(member.token, 'POST', '/update_assignee', {
      assignee_id: null,
      filter: { assignee: 'me' },
    });
    expect(released.json()).toEqual({ updated: 2, capped: false });
    const rows = await app.db.select().from(leads).where(inArray(leads.id, leadIds));
    expect(rows.filter((row) => row.assigneeId === guest.user.id)).toHaveLength(2);
    expect(rows.filter((row) => row.assigneeId === null)).toHaveLength(2);
  });

  it('answers a stranger, a bad filter value and both targets with a 422 naming the field', async () => {
    const { owner, outsider, leadIds, call } = await teamWorld(app);
    const cases: [object, string][] = [
      [{ assignee_id: outsider.user.id, lead_ids: [leadIds[0]] }, 'assignee_id'],
      [{ assignee_id: null, filter: { assignee: 'everyone' } }, 'filter.assignee'],
      [{ assignee_id: null, lead_ids: [leadIds[0]], filter: {} }, 'filter'],
      [{ assignee_id: null }, 'lead_ids'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(owner.token, 'POST', '/update_assignee', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ field });
    }
  });
});

describe('GET /leads/{projectId}?assignee=', () => {
  it("lists the caller's leads, unassigned ones, or one person's, and refuses anything else naming assignee", async () => {
    const { owner, member, guest, leadIds, call } = await teamWorld(app, 4);
    await call(owner.token, 'POST', '/update_assignee', {
      assignee_id: member.user.id,
      lead_ids: [leadIds[0], leadIds[2]],
    });
    await call(owner.token, 'PUT', `/lead/${leadIds[3]}/assignee`, { assignee_id: guest.user.id });
    const ids = async (token: string, query: string) => {
      const response = await call(token, 'GET', query);
      expect(response.statusCode, query).toBe(200);
      return response.json<LeadList>().items.map((lead) => lead.id);
    };
    // The same page for two people asking for "me" is two pages.
    expect(await ids(member.token, '?assignee=me')).toEqual([leadIds[0], leadIds[2]]);
    expect(await ids(guest.token, '?assignee=me')).toEqual([leadIds[3]]);
    expect(await ids(owner.token, '?assignee=me')).toEqual([]);
    expect(await ids(owner.token, '?assignee=none')).toEqual([leadIds[1]]);
    expect(await ids(owner.token, `?assignee=${member.user.id.toUpperCase()}`)).toEqual([
      leadIds[0],
      leadIds[2],
    ]);
    expect(await ids(owner.token, `?assignee=${member.user.id}&sort_by=score`)).toHaveLength(2);
    expect(
      (await call(owner.token, 'GET', `?assignee=${member.user.id}&view=full`)).json<LeadList>().total,
    ).toBe(2);
    for (const bad of ['bob', 'ME', '', 'none,me', `${member.user.id}x`]) {
      const response = await call(owner.token, 'GET', `?assignee=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'assignee' });
    }
  });
});

describe('GET /leads/{projectId}/people', () => {
  it('names the members, then the guests, to members and guests alike; 404 to anyone else', async () => {
    const { owner, admin, member, guest, siblingGuest, outsider, call } = await teamWorld(app);
    await app.inject({
      method: 'PATCH',
      url: '/users_info/update_name?first_name=Zoe&last_name=Admin',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    for (const token of [owner.token, guest.token]) {
      const response = await call(token, 'GET', '/people');
      expect(response.statusCode).toBe(200);
      const people = response.json<{ id: string; name: string; kind: string }[]>();
      expect(people.map((person) => person.kind)).toEqual(['member', 'member', 'member', 'guest']);
      expect(new Set(people.map((person) => person.id))).toEqual(
        new Set([owner.user.id, admin.user.id, member.user.id, guest.user.id]),
      );
      expect(people.find((person) => person.id === admin.user.id)?.name).toBe('Zoe Admin');
      expect(people.find((person) => person.id === guest.user.id)?.name).toBe(guest.email);
    }
    for (const token of [outsider.token, siblingGuest.token]) {
      const response = await call(token, 'GET', '/people');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    }
  });
});
