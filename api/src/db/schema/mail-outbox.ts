import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';

/** Mail "sent" when no SMTP server is configured (embedded mode): shown at /dev/outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the mail carried (List-Unsubscribe on lead mail); null for mail without any. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

export type OutboxMailRow = typeof mailOutbox.$inferSelect;
