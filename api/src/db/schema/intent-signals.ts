import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { projects } from './projects.js';

/** What a project is listening for ("asking for a HubSpot alternative"), in the order the team put them. */
export const intentSignals = pgTable(
  'intent_signals',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    negativeKeywords: text('negative_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    /**
     * Goes up by one whenever what the signal means changes (name, description, keywords, negative
     * keywords); the lead engine caches its judgements per signal version.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('intent_signals_project_name_unique').on(table.projectId, sql`lower(${table.name})`),
    index('intent_signals_project_position_idx').on(table.projectId, table.position),
    check('intent_signals_version_positive', sql`${table.version} >= 1`),
  ],
);

export type IntentSignalRow = typeof intentSignals.$inferSelect;
