import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leadNotes } from '../../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUp } from '../../helper.js';
import { teamWorld, type TeamWorld } from '../../support/lead-team.js';

interface Note {
  id: string;
  lead_id: string;
  author: { user_id: string | null; name: string; former_member: boolean };
  body: string;
  mentioned_user_ids: string[];
  created_at: string;
  edited_at: string | null;
  editable_until: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

/** The lead's notes and its history entries but "found", straight from the tables. */
async function storedOf(leadId: string) {
  const [notes, events] = await Promise.all([
    app.db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.createdAt)),
    app.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.createdAt)),
  ]);
  return { notes, events: events.filter((event) => event.kind !== 'found') };
}

function notesOf(world: TeamWorld, leadId: string) {
  return {
    add: (token: string, payload: object) => world.call(token, 'POST', `/lead/${leadId}/notes`, payload),
    list: (token: string) => world.call(token, 'GET', `/lead/${leadId}/notes`),
    edit: (token: string, noteId: string, payload: object) =>
      world.call(token, 'PATCH', `/lead/${leadId}/notes/${noteId}`, payload),
    remove: (token: string, noteId: string) => world.call(token, 'DELETE', `/lead/${leadId}/notes/${noteId}`),
  };
}

describe('notes on a lead', () => {
  it('are written by members and guests, with mentions, trimmed, and listed oldest first', async () => {
    const world = await teamWorld(app);
    const { owner, member, guest } = world;
    const notes = notesOf(world, world.leadIds[0]!);
    const first = await notes.add(member.token, {
      body: '  Replied on HN, see https://news.ycombinator.com/item?id=1 \r\n\tthanks!\n',
      mentioned_user_ids: [guest.user.id, owner.user.id.toUpperCase(), guest.user.id],
    });
    expect(first.statusCode).toBe(201);
    const note = first.json<Note>();
    expect(note).toMatchObject({
      lead_id: world.leadIds[0],
      author: { user_id: member.user.id, name: member.email, former_member: false },
      body: 'Replied on HN, see https://news.ycombinator.com/item?id=1 \n\tthanks!',
      mentioned_user_ids: [guest.user.id, owner.user.id],
      edited_at: null,
    });
    expect(Date.parse(note.editable_until) - Date.parse(note.created_at)).toBe(15 * 60_000);
    const second = await notes.add(guest.token, { body: '<b>not html</b> & fine' });
    expect(second.json<Note>()).toMatchObject({ body: '<b>not html</b> & fine', mentioned_user_ids: [] });

    for (const token of [owner.token, guest.token]) {
      const list = await notes.list(token);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ items: Note[] }>().items.map((item) => item.id)).toEqual([
        note.id,
        second.json<Note>().id,
      ]);
    }
    const { events } = await storedOf(world.leadIds[0]!);
    expect(events.map((event) => [event.kind, event.actorUserId])).toEqual(
      expect.arrayContaining([
        ['note_added', member.user.id],
        ['note_added', guest.user.id],
      ]),
    );
    expect(events.find((event) => event.actorUserId === member.user.id)?.data).toEqual({
      note_id: note.id,
      mentioned_user_ids: [guest.user.id, owner.user.id],
    });
  });

  it('answers a blank, long, NUL or control-character body and a mention of a stranger with a 422 naming the field, saving nothing', async () => {
    const world = await teamWorld(app);
    const { owner, outsider, siblingGuest } = world;
    const notes = notesOf(world, world.leadIds[0]!);
    const stranger = await signUp(app);
    const cases: [object, string][] = [
      [{ body: '   \n\t ' }, 'body'],
      [{ body: '' }, 'body'],
      [{ body: 'x'.repeat(5001) }, 'body'],
      [{ body: `${'é'.repeat(4999)}🙂🙂` }, 'body'],
      [{ body: 'a\u0000b' }, 'body'],
      [{ body: 'bell \u0007' }, 'body'],
      [{ body: 'x'.repeat(10_001) }, 'body'],
      [{ body: 42 }, 'body'],
      [{}, 'body'],
      [{ body: 'hi', mentioned_user_ids: [outsider.user.id] }, 'mentioned_user_ids'],
      [{ body: 'hi', mentioned_user_ids: [owner.user.id, siblingGuest.user.id] }, 'mentioned_user_ids'],
      [{ body: 'hi', mentioned_user_ids: [stranger.user.id] }, 'mentioned_user_ids'],
      [{ body: 'hi', mentioned_user_ids: [randomUUID()] }, 'mentioned_user_ids'],
      [{ body: 'hi', mentioned_user_ids: ['bob'] }, 'mentioned_user_ids.0'],
      [
        { body: 'hi', mentioned_user_ids: Array.from({ length: 51 }, () => owner.user.id) },
        'mentioned_user_ids',
      ],
      [{ body: 'hi', extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await notes.add(owner.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(response.json()).toMatchObject({ code: expect.any(String), field });
    }
    const mention = await notes.add(owner.token, { body: 'hi', mentioned_user_ids: [outsider.user.id] });
    expect(mention.json()).toMatchObject({ code: 'MENTION_NOT_IN_PROJECT' });
    expect(mention.json<{ detail: string }>().detail).toContain(outsider.user.id);
    // Exactly 5,000 characters once trimmed (emoji count as one) is fine.
    const longest = await notes.add(owner.token, { body: ` ${'🙂'.repeat(5000)}\n` });
    expect(longest.statusCode).toBe(201);
    const { notes: saved, events } = await storedOf(world.leadIds[0]!);
    expect(saved).toHaveLength(1);
    expect(events).toHaveLength(1);
  });

  it('are edited by their author within 15 minutes only; an edit that changes nothing is not history', async () => {
    const world = await teamWorld(app);
    const { member, guest, admin } = world;
    const notes = notesOf(world, world.leadIds[0]!);
    const note = (
      await notes.add(member.token, { body: 'first', mentioned_user_ids: [guest.user.id] })
    ).json<Note>();

    const edited = await notes.edit(member.token, note.id, { body: ' second ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Note>()).toMatchObject({ body: 'second', mentioned_user_ids: [guest.user.id] });
    expect(edited.json<Note>().edited_at).not.toBeNull();
    const unmentioned = await notes.edit(member.token, note.id, { body: 'second', mentioned_user_ids: [] });
    expect(unmentioned.json<Note>().mentioned_user_ids).toEqual([]);
    const same = await notes.edit(member.token, note.id, { body: 'second', mentioned_user_ids: [] });
    expect(same.json<Note>()).toEqual(unmentioned.json<Note>());

    for (const token of [admin.token, guest.token]) {
      const response = await notes.edit(token, note.id, { body: 'not mine' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOTE_NOT_AUTHOR' });
    }
    const stranger = await notes.edit(member.token, note.id, {
      body: 'x',
      mentioned_user_ids: [world.outsider.user.id],
    });
    expect(stranger.json()).toMatchObject({ code: 'MENTION_NOT_IN_PROJECT', field: 'mentioned_user_ids' });

    // Written 16 minutes ago (by the database's clock): too late.
    await app.db
      .update(leadNotes)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(leadNotes.id, note.id));
    const late = await notes.edit(member.token, note.id, { body: 'third' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'NOTE_EDIT_WINDOW_CLOSED' });

    const { notes: saved, events } = await storedOf(world.leadIds[0]!);
    expect(saved[0]).toMatchObject({ body: 'second', mentionedUserIds: [] });
    expect(events.map((event) => event.kind)).toEqual(['note_added', 'note_edited', 'note_edited']);
  });

  it("are deleted by their author, or by an owner or admin; a member or guest cannot delete another's", async () => {
    const world = await teamWorld(app);
    const { owner, admin, member, guest } = world;
    const notes = notesOf(world, world.leadIds[0]!);
    const add = async (token: string, body: string) => (await notes.add(token, { body })).json<Note>().id;
    const byMember = await add(member.token, 'by the member');
    const byGuest = await add(guest.token, 'by the guest');
    const byOwner = await add(owner.token, 'by the owner');

    for (const [token, noteId] of [
      [guest.token, byMember],
      [member.token, byGuest],
      [member.token, byOwner],
      [guest.token, byOwner],
    ] as const) {
      const response = await notes.remove(token, noteId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOTE_DELETE_FORBIDDEN' });
    }
    expect((await notes.remove(guest.token, byGuest)).statusCode).toBe(204);
    expect((await notes.remove(admin.token, byMember)).statusCode).toBe(204);
    expect((await notes.remove(owner.token, byMember)).json()).toMatchObject({ code: 'NOTE_NOT_FOUND' });
    const left = (await notes.list(member.token)).json<{ items: Note[] }>().items;
    expect(left.map((note) => note.body)).toEqual(['by the owner']);
    const { events } = await storedOf(world.leadIds[0]!);
    const deletions = events.filter((event) => event.kind === 'note_deleted');
    expect(deletions.map((event) => [event.actorUserId, event.data])).toEqual(
      expect.arrayContaining([
        [guest.user.id, { note_id: byGuest }],
        [admin.user.id, { note_id: byMember }],
      ]),
    );
    // The history keeps that a note was deleted, never its text.
    expect(JSON.stringify(events)).not.toContain('by the member');
  });

  it("are 404 on another project's lead, a deleted lead, a note of another lead, and to people outside the project", async () => {
    const world = await teamWorld(app);
    const { owner, outsider, siblingGuest, siblingLead, leadIds, call } = world;
    const note = (await notesOf(world, leadIds[0]!).add(owner.token, { body: 'hello' })).json<Note>();
    await call(owner.token, 'POST', '/mark_leads_as_deleted', { lead_ids: [leadIds[2]] });
    for (const leadId of [siblingLead, leadIds[2]!, randomUUID()]) {
      const notes = notesOf(world, leadId);
      for (const response of [
        await notes.list(owner.token),
        await notes.add(owner.token, { body: 'x' }),
        await notes.edit(owner.token, note.id, { body: 'x' }),
        await notes.remove(owner.token, note.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'LEAD_NOT_FOUND' });
      }
    }
    const otherLead = notesOf(world, leadIds[1]!);
    for (const response of [
      await otherLead.edit(owner.token, note.id, { body: 'x' }),
      await otherLead.remove(owner.token, note.id),
      await notesOf(world, leadIds[0]!).remove(owner.token, randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOTE_NOT_FOUND' });
    }
    for (const token of [outsider.token, siblingGuest.token]) {
      const notes = notesOf(world, leadIds[0]!);
      for (const response of [
        await notes.list(token),
        await notes.add(token, { body: 'x' }),
        await notes.edit(token, note.id, { body: 'x' }),
        await notes.remove(token, note.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
        expect(response.body).not.toContain('hello');
      }
    }
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/v1/leads/${world.project.id}/lead/${leadIds[0]}/notes`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await storedOf(leadIds[0]!)).notes.map((row) => row.body)).toEqual(['hello']);
  });

  it('stop at 1,000 on a lead (409)', async () => {
    const world = await teamWorld(app, 1);
    const leadId = world.leadIds[0]!;
    await app.db.insert(leadNotes).values(
      Array.from({ length: 1000 }, (_, index) => ({
        leadId,
        projectId: world.project.id,
        authorId: world.owner.user.id,
        authorName: 'Owner',
        body: `note ${index}`,
      })),
    );
    const response = await injectWithLogin(app, world.member.token, {
      method: 'POST',
      url: `/api/v1/leads/${world.project.id}/lead/${leadId}/notes`,
      payload: { body: 'one too many' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'LEAD_NOTE_LIMIT' });
    expect((await storedOf(leadId)).events).toEqual([]);
  });
});
