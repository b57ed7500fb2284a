import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { projects } from './projects.js';

/**
 * What kind of failure a source's last poll was (engine/sources/failure-kind.ts derives it from the
 * connector's error): a stable code a client can word as it likes, beside `last_error`'s sentence.
 * Its setting cannot work (`settings`); the server cannot connect (`network`) or got no answer in time
 * (`timeout`); the platform asked to slow down (`rate_limited`), refused the credentials or the server
 * (`refused`), has nothing at the address (`gone`), failed on its side (`outage`) or answered with
 * something unreadable (`unreadable`); a user-given address is on a private network (`blocked`).
 */
export const sourceFailureKinds = [
  'network',
  'timeout',
  'rate_limited',
  'blocked',
  'refused',
  'gone',
  'outage',
  'unreadable',
  'settings',
  'other',
] as const;
export type SourceFailureKind = (typeof sourceFailureKinds)[number];

/** A project's subscription to one platform of the catalogue, with its settings and polling health. */
export const dataSources = pgTable(
  'data_sources',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    // Health, written by the polling engine.
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true, mode: 'date' }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** The kind of that failure (one of `sourceFailureKinds`), for clients that say it their own way. */
    lastErrorKind: text('last_error_kind').$type<SourceFailureKind>(),
    /** How the last good poll read the source when not the usual way (Reddit's public feed), else null. */
    healthNote: text('health_note'),
    itemsSeen: integer('items_seen').notNull().default(0),
    /** Where the connector left off (its own shape: a timestamp, an id, a page token per query). */
    cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
    /** Seconds between polls, 0 for the deployment's default (engine/polling/next-poll.ts); jittered. */
    pollIntervalSeconds: integer('poll_interval_seconds').notNull().default(0),
    /** The earliest next poll: set from the interval, or later by Retry-After and error backoff. */
    nextPollAt: timestamp('next_poll_at', { withTimezone: true, mode: 'date' }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The platform's rate-limit headers as last seen: { remaining, limit, reset_at }. */
    rateLimit: jsonb('rate_limit').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('data_sources_project_platform').on(table.projectId, table.platform),
    index('data_sources_platform_idx').on(table.platform),
  ],
);

export type DataSourceRow = typeof dataSources.$inferSelect;
