import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { leadNotes, users } from '../db/schema/index.js';
import type { LeadActor } from '../leads/lead-actor.js';
import { notifyLeadChanged } from '../leads/lead-changes-channel.js';
import { leadNoteLimits } from '../schemas/lead-note.js';
import { recordLeadEvent } from './lead-history-repository.js';
import { belongsToProject } from './project-people-repository.js';

/** A note with what decides how its author is shown. */
export interface LeadNoteView {
  id: string;
  leadId: string;
  authorId: string | null;
  /** The author's name when they wrote it. */
  authorName: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
  /** The author still belongs to the project (a member of its organization or a guest of it). */
  authorBelongs: boolean;
  /** The author is an API key's account (issue 28): named by the key, never a former member. */
  authorIsKey: boolean;
  body: string;
  mentionedUserIds: string[];
  createdAt: Date;
  editedAt: Date | null;
}

/** The person writing, editing or deleting a note (always a person: notes have no other authors). */
export type NoteWriter = Extract<LeadActor, { kind: 'user' }>;

export type NoteEdit =
  | { outcome: 'edited'; note: LeadNoteView; mentionedBefore: string[] }
  | { outcome: 'unchanged'; note: LeadNoteView }
  | { outcome: 'not_found' | 'not_author' | 'too_late' };

const editWindow = sql.raw(`interval '${leadNoteLimits.editMinutes} minutes'`);

/**
 * A lead's notes (issue 26). Each change is one transaction: the note, its history entry and the
 * `lead_changed` NOTIFY are saved together or not at all.
 */
export function leadNotesRepository(db: Database) {
  const view = (projectId: string) => ({
    id: leadNotes.id,
    leadId: leadNotes.leadId,
    authorId: leadNotes.authorId,
    authorName: leadNotes.authorName,
    authorFirstName: users.firstName,
    authorLastName: users.lastName,
    authorEmail: users.email,
    authorBelongs: belongsToProject(sql.raw('"lead_notes"."author_id"'), projectId),
    authorIsKey: sql<boolean>`coalesce(${users.kind} = 'api_key', false)`,
    body: leadNotes.body,
    mentionedUserIds: leadNotes.mentionedUserIds,
    createdAt: leadNotes.createdAt,
    editedAt: leadNotes.editedAt,
  });

  async function one(runner: Database, projectId: string, noteId: string): Promise<LeadNoteView> {
    const [note] = await runner
      .select(view(projectId))
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(eq(leadNotes.id, noteId));
    if (!note) throw new Error('a note vanished inside its own transaction');
    return note;
  }

  /** The note `noteId`, only if it is on the lead `leadId` of the project. */
  const noteOf = (projectId: string, leadId: string, noteId: string) =>
    and(eq(leadNotes.id, noteId), eq(leadNotes.leadId, leadId), eq(leadNotes.projectId, projectId));

  /** Records a change of the lead's notes in its history and tells the project's event stream. */
  async function recordNoteChange(
    tx: Database,
    { projectId, leadId, writer }: { projectId: string; leadId: string; writer: NoteWriter },
    kind: 'note_added' | 'note_edited' | 'note_deleted',
    data: Record<string, unknown>,
  ) {
    await recordLeadEvent(tx, { leadId, projectId, kind, actor: writer, data });
    await notifyLeadChanged(tx, {
      projectId,
      leadIds: [leadId],
      fields: ['notes'],
      actorUserId: writer.userId,
    });
  }

  return {
    /** The lead's notes, oldest first. */
    async list(projectId: string, leadId: string): Promise<LeadNoteView[]> {
      return db
        .select(view(projectId))
        .from(leadNotes)
        .leftJoin(users, eq(users.id, leadNotes.authorId))
        .where(and(eq(leadNotes.leadId, leadId), eq(leadNotes.projectId, projectId)))
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
    },

    /** A new note on a lead of the project (the route checked the lead); 'limit' when it has too many. */
    async add(
      projectId: string,
      leadId: string,
      writer: NoteWriter,
      { body, mentionedUserIds }: { body: string; mentionedUserIds: string[] },
    ): Promise<{ outcome: 'added'; note: LeadNoteView } | { outcome: 'limit' }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [existing] = await tx
          .select({ n: count() })
          .from(leadNotes)
          .where(eq(leadNotes.leadId, leadId));
        if ((existing?.n ?? 0) >= leadNoteLimits.perLead) return { outcome: 'limit' };
        const [row] = await tx
          .insert(leadNotes)
          .values({
            leadId,
            projectId,
            authorId: writer.userId,
            authorName: writer.label,
            body,
            mentionedUserIds,
          })
          .returning({ id: leadNotes.id });
        const noteId = row!.id;
        await recordNoteChange(tx, { projectId, leadId, writer }, 'note_added', {
          note_id: noteId,
          mentioned_user_ids: mentionedUserIds,
        });
        return { outcome: 'added', note: await one(tx, projectId, noteId) };
      });
    },

    /**
     * Its author's edit of a note, within the edit window (the database's clock decides). Mentions left out
     * stay as they were; an edit that changes nothing is 'unchanged' (no history entry).
     */
    async edit(
      projectId: string,
      leadId: string,
      noteId: string,
      writer: NoteWriter,
      change: { body: string; mentionedUserIds?: string[] },
    ): Promise<NoteEdit> {
      return db.transaction(async (transaction): Promise<NoteEdit> => {
        const tx = transaction as unknown as Database;
        const [note] = await tx
          .select({
            authorId: leadNotes.authorId,
            body: leadNotes.body,
            mentionedUserIds: leadNotes.mentionedUserIds,
            open: sql<boolean>`${leadNotes.createdAt} > now() - ${editWindow}`,
          })
          .from(leadNotes)
          .where(noteOf(projectId, leadId, noteId))
          .for('update');
        if (!note) return { outcome: 'not_found' };
        if (note.authorId !== writer.userId) return { outcome: 'not_author' };
        if (!note.open) return { outcome: 'too_late' };
        const mentionedUserIds = change.mentionedUserIds ?? note.mentionedUserIds;
        const same =
          change.body === note.body &&
          mentionedUserIds.length === note.mentionedUserIds.length &&
          mentionedUserIds.every((id, index) => id === note.mentionedUserIds[index]);
        if (same) return { outcome: 'unchanged', note: await one(tx, projectId, noteId) };
        await tx
          .update(leadNotes)
          .set({ body: change.body, mentionedUserIds, editedAt: sql`now()` })
          .where(eq(leadNotes.id, noteId));
        await recordNoteChange(tx, { projectId, leadId, writer }, 'note_edited', { note_id: noteId });
        return {
          outcome: 'edited',
          note: await one(tx, projectId, noteId),
          mentionedBefore: note.mentionedUserIds,
        };
      });
    },

    /**
     * Deletes a note, by its author or by someone who `moderates` (an owner or admin of the organization);
     * the history keeps that it was deleted and by whom, not its text.
     */
    async remove(
      projectId: string,
      leadId: string,
      noteId: string,
      writer: NoteWriter,
      { moderates }: { moderates: boolean },
    ): Promise<'removed' | 'not_found' | 'forbidden'> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [note] = await tx
          .select({ authorId: leadNotes.authorId })
          .from(leadNotes)
          .where(noteOf(projectId, leadId, noteId))
          .for('update');
        if (!note) return 'not_found';
        if (note.authorId !== writer.userId && !moderates) return 'forbidden';
        await tx.delete(leadNotes).where(eq(leadNotes.id, noteId));
        await recordNoteChange(tx, { projectId, leadId, writer }, 'note_deleted', { note_id: noteId });
        return 'removed';
      });
    },
  };
}

export type LeadNotesRepository = ReturnType<typeof leadNotesRepository>;
