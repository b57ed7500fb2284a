import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
 * Leads stored but not yet handed to the alert channels (Slack, e-mail, webhooks). Written in the
 * transaction that stores the lead, so a crash between storing and alerting loses nothing: the
 * dispatcher takes rows from here, plans each channel's deliveries idempotently, then deletes them.
 */
export const pendingLeadAlerts = pgTable(
  'pending_lead_alerts',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('pending_lead_alerts_project_idx').on(table.projectId, table.createdAt)],
);

/** A project's Slack workspace: one bot token (encrypted at rest) and the channel alerts go to. */
export const slackConnections = pgTable('slack_connections', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  teamId: text('team_id').notNull(),
  teamName: text('team_name').notNull(),
  botUserId: text('bot_user_id'),
  /** The bot token sealed with the server's secrets key (crypto/secret-box.ts); never sent to a client. */
  botTokenSealed: text('bot_token_sealed').notNull(),
  scope: text('scope').notNull().default(''),
  channelId: text('channel_id'),
  channelName: text('channel_name'),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  /** 'connected' or 'broken' (Slack refused the token or the channel; alerts stop until mended). */
  status: text('status').notNull().default('connected'),
  /** Slack's error when it broke (token_revoked, channel_not_found, ...); the UI words it and says what to do. */
  brokenCode: text('broken_code'),
  brokenReason: text('broken_reason'),
  brokenAt: timestamp('broken_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An OAuth `state` handed to Slack: bound to the user and project, single use, expiring. */
export const slackOauthStates = pgTable(
  'slack_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('slack_oauth_states_expires_idx').on(table.expiresAt)],
);

/** One row per lead ever announced in Slack: the primary key is what makes delivery idempotent. */
export const slackMessages = pgTable(
  'slack_messages',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 'pending', 'sent' or 'failed' (given up: the connection broke or retries ran out). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    channelId: text('channel_id'),
    /** Slack's message `ts`; leads sent together in one batch message share it. */
    messageTs: text('message_ts'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('slack_messages_project_state_idx').on(table.projectId, table.state, table.createdAt)],
);

/** Instant e-mail alerts: one row per lead and recipient, so a lead is mailed to a person once. */
export const emailLeadAlerts = pgTable(
  'email_lead_alerts',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    /** 'pending' or 'sent'. */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('email_lead_alerts_lead_recipient_unique').on(table.leadId, table.recipient),
    index('email_lead_alerts_project_state_idx').on(table.projectId, table.state, table.createdAt),
  ],
);

/** Digests sent: the unique key (project, recipient, frequency, period) is what sends a digest once. */
export const emailDigests = pgTable(
  'email_digests',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    frequency: text('frequency').notNull(),
    /** The recipient-local day ('2026-11-26') or ISO week ('2026-W48') the digest covers. */
    period: text('period').notNull(),
    leadCount: integer('lead_count').notNull().default(0),
    /** Leads stored after this were not in the digest (the next one starts here). */
    coversUntil: timestamp('covers_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_digests_period_unique').on(
      table.projectId,
      table.recipient,
      table.frequency,
      table.period,
    ),
  ],
);

/** Recipients who unsubscribed from a project's lead mail (List-Unsubscribe, RFC 8058). */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.email] })],
);

/** A project's outbound webhook endpoint: signed deliveries of lead events to a URL the team owns. */
export const outboundWebhooks = pgTable(
  'outbound_webhooks',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types delivered: 'lead.created', 'lead.status_changed', 'lead.pushed'. */
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret sealed with the server's secrets key; shown in clear once, at creation. */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('outbound_webhooks_project_idx').on(table.projectId, table.createdAt)],
);

/** Every attempt-carrying delivery of one event to one endpoint; the log the UI shows. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => outboundWebhooks.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The event's id (`webhook-id` header); the same event is delivered to an endpoint once. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 'pending', 'succeeded' or 'failed' (gave up after 24 h of retries). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When this round of attempts began (a redelivery starts a new round); retries stop 24 h after it. */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true, mode: 'date' }),
    lastStatus: integer('last_status'),
    lastLatencyMs: integer('last_latency_ms'),
    lastResponseExcerpt: text('last_response_excerpt'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_unique').on(table.webhookId, table.eventId),
    index('webhook_deliveries_webhook_created_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_due_idx').on(table.state, table.nextAttemptAt),
  ],
);
