import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { organizations } from './organizations.js';

export const projects = pgTable(
  'projects',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website'),
    businessDescription: text('business_description'),
    useCase: text('use_case'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('projects_organization_created_idx').on(table.organizationId, table.createdAt)],
);

export type ProjectRow = typeof projects.$inferSelect;
