import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /**
     * How the team speaks and who they are, for drafted replies to leads (issue 26): "We are Acme's
     * founders; friendly, plain, no marketing speak". Null when not described.
     */
    replyVoice: text('reply_voice'),
    useCase: text('use_case'),
    /** The wizard step to resume at (1-6); null once the wizard is finished. */
    wizardStep: integer('wizard_step'),
    /** A post scoring at least this (0-100) against any signal becomes a lead. */
    leadThreshold: integer('lead_threshold').notNull().default(50),
    /** LLM calls the engine may make for this project per UTC day. */
    llmDailyBudget: integer('llm_daily_budget').notNull().default(500),
    /** Authors and communities whose posts never become leads (the team's own accounts, spam havens). */
    excludedAuthors: text('excluded_authors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludedCommunities: text('excluded_communities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_organization_created_idx').on(table.organizationId, table.createdAt),
    check('projects_wizard_step_range', sql`${table.wizardStep} between 1 and 6`),
    check('projects_reply_voice_length', sql`char_length(${table.replyVoice}) <= 1000`),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
