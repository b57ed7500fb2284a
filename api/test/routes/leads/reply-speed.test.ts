import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leads, leadStatusConfigs, type LeadEventKind } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin } from '../../helper.js';
import { teamWorld, type TeamWorld } from '../../support/lead-team.js';
import { seedLeads } from '../../support/leads.js';
import { putIntentSignals } from '../../support/projects.js';

interface Speed {
  found: number;
  touched: number;
  waiting: number;
  contacted: number;
  first_touch_median_seconds: number | null;
  first_touch_p90_seconds: number | null;
  contacted_median_seconds: number | null;
  contacted_p90_seconds: number | null;
}
interface ReplySpeed {
  days: number;
  since: string;
  contacted_status: { id: string; name: string } | null;
  totals: Speed;
  by_member: (Speed & { user_id: string | null; name: string; former_member: boolean })[];
  by_signal: (Speed & { intent_signal_id: string | null; name: string | null })[];
  series: { date: string; found: number; touched: number; first_touch_median_seconds: number | null }[];
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const dayMs = 86_400_000;
const hour = 3_600_000;
const minute = 60_000;
/** UTC midnight `back` days before today. */
const midnight = (back: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - back * dayMs;
};
const isoDay = (back: number) => new Date(midnight(back)).toISOString().slice(0, 10);

const speedOf = async (world: TeamWorld, query = '', token = world.owner.token) => {
  const response = await world.call(token, 'GET', `/reply_speed${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReplySpeed>();
};

/** Moves a lead's found time, and the time of its history entries of `kind`, to fixed moments. */
async function pin(leadId: string, foundAt: number, events: [LeadEventKind, number][] = []) {
  await app.db
    .update(leads)
    .set({ createdAt: new Date(foundAt) })
    .where(eq(leads.id, leadId));
  for (const [kind, after] of events)
    await app.db
      .update(leadEvents)
      .set({ createdAt: new Date(foundAt + after) })
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, kind)));
}

/**
 * A week of leads with known times: found on two days (three and two days ago), touched by the member and
 * the owner after 10 min, 30 min, 1 h and 3 h, one never touched, two contacted; plus leads the window must
 * leave out (found ten days ago, deleted, not a lead).
 */
async function week() {
  const world = await teamWorld(app, 0);
  const { owner, member, guest, project, call } = world;
  const renamed = await injectWithLogin(app, member.token, {
    method: 'PATCH',
    url: '/users_info/update_name?first_name=Mia&last_name=Member',
  });
  expect(renamed.statusCode).toBe(200);
  const [alternatives, pricing] = await putIntentSignals(app, owner.token, project.id, [
    { name: 'Alternatives', keywords: ['alternative'] },
    { name: 'Pricing', keywords: ['pricing'] },
  ]);
  const a = alternatives!.id;
  const b = pricing!.id;
  const [quick, noted, priced, unmatched, qualified, older, deleted, hidden] = await seedLeads(
    app.db,
    project.id,
    [
      {
        matches: [
          { intentSignalId: a, score: 80 },
          { intentSignalId: b, score: 60 },
        ],
      },
      { matches: [{ intentSignalId: a, score: 70 }] },
      {
        matches: [
          { intentSignalId: b, score: 90 },
          { intentSignalId: a, score: 50 },
        ],
      },
      {},
      { matches: [{ intentSignalId: a, score: 75 }] },
      { matches: [{ intentSignalId: a, score: 75 }] },
      { matches: [{ intentSignalId: a, score: 75 }] },
      { matches: [{ intentSignalId: a, score: 75 }] },
    ],
  );
  const statuses = await app.db
    .select()
    .from(leadStatusConfigs)
    .where(eq(leadStatusConfigs.projectId, project.id))
    .orderBy(leadStatusConfigs.position);
  const status = (name: string) => statuses.find((s) => s.name === name)!.id;
  const move = async (token: string, name: string, leadIds: string[]) =>
    expect(
      (await call(token, 'POST', '/update_status', { status_config_id: status(name), lead_ids: leadIds }))
        .statusCode,
    ).toBe(200);
  const note = async (token: string, leadId: string) =>
    expect((await call(token, 'POST', `/lead/${leadId}/notes`, { body: 'Replied' })).statusCode).toBe(201);

  await move(member.token, 'Contacted', [quick!]);
  await note(owner.token, noted!);
  await move(member.token, 'Contacted', [noted!]);
  await note(member.token, priced!);
  // A verdict and an assignment are no touch: the lead still waits for an answer.
  expect(
    (await call(guest.token, 'POST', `/lead/${unmatched}/verdict`, { verdict: 'good' })).statusCode,
  ).toBe(200);
  expect(
    (await call(owner.token, 'PUT', `/lead/${unmatched}/assignee`, { assignee_id: member.user.id }))
      .statusCode,
  ).toBe(200);
  await move(owner.token, 'Qualified', [qualified!]);
  await move(member.token, 'Qualified', [older!, deleted!, hidden!]);
  expect((await call(owner.token, 'POST', '/mark_leads_as_deleted', { lead_ids: [deleted] })).json()).toEqual(
    {
      updated: 1,
    },
  );
  expect(
    (
      await call(owner.token, 'POST', '/update_verdict', {
        verdict: 'not_lead',
        reason: 'job_post',
        lead_ids: [hidden],
      })
    ).statusCode,
  ).toBe(200);

  const dayOne = midnight(3) + 8 * hour;
  const dayTwo = midnight(2) + 8 * hour;
  await pin(quick!, dayOne, [['status_changed', 10 * minute]]);
  await pin(noted!, dayOne + hour, [
    ['note_added', 30 * minute],
    ['status_changed', 2 * hour],
  ]);
  await pin(priced!, dayTwo, [['note_added', hour]]);
  await pin(unmatched!, dayTwo + 2 * hour);
  await pin(qualified!, dayTwo + 3 * hour, [['status_changed', 3 * hour]]);
  await pin(older!, midnight(10) + 8 * hour, [['status_changed', 24 * hour]]);
  await pin(deleted!, dayTwo, [['status_changed', minute]]);
  await pin(hidden!, dayTwo, [['status_changed', minute]]);
  return { world, a, b, contacted: status('Contacted') };
}

describe('GET /leads/{projectId}/reply_speed', () => {
  it('gives exact medians, 90th percentiles and counts overall, per member, per signal and per day', async () => {
    const { world, a, b, contacted } = await week();
    const { owner, member } = world;
    const speed = await speedOf(world, '?days=7');

    expect(speed.days).toBe(7);
    expect(speed.since).toBe(new Date(midnight(6)).toISOString());
    expect(speed.contacted_status).toEqual({ id: contacted, name: 'Contacted' });
    // Touches after 10 min, 30 min, 1 h, 3 h; contacted after 10 min and 2 h.
    expect(speed.totals).toEqual({
      found: 5,
      touched: 4,
      waiting: 1,
      contacted: 2,
      first_touch_median_seconds: 2700,
      first_touch_p90_seconds: 8640,
      contacted_median_seconds: 3900,
      contacted_p90_seconds: 6540,
    });
    // Two leads each: the same count is ordered by name ("Mia Member" before "user-...@example.com").
    expect(speed.by_member).toEqual([
      {
        user_id: member.user.id,
        name: 'Mia Member',
        former_member: false,
        found: 2,
        touched: 2,
        waiting: 0,
        contacted: 1,
        first_touch_median_seconds: 2100,
        first_touch_p90_seconds: 3300,
        contacted_median_seconds: 600,
        contacted_p90_seconds: 600,
      },
      {
        user_id: owner.user.id,
        name: owner.email,
        former_member: false,
        found: 2,
        touched: 2,
        waiting: 0,
        contacted: 1,
        first_touch_median_seconds: 6300,
        first_touch_p90_seconds: 9900,
        contacted_median_seconds: 7200,
        contacted_p90_seconds: 7200,
      },
    ]);
    expect(speed.by_signal).toEqual([
      {
        intent_signal_id: a,
        name: 'Alternatives',
        found: 3,
        touched: 3,
        waiting: 0,
        contacted: 2,
        first_touch_median_seconds: 1800,
        first_touch_p90_seconds: 9000,
        contacted_median_seconds: 3900,
        contacted_p90_seconds: 6540,
      },
      {
        intent_signal_id: b,
        name: 'Pricing',
        found: 1,
        touched: 1,
        waiting: 0,
        contacted: 0,
        first_touch_median_seconds: 3600,
        first_touch_p90_seconds: 3600,
        contacted_median_seconds: null,
        contacted_p90_seconds: null,
      },
      {
        intent_signal_id: null,
        name: null,
        found: 1,
        touched: 0,
        waiting: 1,
        contacted: 0,
        first_touch_median_seconds: null,
        first_touch_p90_seconds: null,
        contacted_median_seconds: null,
        contacted_p90_seconds: null,
      },
    ]);
    const empty = (back: number) => ({
      date: isoDay(back),
      found: 0,
      touched: 0,
      first_touch_median_seconds: null,
    });
    expect(speed.series).toEqual([
      empty(6),
      empty(5),
      empty(4),
      { date: isoDay(3), found: 2, touched: 2, first_touch_median_seconds: 1200 },
      { date: isoDay(2), found: 3, touched: 2, first_touch_median_seconds: 7200 },
      empty(1),
      empty(0),
    ]);

    // 30 days take in the lead found ten days ago, touched a day later; 7 is the default.
    const month = await speedOf(world, '?days=30');
    expect(month.series).toHaveLength(30);
    expect(month.totals).toMatchObject({ found: 6, touched: 5, first_touch_median_seconds: 3600 });
    expect((await speedOf(world)).totals).toEqual(speed.totals);
  });

  it('names a member who left by the name they acted under, as a former member', async () => {
    const { world } = await week();
    const { owner, member } = world;
    const removed = await injectWithLogin(app, owner.token, {
      method: 'DELETE',
      url: `/api/v1/organization/members/${member.user.id}`,
    });
    expect(removed.statusCode).toBe(204);
    await injectWithLogin(app, member.token, {
      method: 'PATCH',
      url: '/users_info/update_name?first_name=Someone&last_name=Else',
    });
    const speed = await speedOf(world);
    expect(
      speed.by_member.map(({ user_id, name, former_member }) => ({ user_id, name, former_member })),
    ).toEqual([
      { user_id: member.user.id, name: 'Mia Member', former_member: true },
      { user_id: owner.user.id, name: owner.email, former_member: false },
    ]);
  });

  it('answers an empty project with zeros and nulls, and no contacted status once none is named so', async () => {
    const world = await teamWorld(app, 0);
    await app.db
      .update(leadStatusConfigs)
      .set({ name: 'Replied' })
      .where(and(eq(leadStatusConfigs.projectId, world.project.id), eq(leadStatusConfigs.name, 'Contacted')));
    const speed = await speedOf(world);
    expect(speed.contacted_status).toBeNull();
    expect(speed.totals).toEqual({
      found: 0,
      touched: 0,
      waiting: 0,
      contacted: 0,
      first_touch_median_seconds: null,
      first_touch_p90_seconds: null,
      contacted_median_seconds: null,
      contacted_p90_seconds: null,
    });
    expect(speed.by_member).toEqual([]);
    expect(speed.by_signal).toEqual([]);
    expect(speed.series.every((day) => day.found === 0)).toBe(true);
  });

  it('refuses any window but 7 or 30 with a 422 naming days', async () => {
    const world = await teamWorld(app, 0);
    for (const bad of ['14', '0', 'x', '7.5']) {
      const response = await world.call(world.owner.token, 'GET', `/reply_speed?days=${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json()).toMatchObject({ field: 'days' });
    }
  });

  it("is open to the project's guests; a guest of another project and another organization get 404", async () => {
    const world = await teamWorld(app, 0);
    await speedOf(world, '', world.guest.token);
    for (const token of [world.siblingGuest.token, world.outsider.token]) {
      const response = await world.call(token, 'GET', '/reply_speed');
      expect(response.statusCode).toBe(404);
    }
  });
});
