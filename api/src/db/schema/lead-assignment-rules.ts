import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { leads } from './leads.js';
import { projects } from './projects.js';

/**
 * How a project hands out its new leads and watches for good ones nobody took (issue 26); absent until
 * someone saves it (the defaults: no rule, no alert).
 *
 * The rule: new leads scoring at least `min_score` (on one of `signal_ids` when any are chosen) go round
 * robin to `member_ids`, in their order, skipping those who no longer belong to the project. `next_turn`
 * counts the leads handed out so far; the pipeline advances it with one UPDATE ... RETURNING, so workers
 * storing leads at the same time take distinct turns. The ids are not foreign keys (an array cannot be):
 * a person who leaves simply drops out when the rule runs, and the settings show them no more.
 *
 * The alert: a lead marked Good, or scoring at least `unowned_alert_min_score`, found after the alert was
 * turned on (`unowned_alert_since`) and still without an owner `unowned_alert_hours` after it was found,
 * is announced once through the project's alert channels (null hours: off).
 */
export const leadAssignmentRules = pgTable(
  'lead_assignment_rules',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    minScore: integer('min_score').notNull().default(0),
    signalIds: uuid('signal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    nextTurn: bigint('next_turn', { mode: 'number' }).notNull().default(0),
    unownedAlertHours: integer('unowned_alert_hours'),
    unownedAlertMinScore: integer('unowned_alert_min_score').notNull().default(80),
    unownedAlertSince: timestamp('unowned_alert_since', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('lead_assignment_rules_min_score', sql`${table.minScore} between 0 and 100`),
    check('lead_assignment_rules_unowned_min_score', sql`${table.unownedAlertMinScore} between 0 and 100`),
    check(
      'lead_assignment_rules_unowned_hours',
      sql`${table.unownedAlertHours} is null or ${table.unownedAlertHours} between 1 and 168`,
    ),
  ],
);

export type LeadAssignmentRuleRow = typeof leadAssignmentRules.$inferSelect;

/** Leads already announced as good and unowned: one row each, so no lead is announced twice. */
export const unownedLeadAlerts = pgTable('unowned_lead_alerts', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  alertedAt: timestamp('alerted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
