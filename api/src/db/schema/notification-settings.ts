import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { projects } from './projects.js';

/** How a project alerts its people about new leads; absent until someone saves it (defaults apply). */
export const notificationSettings = pgTable('notification_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull(),
  emailFrequency: text('email_frequency').notNull(),
  emailRecipients: jsonb('email_recipients').$type<string[]>().notNull(),
  slackEnabled: boolean('slack_enabled').notNull(),
  minScore: integer('min_score').notNull(),
  intentSignalIds: jsonb('intent_signal_ids').$type<string[]>().notNull(),
  /** IANA zone whose morning digests arrive in (daily and weekly e-mail). */
  timezone: text('timezone').notNull().default('UTC'),
  updatedAt: updatedAt(),
});

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
