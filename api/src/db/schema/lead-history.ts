import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from './columns.js';
import { leads } from './leads.js';
import { users } from './users.js';

/** Who changed a lead: a person, an API key, an assignment rule, a Slack button, or Signalboard itself. */
export const leadActorKinds = ['user', 'key', 'rule', 'slack', 'system'] as const;
export type LeadActorKind = (typeof leadActorKinds)[number];

/** What happened to a lead, as its history names it. */
export const leadEventKinds = [
  'found',
  'scored',
  'read',
  'status_changed',
  'verdict_changed',
  'assignee_changed',
  'note_added',
  'note_edited',
  'note_deleted',
  'deleted',
  'restored',
  'pushed',
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/**
 * A lead's history (issue 26), one row per change. Written by triggers on leads (migration 0023: found on
 * insert; status, verdict, assignee, deletion and restore on update, with the actor the transaction set,
 * see leads/lead-actor.ts) and by the notes repository. `actor_label` is the actor's name when it acted,
 * so a former member's changes still say who; `project_id` is the lead's (no foreign key of its own: the
 * lead's cascade removes the rows with their project). `created_at` is the statement's clock, so the
 * changes of one transaction keep their order.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: primaryId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    actorKind: text('actor_kind').$type<LeadActorKind>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    // A lead's history, newest first (and the page after a given event).
    index('lead_events_lead_created_idx').on(table.leadId, table.createdAt, table.id),
    check('lead_events_actor_kind', sql`${table.actorKind} in ('user', 'key', 'rule', 'slack', 'system')`),
  ],
);

export type LeadEventRow = typeof leadEvents.$inferSelect;
