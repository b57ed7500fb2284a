import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { personNotifications } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin } from '../../helper.js';
import { seedLeads } from '../../support/leads.js';
import { teamWorld } from '../../support/lead-team.js';

interface Notification {
  id: string;
  kind: 'assigned' | 'mentioned';
  project_id: string;
  lead_id: string;
  lead_count: number;
  lead_title: string;
  actor_name: string;
  note_excerpt: string | null;
  text: string;
  seen_at: string | null;
}
interface Page {
  items: Notification[];
  next_before: string | null;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const mine = (token: string, query = '') =>
  injectWithLogin(app, token, { method: 'GET', url: `/api/v1/notifications${query}` });
const unseen = async (token: string) =>
  (await injectWithLogin(app, token, { method: 'GET', url: '/api/v1/notifications/unseen_count' })).json<{
    unseen: number;
  }>().unseen;
const seen = (token: string, payload: object) =>
  injectWithLogin(app, token, { method: 'POST', url: '/api/v1/notifications/seen', payload });

describe('personal notifications', () => {
  it('tells the assignee of one lead, not the one who takes a lead for themselves, nor anyone else', async () => {
    const { owner, member, admin, leadIds, call } = await teamWorld(app);
    expect(await unseen(member.token)).toBe(0);
    expect(
      (await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: member.user.id }))
        .statusCode,
    ).toBe(200);
    // Giving it to them again changes nothing, so tells nothing.
    await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: member.user.id });
    // Taking a lead oneself tells nobody.
    await call(admin.token, 'PUT', `/lead/${leadIds[1]}/assignee`, { assignee_id: admin.user.id });

    expect(await unseen(member.token)).toBe(1);
    expect(await unseen(admin.token)).toBe(0);
    expect(await unseen(owner.token)).toBe(0);
    const page = (await mine(member.token)).json<Page>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'assigned',
      lead_id: leadIds[0],
      lead_count: 1,
      lead_title: 'Lead 0',
      text: expect.stringMatching(/ assigned you a lead: Lead 0$/),
      seen_at: null,
    });
  });

  it('sums a bulk assignment of many leads up in ONE notification', async () => {
    const { owner, member, project } = await teamWorld(app, 0);
    const ids = await seedLeads(
      app.db,
      project.id,
      Array.from({ length: 120 }, (_, i) => ({ title: `Bulk ${i}` })),
    );
    const bulk = await injectWithLogin(app, owner.token, {
      method: 'POST',
      url: `/api/v1/leads/${project.id}/update_assignee`,
      payload: { lead_ids: ids, assignee_id: member.user.id },
    });
    expect(bulk.json()).toMatchObject({ updated: 120 });
    const rows = await app.db
      .select()
      .from(personNotifications)
      .where(eq(personNotifications.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'assigned', leadCount: 120, projectId: project.id });
    expect(ids).toContain(rows[0]!.leadId);
    const [item] = (await mine(member.token)).json<Page>().items;
    expect(item!.text).toMatch(/ assigned you 120 leads, the first: Bulk \d+$/);
  });

  it('tells each person a note mentions (not its writer), and on an edit only the newly mentioned', async () => {
    const { owner, member, guest, admin, leadIds, call } = await teamWorld(app);
    const added = await call(member.token, 'POST', `/lead/${leadIds[0]}/notes`, {
      body: 'Worth a reply <b>today</b>?',
      mentioned_user_ids: [owner.user.id, member.user.id],
    });
    expect(added.statusCode).toBe(201);
    const noteId = added.json<{ id: string }>().id;
    const edited = await call(member.token, 'PATCH', `/lead/${leadIds[0]}/notes/${noteId}`, {
      body: 'Worth a reply <b>today</b>? Guest too',
      mentioned_user_ids: [owner.user.id, guest.user.id],
    });
    expect(edited.statusCode).toBe(200);

    expect(await unseen(owner.token)).toBe(1);
    expect(await unseen(guest.token)).toBe(1);
    expect(await unseen(member.token)).toBe(0);
    expect(await unseen(admin.token)).toBe(0);
    const [forOwner] = (await mine(owner.token)).json<Page>().items;
    // Plain text as written: the bell renders it as text.
    expect(forOwner).toMatchObject({
      kind: 'mentioned',
      note_excerpt: 'Worth a reply <b>today</b>?',
      text: expect.stringMatching(/ mentioned you: Worth a reply <b>today<\/b>\?$/),
    });
  });

  it("answers only the caller's own; marking seen touches only theirs; pages newest first", async () => {
    const { owner, member, admin, outsider, leadIds, call } = await teamWorld(app, 5);
    for (const leadId of leadIds)
      await call(owner.token, 'PUT', `/lead/${leadId}/assignee`, { assignee_id: member.user.id });
    await call(owner.token, 'PUT', `/lead/${leadIds[0]}/assignee`, { assignee_id: admin.user.id });
    expect(await unseen(member.token)).toBe(5);

    const first = (await mine(member.token, '?limit=2')).json<Page>();
    expect(first.items.map((n) => n.lead_id)).toEqual([leadIds[4], leadIds[3]]);
    const second = (await mine(member.token, `?limit=2&before=${first.next_before}`)).json<Page>();
    expect(second.items.map((n) => n.lead_id)).toEqual([leadIds[2], leadIds[1]]);
    const last = (await mine(member.token, `?limit=2&before=${second.next_before}`)).json<Page>();
    expect(last).toEqual({ items: [expect.objectContaining({ lead_id: leadIds[0] })], next_before: null });

    // Another person's notification as a cursor is a 422 naming it, as is garbage.
    const adminsId = (await mine(admin.token)).json<Page>().items[0]!.id;
    for (const before of [adminsId, randomUUID(), 'nope']) {
      const refused = await mine(member.token, `?before=${before}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ field: 'before' });
    }
    expect((await mine(outsider.token)).json<Page>().items).toEqual([]);

    // Someone else's id is ignored; the caller's is marked.
    const marked = await seen(member.token, { notification_ids: [adminsId, first.items[0]!.id] });
    expect(marked.json()).toEqual({ marked: 1, unseen: 4 });
    expect(await unseen(admin.token)).toBe(1);
    expect((await seen(member.token, { notification_ids: [], all: true })).json()).toEqual({
      marked: 4,
      unseen: 0,
    });
    expect(await unseen(admin.token)).toBe(1);
  });

  it('refuses bad input with a 422 naming the field', async () => {
    const { member } = await teamWorld(app, 1);
    const cases: [object, string][] = [
      [{}, 'notification_ids'],
      [{ notification_ids: ['not-a-uuid'] }, 'notification_ids'],
      [{ notification_ids: 'x' }, 'notification_ids'],
      [{ notification_ids: [], all: 'yes' }, 'all'],
    ];
    for (const [payload, field] of cases) {
      const refused = await seen(member.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json<{ field: string }>().field).toMatch(new RegExp(`^${field}`));
    }
    const badLimit = await mine(member.token, '?limit=0');
    expect(badLimit.statusCode).toBe(422);
    expect(badLimit.json()).toMatchObject({ field: 'limit' });
    const badChoice = await injectWithLogin(app, member.token, {
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      payload: { assigned: 'pigeon', mentioned: 'app' },
    });
    expect(badChoice.statusCode).toBe(422);
    expect(badChoice.json()).toMatchObject({ field: 'assigned' });
    const badBadge = await injectWithLogin(app, member.token, {
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      payload: { assigned: 'app', mentioned: 'app', badge: 'everything' },
    });
    expect(badBadge.statusCode).toBe(422);
    expect(badBadge.json()).toMatchObject({ field: 'badge' });
  });

  it("keeps each person's own choice", async () => {
    const { member, owner } = await teamWorld(app, 0);
    const url = '/api/v1/notifications/preferences';
    const first = (await injectWithLogin(app, member.token, { method: 'GET', url })).json();
    expect(first).toEqual({
      assigned: 'app',
      mentioned: 'app',
      badge: 'all',
      slack_fallback: null,
      slack_fallback_at: null,
    });
    // What GET answers, PUT takes back unchanged, and it changes nothing.
    const same = await injectWithLogin(app, member.token, { method: 'PUT', url, payload: first });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(first);
    const mineBadge = await injectWithLogin(app, member.token, {
      method: 'PUT',
      url,
      payload: { ...first, badge: 'mine', slack_fallback: 'made up', slack_fallback_at: null },
    });
    expect(mineBadge.json()).toEqual({ ...first, badge: 'mine' });
    const saved = await injectWithLogin(app, member.token, {
      method: 'PUT',
      url,
      payload: { assigned: 'email', mentioned: 'slack' },
    });
    // Left out, the badge keeps what was saved.
    expect(saved.json()).toMatchObject({ assigned: 'email', mentioned: 'slack', badge: 'mine' });
    expect((await injectWithLogin(app, member.token, { method: 'GET', url })).json()).toMatchObject({
      assigned: 'email',
      mentioned: 'slack',
    });
    expect((await injectWithLogin(app, owner.token, { method: 'GET', url })).json()).toMatchObject({
      assigned: 'app',
    });
  });
});
