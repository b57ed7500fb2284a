import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { leads } from './leads.js';
import { organizations } from './organizations.js';
import { projects } from './projects.js';
import { users } from './users.js';

export const personNotificationKinds = ['assigned', 'mentioned'] as const;
export type PersonNotificationKind = (typeof personNotificationKinds)[number];

/** How a person hears of a notification besides the app: nothing more, an e-mail, or a Slack DM. */
export const personNotificationChannels = ['app', 'email', 'slack'] as const;
export type PersonNotificationChannel = (typeof personNotificationChannels)[number];

/** What the navigation's Leads badge counts for a person. */
export const leadsBadgeCounts = ['all', 'mine'] as const;
export type LeadsBadgeCount = (typeof leadsBadgeCounts)[number];

/**
 * What one person is told about leads (issue 26): a lead given to them, a note mentioning them. One row
 * per event, not per lead: a bulk assignment of 500 leads is one row with `lead_count` 500 (`lead_id` is
 * one of them, the link's target). `actor_name` and `note_excerpt` are copied when it happens, so the bell
 * still says who after the actor leaves or the note is deleted.
 */
export const personNotifications = pgTable(
  'person_notifications',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PersonNotificationKind>().notNull(),
    /** How many leads a bulk assignment gave at once (1 otherwise). */
    leadCount: integer('lead_count').notNull().default(1),
    actorName: text('actor_name').notNull(),
    noteExcerpt: text('note_excerpt'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('person_notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('person_notifications_unseen_idx')
      .on(table.userId)
      .where(sql`${table.seenAt} is null`),
    check('person_notifications_kind', sql`${table.kind} in ('assigned', 'mentioned')`),
    check('person_notifications_lead_count', sql`${table.leadCount} >= 1`),
  ],
);

/**
 * Each person's own choice of how they hear of assignments and mentions besides the bell; absent until
 * they save it (the app only). `slack_fallback` says why the last Slack DM went by e-mail instead
 * (no such Slack user, a missing scope, no workspace connected), shown on their settings screen.
 */
export const personNotificationPreferences = pgTable(
  'person_notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigned: text('assigned').$type<PersonNotificationChannel>().notNull().default('app'),
    mentioned: text('mentioned').$type<PersonNotificationChannel>().notNull().default('app'),
    /** What the Leads badge in the navigation counts: every unread lead, or the unread ones given to them. */
    badge: text('badge').$type<LeadsBadgeCount>().notNull().default('all'),
    slackFallback: text('slack_fallback'),
    slackFallbackAt: timestamp('slack_fallback_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('person_notification_preferences_assigned', sql`${table.assigned} in ('app', 'email', 'slack')`),
    check('person_notification_preferences_mentioned', sql`${table.mentioned} in ('app', 'email', 'slack')`),
    check('person_notification_preferences_badge', sql`${table.badge} in ('all', 'mine')`),
  ],
);

export type PersonNotificationRow = typeof personNotifications.$inferSelect;
export type PersonNotificationPreferencesRow = typeof personNotificationPreferences.$inferSelect;
