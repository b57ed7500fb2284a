import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../../src/db/schema/index.js';
import { notifyNewLeads } from '../../../src/leads/new-leads-channel.js';
import type { NewLeadsEvent } from '../../../src/schemas/lead-events.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { addGuest, createProject } from '../../support/projects.js';

interface Lead {
  id: string;
  verdict: 'good' | 'not_lead' | null;
  verdict_reason: string | null;
  verdict_note: string | null;
  verdict_at: string | null;
  verdict_by: string | null;
}
interface LeadList {
  items: Lead[];
  total: number;
}

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

/** A project with `count` unread leads, newest first in the list as ids[0], ids[1]... */
async function world(count = 4) {
  const owner = await signUpWithOrganization(app);
  const project = await createProject(app, owner.token, 'Triage');
  const now = Date.now();
  const ids = await seedLeads(
    app.db,
    project.id,
    Array.from({ length: count }, (_, index) => ({
      title: `Lead ${index}`,
      publishedAt: new Date(now - index * 60_000),
    })),
  );
  const call = (method: 'GET' | 'POST', path: string, payload?: object, token = owner.token) =>
    injectWithLogin(app, token, {
      method,
      url: `/api/v1/leads/${project.id}${path}`,
      ...(payload ? { payload } : {}),
    });
  const verdict = (leadId: string, payload: object, token = owner.token) =>
    call('POST', `/lead/${leadId}/verdict`, payload, token);
  const listIds = async (query = '') => (await call('GET', query)).json<LeadList>().items.map((l) => l.id);
  return { owner, project, ids, call, verdict, listIds };
}

async function stored(leadId: string) {
  const [row] = await app.db.select().from(leads).where(eq(leads.id, leadId));
  return row!;
}

describe('POST /leads/{projectId}/lead/{leadId}/verdict', () => {
  it('marks a good lead, hides a lead that is not one (with its reason), and restores it', async () => {
    const { owner, ids, verdict, listIds } = await world();
    const good = await verdict(ids[0]!, { verdict: 'good' });
    expect(good.statusCode).toBe(200);
    expect(good.json<Lead>()).toMatchObject({
      id: ids[0],
      verdict: 'good',
      verdict_reason: null,
      verdict_by: owner.user.id,
    });
    expect(Date.parse(good.json<Lead>().verdict_at!)).toBeGreaterThan(Date.now() - 60_000);

    const hidden = await verdict(ids[1]!, { verdict: 'not_lead', reason: 'job_post' });
    expect(hidden.json<Lead>()).toMatchObject({ verdict: 'not_lead', verdict_reason: 'job_post' });
    expect(await stored(ids[1]!)).toMatchObject({ verdict: 'not_lead', verdictReason: 'job_post' });
    expect(await listIds()).toEqual([ids[0], ids[2], ids[3]]);
    expect(await listIds('?verdict=not_lead')).toEqual([ids[1]]);
    expect(await listIds('?verdict=good')).toEqual([ids[0]]);

    const restored = await verdict(ids[1]!, { verdict: null });
    expect(restored.json<Lead>()).toMatchObject({
      verdict: null,
      verdict_reason: null,
      verdict_at: null,
      verdict_by: null,
    });
    expect(await listIds()).toEqual(ids);
    expect(await listIds('?verdict=not_lead')).toEqual([]);
  });

  it('keeps the time and author when the same verdict is given again', async () => {
    const { ids, verdict } = await world(1);
    const first = (await verdict(ids[0]!, { verdict: 'not_lead', reason: 'wrong_buyer' })).json<Lead>();
    const again = (await verdict(ids[0]!, { verdict: 'not_lead', reason: 'wrong_buyer' })).json<Lead>();
    expect(again.verdict_at).toBe(first.verdict_at);
    const changed = (await verdict(ids[0]!, { verdict: 'not_lead', reason: 'other' })).json<Lead>();
    expect(changed.verdict_reason).toBe('other');
  });

  it('answers a missing, needless or unknown reason and an unknown verdict with a 422 naming the field', async () => {
    const { ids, verdict } = await world(1);
    for (const [payload, field] of [
      [{ verdict: 'not_lead' }, 'reason'],
      [{ verdict: 'not_lead', reason: null }, 'reason'],
      [{ verdict: 'good', reason: 'job_post' }, 'reason'],
      [{ verdict: null, reason: 'other' }, 'reason'],
      [{ verdict: 'not_lead', reason: 'spam' }, 'reason'],
      [{ verdict: 'maybe' }, 'verdict'],
      [{}, 'verdict'],
    ] as const) {
      const response = await verdict(ids[0]!, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(typeof response.json<{ detail: string }>().detail).toBe('string');
    }
    expect(await stored(ids[0]!)).toMatchObject({ verdict: null, verdictReason: null });
  });

  it("stores a short note with the reason 'other', as one line, and drops it with any other change", async () => {
    const { ids, verdict, call } = await world(2);
    const noted = await verdict(ids[0]!, {
      verdict: 'not_lead',
      reason: 'other',
      reason_note: '  Already a customer,\n asking   support  ',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json<Lead>()).toMatchObject({
      verdict: 'not_lead',
      verdict_reason: 'other',
      verdict_note: 'Already a customer, asking support',
    });
    expect(await stored(ids[0]!)).toMatchObject({ verdictNote: 'Already a customer, asking support' });
    // A new note is a change (new time); a blank one is none; another reason or a restore clears it.
    expect(
      (await verdict(ids[0]!, { verdict: 'not_lead', reason: 'other', reason_note: 'Reseller' })).json<Lead>()
        .verdict_note,
    ).toBe('Reseller');
    expect(
      (await verdict(ids[0]!, { verdict: 'not_lead', reason: 'other', reason_note: '   ' })).json<Lead>()
        .verdict_note,
    ).toBeNull();
    await verdict(ids[0]!, { verdict: 'not_lead', reason: 'other', reason_note: 'Reseller' });
    expect((await verdict(ids[0]!, { verdict: null })).json<Lead>()).toMatchObject({
      verdict: null,
      verdict_reason: null,
      verdict_note: null,
    });
    // The list carries it too, and a lead without one says null (older clients send no note at all).
    await verdict(ids[1]!, { verdict: 'not_lead', reason: 'job_post' });
    const hidden = (await call('GET', '?verdict=not_lead')).json<LeadList>().items;
    expect(hidden.map((l) => [l.id, l.verdict_note])).toEqual([[ids[1], null]]);

    const bulk = await call('POST', '/update_verdict', {
      verdict: 'not_lead',
      reason: 'other',
      reason_note: 'Students',
      lead_ids: ids,
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    expect((await stored(ids[1]!)).verdictNote).toBe('Students');
  });

  it('answers a note that is too long or comes without the reason other with a 422 naming reason_note', async () => {
    const { ids, verdict, call } = await world(1);
    for (const payload of [
      { verdict: 'not_lead', reason: 'other', reason_note: 'x'.repeat(201) },
      { verdict: 'not_lead', reason: 'job_post', reason_note: 'Hiring' },
      { verdict: 'good', reason_note: 'Nice' },
      { verdict: 'not_lead', reason: 'other', reason_note: 42 },
    ]) {
      const response = await verdict(ids[0]!, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'reason_note',
      });
      const bulk = await call('POST', '/update_verdict', { ...payload, lead_ids: ids });
      expect(bulk.statusCode, JSON.stringify(payload)).toBe(422);
      expect(bulk.json()).toMatchObject({ field: 'reason_note' });
    }
    expect(
      (await verdict(ids[0]!, { verdict: 'not_lead', reason: 'other', reason_note: 'x'.repeat(200) }))
        .statusCode,
    ).toBe(200);
    expect(await stored(ids[0]!)).toMatchObject({ verdictNote: 'x'.repeat(200) });
  });

  it('lets a guest give a note, and keeps another organization from writing one (404, nothing stored)', async () => {
    const { owner, project, ids, verdict } = await world(1);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const note = { verdict: 'not_lead', reason: 'other', reason_note: 'Competitor' };
    expect((await verdict(ids[0]!, note, guest.token)).json<Lead>()).toMatchObject({
      verdict_note: 'Competitor',
      verdict_by: guest.user.id,
    });
    await verdict(ids[0]!, { verdict: null });
    const outsider = await signUpWithOrganization(app, 'Elsewhere');
    const response = await verdict(ids[0]!, note, outsider.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    const bulk = await injectWithLogin(app, outsider.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/update_verdict`,
      payload: { ...note, lead_ids: ids },
    });
    expect(bulk.statusCode).toBe(404);
    expect(await stored(ids[0]!)).toMatchObject({ verdict: null, verdictNote: null });
  });

  it('lets members and guests of the project triage; another organization, its guests and unknown ids get 404', async () => {
    const { owner, project, ids, verdict } = await world(2);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    expect((await verdict(ids[0]!, { verdict: 'good' }, guest.token)).json<Lead>()).toMatchObject({
      verdict: 'good',
      verdict_by: guest.user.id,
    });

    const outsider = await signUpWithOrganization(app, 'Elsewhere');
    const outsiderProject = await createProject(app, outsider.token, 'Theirs');
    const outsiderGuest = await signUp(app);
    await addGuest(app, outsider.token, outsiderProject.id, outsiderGuest.user.id);
    for (const token of [outsider.token, outsiderGuest.token]) {
      const response = await verdict(ids[1]!, { verdict: 'not_lead', reason: 'other' }, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
      const bulk = await injectWithLogin(app, token, {
        method: 'POST',
        url: `/api/v1/leads/${project.id}/update_verdict`,
        payload: { verdict: 'good', lead_ids: ids },
      });
      expect(bulk.statusCode).toBe(404);
    }
    // Their own project's route cannot reach this project's leads either.
    const [theirs] = await seedLeads(app.db, outsiderProject.id, [{}]);
    const crossed = await injectWithLogin(app, outsider.token, {
      method: 'POST',
      url: `/api/v1/leads/${outsiderProject.id}/lead/${ids[1]}/verdict`,
      payload: { verdict: 'good' },
    });
    expect(crossed.json()).toMatchObject({ code: 'LEAD_NOT_FOUND' });
    const crossedBulk = await injectWithLogin(app, outsider.token, {
      method: 'POST',
      url: `/api/v1/leads/${outsiderProject.id}/update_verdict`,
      payload: { verdict: 'good', lead_ids: [ids[1], theirs] },
    });
    expect(crossedBulk.json()).toEqual({ updated: 1 });
    expect(await stored(ids[1]!)).toMatchObject({ verdict: null });
    expect((await verdict(randomUUID(), { verdict: 'good' })).json()).toMatchObject({
      code: 'LEAD_NOT_FOUND',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/leads/${project.id}/lead/${ids[1]}/verdict`,
          payload: { verdict: 'good' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /leads/{projectId}/update_verdict', () => {
  it('changes leads by ids and by filter, counting only leads that changed, and restores by filter', async () => {
    const { ids, call, listIds } = await world(4);
    const good = await call('POST', '/update_verdict', { verdict: 'good', lead_ids: [ids[0], ids[1]] });
    expect(good.json()).toEqual({ updated: 2 });
    expect((await call('POST', '/update_verdict', { verdict: 'good', lead_ids: [ids[0]] })).json()).toEqual({
      updated: 0,
    });

    const byFilter = await call('POST', '/update_verdict', {
      verdict: 'not_lead',
      reason: 'vendor_or_self_promotion',
      filter: { search_text: 'Lead' },
    });
    expect(byFilter.json()).toEqual({ updated: 4, capped: false });
    expect(await listIds()).toEqual([]);
    expect((await stored(ids[3]!)).verdictReason).toBe('vendor_or_self_promotion');

    const restore = await call('POST', '/update_verdict', {
      verdict: null,
      filter: { verdict: 'not_lead' },
    });
    expect(restore.json()).toEqual({ updated: 4, capped: false });
    expect(await listIds()).toEqual(ids);
  });

  it('answers bad bodies with a 422 naming the field', async () => {
    const { ids, call } = await world(1);
    for (const [payload, field] of [
      [{ verdict: 'not_lead', lead_ids: ids }, 'reason'],
      [{ verdict: 'good', reason: 'job_post', lead_ids: ids }, 'reason'],
      [{ verdict: 'good' }, 'lead_ids'],
      [{ verdict: 'good', lead_ids: ids, filter: {} }, 'filter'],
      [{ verdict: 'good', filter: { verdict: 'bad' } }, 'filter.verdict'],
    ] as const) {
      const response = await call('POST', '/update_verdict', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});

describe('hidden leads', () => {
  it('are left out of the count, the unread badges, the overview and the CSV export unless asked for', async () => {
    const { owner, project, ids, call, verdict } = await world(3);
    await verdict(ids[0]!, { verdict: 'not_lead', reason: 'no_buying_intent' });
    await verdict(ids[1]!, { verdict: 'good' });

    expect((await call('GET', '')).json<LeadList>().total).toBe(2);
    expect((await call('GET', '?verdict=not_lead')).json<LeadList>().total).toBe(1);
    expect((await call('GET', '/unread_count')).json()).toEqual({ unread_count: 2 });
    const projects = await injectWithLogin(app, owner.token, { method: 'GET', url: '/api/v1/project' });
    expect(
      projects.json<{ id: string; unread_count: number }[]>().find((p) => p.id === project.id),
    ).toMatchObject({ unread_count: 2 });

    const overview = (await call('GET', '/overview')).json<{
      days: { total: number }[];
      by_status: { count: number }[];
    }>();
    expect(overview.days.reduce((sum, day) => sum + day.total, 0)).toBe(2);
    expect(overview.by_status.reduce((sum, status) => sum + status.count, 0)).toBe(2);

    const csv = (await call('GET', '/export.csv')).body;
    expect(csv).toContain('Lead 1');
    expect(csv).toContain('Lead 2');
    expect(csv).not.toContain('Lead 0');
    const hiddenCsv = (await call('GET', '/export.csv?verdict=not_lead')).body;
    expect(hiddenCsv).toContain('Lead 0');
    expect(hiddenCsv).not.toContain('Lead 1');
  });

  it('are not announced on the live channel', async () => {
    const { owner, project, ids, verdict } = await world(3);
    await verdict(ids[0]!, { verdict: 'not_lead', reason: 'other_meaning' });
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/v1/leads/${project.id}/events`, {
      headers: { authorization: `Bearer ${owner.token}` },
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const match = /event: (\w+)\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return { event: match[1]!, data: match[2]! };
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        buffer += chunk.value;
      }
    };
    expect((await nextEvent()).event).toBe('ready');
    const lead = (id: string, score: number) => ({ id, score, title: `T ${id}`, body: '' });
    // A batch of a hidden and a visible lead: only the visible one is named and counted.
    await notifyNewLeads(app.db, project.id, [lead(ids[0]!, 90), lead(ids[1]!, 75)]);
    const first = JSON.parse((await nextEvent()).data) as NewLeadsEvent;
    expect(first).toMatchObject({ count: 1, lead_ids: [ids[1]], max_score: 70 });
    expect(first.high_score.map((l) => l.id)).toEqual([ids[1]]);
    // A batch of hidden leads only says nothing: the next event is the one after it.
    await notifyNewLeads(app.db, project.id, [lead(ids[0]!, 90)]);
    await notifyNewLeads(app.db, project.id, [lead(ids[2]!, 40)]);
    const second = JSON.parse((await nextEvent()).data) as NewLeadsEvent;
    expect(second).toMatchObject({ count: 1, lead_ids: [ids[2]] });
    controller.abort();
  });
});
