import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { leads } from './leads.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A project's CRM (issue 27): HubSpot, Pipedrive or Attio, one connection per CRM per project. The tokens
 * are sealed like Slack's (crypto/secret-box.ts) and never leave the server. `status` broken stops pushes
 * until a member reconnects or says the CRM is fixed; pushes wait meanwhile (nothing is lost).
 * `wait_until` is the CRM's rate limit as its own headers said: every worker stays off until then.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'hubspot' | 'pipedrive' | 'attio'>().notNull(),
    /** 'oauth' (the operator's OAuth app) or 'token' (a private-app token or API key an owner pasted). */
    authKind: text('auth_kind').$type<'oauth' | 'token'>().notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Pipedrive OAuth's company API root. */
    apiDomain: text('api_domain'),
    scopes: text('scopes').array(),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    accountSlug: text('account_slug'),
    /** What the adapter's `prepare` made in the CRM (e.g. Pipedrive's custom field key); empty until then. */
    prepared: jsonb('prepared').$type<Record<string, string>>().notNull().default({}),
    /** CrmFieldMapping: which CRM property gets the profile URL, the platform, the score. */
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    /** Set when a member saved or accepted the mapping; until then the first push shows it first. */
    mappingConfirmedAt: timestamp('mapping_confirmed_at', { withTimezone: true, mode: 'date' }),
    ruleEnabled: boolean('rule_enabled').notNull().default(false),
    ruleOnGood: boolean('rule_on_good').notNull().default(true),
    /** Lead status configs whose reaching pushes the lead. */
    ruleStatusIds: uuid('rule_status_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Push a lead scoring at least this (on one of rule_signal_ids when any); null: not by score. */
    ruleMinScore: integer('rule_min_score'),
    ruleSignalIds: uuid('rule_signal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').$type<'connected' | 'broken'>().notNull().default('connected'),
    brokenCode: text('broken_code'),
    brokenReason: text('broken_reason'),
    brokenAt: timestamp('broken_at', { withTimezone: true, mode: 'date' }),
    waitUntil: timestamp('wait_until', { withTimezone: true, mode: 'date' }),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('crm_connections_project_provider_idx').on(table.projectId, table.provider),
    check('crm_connections_provider', sql`${table.provider} in ('hubspot', 'pipedrive', 'attio')`),
    check('crm_connections_auth_kind', sql`${table.authKind} in ('oauth', 'token')`),
    check(
      'crm_connections_rule_min_score',
      sql`${table.ruleMinScore} is null or ${table.ruleMinScore} between 0 and 100`,
    ),
  ],
);

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

/** An OAuth `state` handed to a CRM: bound to the user, project and CRM, single use, expiring. */
export const crmOauthStates = pgTable(
  'crm_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'hubspot' | 'pipedrive' | 'attio'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('crm_oauth_states_expires_idx').on(table.expiresAt)],
);

/**
 * One lead pushed (or on its way) to one CRM connection. The unique (connection, lead) is what makes a
 * push happen once whatever the retries, double clicks and workers; the step ids (person, note, Pipedrive
 * lead) are kept as each step succeeds, so a retry after a worker died goes on where it stopped, and a
 * note already written is found again by the lead's link in it before another is written.
 */
export const crmPushes = pgTable(
  'crm_pushes',
  {
    id: primaryId(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => crmConnections.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    /** pending (queued or being retried), pushed, failed (gave up after 24 h of retries). */
    state: text('state').$type<'pending' | 'pushed' | 'failed'>().notNull().default('pending'),
    /** 'manual' (one lead), 'bulk', 'rule'. */
    trigger: text('trigger').$type<'manual' | 'bulk' | 'rule'>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedLabel: text('requested_label'),
    /** An e-mail the user typed when pushing by hand (never guessed): the CRM may match the person by it. */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true, mode: 'date' }),
    /** The author as the CRM finds them (`<platform>:<handle>`): a person made once is reused by the author's next leads. */
    authorKey: text('author_key'),
    personId: text('person_id'),
    recordUrl: text('record_url'),
    noteId: text('note_id'),
    crmLeadId: text('crm_lead_id'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    /** The last attempt's requests and answers (method, path, status, excerpt), for the delivery log. */
    exchanges: jsonb('exchanges').$type<Record<string, unknown>[]>().notNull().default([]),
    pushedAt: timestamp('pushed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('crm_pushes_connection_lead_idx').on(table.connectionId, table.leadId),
    index('crm_pushes_due_idx').on(table.connectionId, table.state, table.nextAttemptAt),
    index('crm_pushes_log_idx').on(table.connectionId, table.createdAt),
    index('crm_pushes_lead_idx').on(table.leadId),
    index('crm_pushes_author_idx').on(table.connectionId, table.authorKey),
    check('crm_pushes_state', sql`${table.state} in ('pending', 'pushed', 'failed')`),
  ],
);

export type CrmPushRow = typeof crmPushes.$inferSelect;
