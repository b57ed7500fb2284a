import type { Static } from 'typebox';
import { personName } from '../leads/lead-actor.js';
import type { LeadNoteView } from '../repositories/lead-notes-repository.js';
import { leadNoteLimits, type LeadNoteSchema } from '../schemas/lead-note.js';

const editWindowMs = leadNoteLimits.editMinutes * 60_000;

/**
 * A note as the API answers it: its author by their name now while they belong to the project, else by
 * the name they wrote it under, marked a former member. An API key is named as it was when it wrote
 * (`API key “name”`) and is no member to have left.
 */
export function toLeadNote(note: LeadNoteView): Static<typeof LeadNoteSchema> {
  const current =
    note.authorBelongs && note.authorEmail !== null
      ? personName({
          firstName: note.authorFirstName,
          lastName: note.authorLastName,
          email: note.authorEmail,
        })
      : null;
  return {
    id: note.id,
    lead_id: note.leadId,
    author: {
      user_id: note.authorId,
      name: current ?? note.authorName,
      former_member: current === null && !note.authorIsKey,
    },
    body: note.body,
    mentioned_user_ids: note.mentionedUserIds,
    created_at: note.createdAt.toISOString(),
    edited_at: note.editedAt?.toISOString() ?? null,
    editable_until: new Date(note.createdAt.getTime() + editWindowMs).toISOString(),
  };
}
