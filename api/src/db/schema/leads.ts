import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { projects } from './projects.js';

/**
 * A public post seen by a connector, stored once however many projects it is a lead for. Minimal for
 * now: the lead engine extends it.
 */
export const posts = pgTable(
  'posts',
  {
    id: primaryId(),
    platform: text('platform').notNull(),
    externalId: text('external_id').notNull(),
    url: text('url'),
    author: text('author'),
    community: text('community'),
    title: text('title'),
    body: text('body').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('posts_platform_external_id_unique').on(table.platform, table.externalId)],
);

/** A post that matters to a project, with the team's triage flags. Minimal for now: the engine extends it. */
export const leads = pgTable(
  'leads',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
    read: boolean('read').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('leads_project_post_unique').on(table.projectId, table.postId),
    // Unread counts (project badge, GET /unread_count) are index-only scans of this.
    index('leads_project_deleted_read_idx').on(table.projectId, table.deleted, table.read),
    index('leads_post_idx').on(table.postId),
    check('leads_score_range', sql`${table.score} between 0 and 100`),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
