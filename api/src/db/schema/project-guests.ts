import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** Guest access: a user outside the project's organization who may see this one project. */
export const projectGuests = pgTable(
  'project_guests',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'project_guests_pk', columns: [table.projectId, table.userId] }),
    index('project_guests_user_idx').on(table.userId),
  ],
);

export type ProjectGuestRow = typeof projectGuests.$inferSelect;
