import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { leads } from './leads.js';
import { users } from './users.js';

/**
 * A team member's note on a lead (issue 26): plain text, with the people it mentions. Deleting a note
 * deletes it (its text is gone; the history keeps that it was written and deleted, and by whom).
 * `project_id` is the lead's, copied so a note is checked against the caller's project without a join;
 * it has no foreign key of its own: the lead's cascade removes notes with their project.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: primaryId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name (else e-mail) when writing: a former member's note still says who wrote it. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    mentionedUserIds: uuid('mentioned_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('lead_notes_lead_created_idx').on(table.leadId, table.createdAt, table.id),
    check('lead_notes_body_length', sql`char_length(${table.body}) between 1 and 5000`),
  ],
);

export type LeadNoteRow = typeof leadNotes.$inferSelect;
