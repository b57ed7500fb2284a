import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters behind the sign-in and mail limits, in the database rather than in memory so every API replica
 * sees the same counts. `key` names what is counted, e.g. `login:<e-mail>` or `route:<route>:<address>`.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
  // Set once an account has failed too often: no sign-in attempt is looked at before this time.
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});
