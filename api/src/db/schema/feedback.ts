import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** What people tell us through "Send feedback"; kept when the organization goes, not when the user does. */
export const feedback = pgTable(
  'feedback',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    page: text('page'),
    feedback: text('feedback').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt)],
);

export type FeedbackRow = typeof feedback.$inferSelect;
