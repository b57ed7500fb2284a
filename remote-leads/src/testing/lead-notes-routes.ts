// A lead's notes and history (issue 26), in memory, as api/src/routes/leads/lead-notes.ts and the history
// route answer them: notes oldest first, written by Ada (the signed-in user), 1 to 5,000 characters once
// trimmed (422 naming `body`), mentions only of the project's people (422 MENTION_NOT_IN_PROJECT), edits by
// the author within `editable_until` (403 NOTE_NOT_AUTHOR, 409 NOTE_EDIT_WINDOW_CLOSED), deletes by the
// author or, with `deletesAny`, an owner or admin (403 NOTE_DELETE_FORBIDDEN); every change also goes in the
// history, newest first, paged by `before` like the API. Added to a running fake API (`serveNotes(api())`),
// after `serveOwners`, whose people and "me" it uses.
import type { LeadHistoryEntry, LeadNote, ProjectPerson } from '@signalboard/shared/api';
import { errorReply, type ApiReply } from '@signalboard/shared/testing';
import { LEADS_TOKEN, type LeadsApi } from './leads-api';
import { ownerIds, ownerPeople } from './lead-owner-routes';

export interface NotesState {
  /** Notes by lead id, oldest first. */
  notes: Map<string, LeadNote[]>;
  /** History by lead id, newest first. */
  history: Map<string, LeadHistoryEntry[]>;
}

export interface NotesOptions {
  people?: ProjectPerson[];
  /** The caller is an owner or admin of the organization: may delete anyone's note. */
  deletesAny?: boolean;
}

const at = '2025-03-01T10:00:00.000Z';
let serial = 0;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

/** A note as the API answers it; by Ada, editable for 15 minutes from now, unless `fields` say otherwise. */
export function leadNote(leadId: string, fields: Partial<LeadNote> = {}): LeadNote {
  const created = fields.created_at ?? new Date().toISOString();
  return {
    id: uuid('40000000'),
    lead_id: leadId,
    body: 'Called them, they want a demo next week.',
    author: { user_id: ownerIds.ada, name: 'Ada Lovelace', former_member: false },
    created_at: created,
    editable_until: new Date(Date.parse(created) + 15 * 60_000).toISOString(),
    edited_at: null,
    mentioned_user_ids: [],
    ...fields,
  };
}

/** A history entry; Signalboard's unless `actor` says who. */
export function historyEntry(
  kind: LeadHistoryEntry['kind'],
  data: LeadHistoryEntry['data'] = {},
  fields: Partial<LeadHistoryEntry> = {},
): LeadHistoryEntry {
  return {
    id: uuid('50000000'),
    kind,
    data,
    actor: { kind: 'system', user_id: null, name: 'Signalboard', former_member: false },
    created_at: at,
    ...fields,
  };
}

const ada = { kind: 'user' as const, user_id: ownerIds.ada, name: 'Ada Lovelace', former_member: false };
const signedIn = (authorization: string | undefined) => authorization === `Bearer ${LEADS_TOKEN}`;
const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
const invalid = (field: string, detail: string, code = 'VALIDATION_ERROR'): ApiReply => ({
  status: 422,
  body: { detail, code, field },
});

/** Adds the notes and history routes to `api`; answers their state, which a test may seed and read. */
export function serveNotes(api: LeadsApi, options: NotesOptions = {}): NotesState {
  const people = options.people ?? ownerPeople();
  const state: NotesState = { notes: new Map(), history: new Map() };
  const notesOf = (leadId: string) => state.notes.get(leadId) ?? [];
  const record = (leadId: string, kind: LeadHistoryEntry['kind'], data: LeadHistoryEntry['data']) =>
    state.history.set(leadId, [
      historyEntry(kind, data, { actor: ada, created_at: new Date().toISOString() }),
      ...(state.history.get(leadId) ?? []),
    ]);
  const leadMissing = (leadId: string | undefined): ApiReply | null =>
    api.state.leads.some((lead) => lead.id === leadId && !api.state.deleted.has(lead.id))
      ? null
      : errorReply(404, 'LEAD_NOT_FOUND', 'Lead not found.');

  /** The API's checks of a note's text and mentions; the trimmed text when they pass. */
  const checked = (body: unknown): { text: string; mentions?: string[] } | ApiReply => {
    const input = (body ?? {}) as { body?: unknown; mentioned_user_ids?: unknown };
    const text = typeof input.body === 'string' ? input.body.replace(/\r\n?/g, '\n').trim() : '';
    if (text === '') return invalid('body', 'body: must not be blank');
    if ([...text].length > 5000) return invalid('body', 'body: must be at most 5000 characters long');
    const mentions = Array.isArray(input.mentioned_user_ids)
      ? (input.mentioned_user_ids as string[])
      : undefined;
    if (mentions?.some((id) => !people.some((person) => person.id === id)))
      return invalid(
        'mentioned_user_ids',
        "mentioned_user_ids: a person mentioned is neither a member of the project's organization nor a guest of the project.",
        'MENTION_NOT_IN_PROJECT',
      );
    return { text, mentions: mentions ? [...new Set(mentions)] : undefined };
  };
  const isReply = (value: object): value is ApiReply => 'status' in value;

  const notePath = 'api/v1/leads/:projectId/lead/:leadId/notes';
  api.route(`GET /${notePath}`, ({ authorization, params }) => {
    if (!signedIn(authorization)) return unauthorized;
    return leadMissing(params.leadId) ?? { status: 200, body: { items: notesOf(params.leadId!) } };
  });
  api.route(`POST /${notePath}`, ({ authorization, params, body }) => {
    if (!signedIn(authorization)) return unauthorized;
    const leadId = params.leadId!;
    const missing = leadMissing(leadId);
    if (missing) return missing;
    const input = checked(body);
    if (isReply(input)) return input;
    const note = leadNote(leadId, { body: input.text, mentioned_user_ids: input.mentions ?? [] });
    state.notes.set(leadId, [...notesOf(leadId), note]);
    record(leadId, 'note_added', { note_id: note.id, mentioned_user_ids: note.mentioned_user_ids });
    return { status: 201, body: note };
  });
  api.route(`PATCH /${notePath}/:noteId`, ({ authorization, params, body }) => {
    if (!signedIn(authorization)) return unauthorized;
    const leadId = params.leadId!;
    const missing = leadMissing(leadId);
    if (missing) return missing;
    const note = notesOf(leadId).find((n) => n.id === params.noteId);
    if (!note) return errorReply(404, 'NOTE_NOT_FOUND', 'Note not found.');
    if (note.author.user_id !== ownerIds.ada)
      return errorReply(403, 'NOTE_NOT_AUTHOR', 'Only the person who wrote a note can edit it.');
    if (Date.now() > Date.parse(note.editable_until))
      return errorReply(
        409,
        'NOTE_EDIT_WINDOW_CLOSED',
        'A note can be edited for 15 minutes after it is written. Add a new note instead.',
      );
    const input = checked(body);
    if (isReply(input)) return input;
    const edited: LeadNote = {
      ...note,
      body: input.text,
      edited_at: new Date().toISOString(),
      mentioned_user_ids: input.mentions ?? note.mentioned_user_ids,
    };
    state.notes.set(
      leadId,
      notesOf(leadId).map((n) => (n.id === note.id ? edited : n)),
    );
    record(leadId, 'note_edited', { note_id: note.id });
    return { status: 200, body: edited };
  });
  api.route(`DELETE /${notePath}/:noteId`, ({ authorization, params }) => {
    if (!signedIn(authorization)) return unauthorized;
    const leadId = params.leadId!;
    const missing = leadMissing(leadId);
    if (missing) return missing;
    const note = notesOf(leadId).find((n) => n.id === params.noteId);
    if (!note) return errorReply(404, 'NOTE_NOT_FOUND', 'Note not found.');
    if (note.author.user_id !== ownerIds.ada && !options.deletesAny)
      return errorReply(
        403,
        'NOTE_DELETE_FORBIDDEN',
        "Only the note's author, or an owner or admin of the organization, can delete it.",
      );
    state.notes.set(
      leadId,
      notesOf(leadId).filter((n) => n.id !== note.id),
    );
    record(leadId, 'note_deleted', { note_id: note.id });
    return { status: 204 };
  });
  api.route('GET /api/v1/leads/:projectId/lead/:leadId/history', ({ authorization, params, query }) => {
    if (!signedIn(authorization)) return unauthorized;
    const missing = leadMissing(params.leadId);
    if (missing) return missing;
    const entries = state.history.get(params.leadId!) ?? [];
    const limit = Math.min(Math.max(Number(query.limit ?? 50), 1), 100);
    let from = 0;
    if (query.before) {
      from = entries.findIndex((entry) => entry.id === query.before) + 1;
      if (from === 0)
        return invalid(
          'before',
          "before: is not an entry of this lead's history. Send the `next_before` of the previous page.",
          'HISTORY_CURSOR_UNKNOWN',
        );
    }
    const items = entries.slice(from, from + limit);
    const more = from + limit < entries.length;
    return { status: 200, body: { items, next_before: more ? (items.at(-1)?.id ?? null) : null } };
  });
  return state;
}
