import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { intentSignals } from './intent-signals.js';
import { projects } from './projects.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Platform facts about a post that help a person judge it (points, comments, tags, language). */
export interface PostMetadata {
  points?: number;
  comments?: number;
  tags?: string[];
  kind?: string;
  [key: string]: unknown;
}

/**
 * A public post seen by a connector, stored once however many projects it is a lead for: (platform,
 * external id) is the dedupe key across projects and polls.
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
    metadata: jsonb('metadata').$type<PostMetadata>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Full-text search over title and body ('simple' keeps every word: product names are not English). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || body)`,
    ),
  },
  (table) => [
    uniqueIndex('posts_platform_external_id_unique').on(table.platform, table.externalId),
    index('posts_search_vector_idx').using('gin', table.searchVector),
  ],
);

/**
 * A project's way of sorting its leads ("New", "Contacted", ...), in a dense 0-based order. Exactly one
 * per project is the default: new leads get it, and leads of a deleted status move to it.
 */
export const leadStatusConfigs = pgTable(
  'lead_status_configs',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A hex colour, #rrggbb. */
    color: text('color').notNull().default('#64748b'),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lead_status_configs_project_name_unique').on(table.projectId, sql`lower(${table.name})`),
    index('lead_status_configs_project_position_idx').on(table.projectId, table.position),
    uniqueIndex('lead_status_configs_one_default')
      .on(table.projectId)
      .where(sql`${table.isDefault}`),
  ],
);

/** The lead list's partial indexes' predicate (written out again, identically, in src/leads/list-query.ts). */
const listedLeads = sql.raw(`"leads"."deleted" = false and "leads"."verdict" is distinct from 'not_lead'`);

/**
 * A post that matters to a project, with the team's triage flags. `platform`, `published_at` and
 * `score` are copied from the post and the matches so the list filters and sorts on one table.
 */
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
    platform: text('platform').notNull().default(''),
    /** The post's publication time, or when it was fetched when the platform gives none. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The best match's score (0-100). */
    score: integer('score').notNull().default(0),
    statusConfigId: uuid('status_config_id').references(() => leadStatusConfigs.id, {
      onDelete: 'set null',
    }),
    read: boolean('read').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    /**
     * The team's judgement of the lead ("good" or "not_lead"), which teaches the project's scorer
     * (nearest accepted and rejected examples move new posts' scores). A "not_lead" lead is hidden
     * from the list until someone restores it (verdict back to null); nothing is deleted.
     */
    verdict: text('verdict').$type<LeadVerdict>(),
    /** Why it is not a lead (LEAD-POLICY.md): one of `notLeadReasons`; null for "good". */
    verdictReason: text('verdict_reason').$type<NotLeadReason>(),
    /** The person's own words with the reason "other" (200 characters at most); null otherwise. */
    verdictNote: text('verdict_note'),
    verdictAt: timestamp('verdict_at', { withTimezone: true, mode: 'date' }),
    verdictBy: uuid('verdict_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who works the lead (issue 26): a member of the project's organization or a guest of the project when
     * assigned (a person removed later stays until someone reassigns it), when and by whom. Every change is
     * in the lead's history (lead_events, written by a trigger).
     */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who marked it read first (issue 26's "read by"): set once by mark read, never by a bulk "mark read",
     * which is tidying, not reading. Setting it writes the history's `read` entry (trigger, migration 0027),
     * which keeps the reader's name. No foreign key: it only says "someone has read it", and a key would
     * make every account deletion look for the account's id among all leads.
     */
    firstReadBy: uuid('first_read_by'),
    /**
     * Copies kept true by triggers (migration 0009), so a list filter is a condition on the lead alone:
     * the post's full-text vector (set on insert, follows edits of the post's title or body) and the
     * ids of the intent signals the lead matched (follows every write to lead_signal_matches, including
     * the cascade when a signal is deleted). Never written by the app.
     */
    searchVector: tsvector('search_vector'),
    intentSignalIds: uuid('intent_signal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('leads_project_post_unique').on(table.projectId, table.postId),
    // The lead list (src/leads/list-query.ts), listed leads only (not deleted, not marked "not a lead":
    // the predicate is list-query.ts's `listed`, word for word, so the planner proves the indexes apply;
    // the hidden leads are listed from leads_project_verdict_idx). The date and score indexes carry every
    // column a list filter reads after their sort keys, so a page, the capped count and a deep skip are
    // index-only scans whatever the flags; status, platform and starred start narrow filters in order.
    // (Without `read` here a mark read would be a HOT update, 20 % more of them a second at fifty clients,
    // but the Unread filter's count would read the table: bench:leads' "combination" p95 46 -> 61 ms.)
    index('leads_list_date_idx')
      .on(
        table.projectId,
        table.publishedAt,
        table.id,
        table.score,
        table.read,
        table.starred,
        table.statusConfigId,
        table.platform,
        table.postId,
      )
      .where(listedLeads),
    index('leads_list_score_idx')
      .on(
        table.projectId,
        table.score,
        table.publishedAt,
        table.id,
        table.read,
        table.starred,
        table.statusConfigId,
        table.platform,
        table.postId,
      )
      .where(listedLeads),
    index('leads_list_status_idx')
      .on(table.projectId, table.statusConfigId, table.publishedAt, table.id)
      .where(listedLeads),
    index('leads_list_platform_idx')
      .on(table.projectId, table.platform, table.publishedAt, table.id)
      .where(listedLeads),
    // "Assigned to me", "Unassigned" (assignee_id is null) and a member's leads, newest first.
    index('leads_list_assignee_idx')
      .on(table.projectId, table.assigneeId, table.publishedAt, table.id)
      .where(listedLeads),
    // The unowned-lead alert's sweep (src/alerts/unowned/): a project's leads nobody owns, by when found.
    index('leads_unowned_idx')
      .on(table.projectId, table.createdAt)
      .where(sql`${table.assigneeId} is null and ${table.deleted} = false`),
    // What changed since a time (the list's `updated_since`, `sort_by=updated`): a sync client's pages in
    // order. Hidden leads too (a sync of `verdict=not_lead` reads it), deleted ones never listed.
    index('leads_updated_idx')
      .on(table.projectId, table.updatedAt, table.id)
      .where(sql`${table.deleted} = false`),
    index('leads_list_starred_idx')
      .on(table.projectId, table.publishedAt, table.id)
      .where(sql`${table.starred} and ${listedLeads}`),
    // A rare word or signal starts from the few leads that have it (then sorts them); a common one walks
    // leads_list_date_idx in order and checks each lead.
    // (Their predicate stays "not deleted": a GIN scan reads the heap anyway, where the verdict is checked,
    // and rebuilding them took most of migration 0013's time at a million leads.)
    index('leads_search_vector_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.deleted} = false`),
    index('leads_intent_signal_ids_idx')
      .using('gin', table.intentSignalIds)
      .where(sql`${table.deleted} = false`),
    index('leads_post_idx').on(table.postId),
    index('leads_status_idx').on(table.statusConfigId),
    check('leads_score_range', sql`${table.score} between 0 and 100`),
    check('leads_verdict_values', sql`${table.verdict} in ('good', 'not_lead')`),
    // The examples a project's scorer learns from: few per project, read whole on every scoring pass.
    index('leads_project_verdict_idx')
      .on(table.projectId, table.verdict)
      .where(sql`${table.verdict} is not null`),
  ],
);

export type LeadVerdict = 'good' | 'not_lead';

/** The reasons a user gives for "Not a lead" (LEAD-POLICY.md), in the order the UI offers them. */
export const notLeadReasons = [
  'no_buying_intent',
  'wrong_buyer',
  'vendor_or_self_promotion',
  'job_post',
  'other_meaning',
  'other',
] as const;
export type NotLeadReason = (typeof notLeadReasons)[number];

/**
 * A post's sentence embedding (see engine/embeddings), computed once by the worker and shared by every
 * project the post reaches. `model` names the encoder, so vectors of another encoder are never compared.
 */
export const postEmbeddings = pgTable('post_embeddings', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  vector: real('vector').array().notNull(),
  createdAt: createdAt(),
});

/** Why a lead matched a signal: what the scorer (or the LLM) saw, shown to the user as is. */
export interface MatchExplanation {
  source: 'local' | 'llm';
  terms: string[];
  phrases: string[];
  cues: string[];
  negatives: string[];
  /** One plain sentence ("Asks for a HubSpot alternative for a 5-person team."). */
  reason: string;
  /** The local score when the LLM judged it (kept for comparison and fallback). */
  local_score?: number;
  /**
   * The LLM judge's reason category: request, switching, problem or on_behalf for a lead; else
   * no_buying_intent, wrong_buyer, vendor_or_self_promotion, job_post, other_meaning, news_or_tutorial,
   * how_to_question, happy_user or neighbouring_need (engine/scoring/llm-judge-prompt.ts).
   */
  category?: string;
  /** The learned scorer's strongest reasons in plain words, strongest first ("asks for a recommendation"). */
  reasons?: string[];
}

/** One (lead, intent signal) match with its 0-100 score and explanation. */
export const leadSignalMatches = pgTable(
  'lead_signal_matches',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    intentSignalId: uuid('intent_signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    signalVersion: integer('signal_version').notNull().default(1),
    explanation: jsonb('explanation').$type<MatchExplanation>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.intentSignalId] }),
    index('lead_signal_matches_signal_idx').on(table.intentSignalId, table.leadId),
    check('lead_signal_matches_score_range', sql`${table.score} between 0 and 100`),
  ],
);

/** Local rules a smart column is answered by when no LLM is configured (see engine/smart-columns). */
export interface SmartColumnRules {
  [key: string]: unknown;
}

/** A question the project asks of every lead ("Mentions a competitor?"), answered yes/no or as text. */
export const smartColumns = pgTable(
  'smart_columns',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    question: text('question').notNull().default(''),
    /** 'boolean' or 'text'. */
    kind: text('kind').notNull(),
    rules: jsonb('rules').$type<SmartColumnRules>().notNull().default({}),
    position: integer('position').notNull().default(0),
    /** Goes up when the question, kind or rules change; values of an older version are stale. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('smart_columns_project_name_unique').on(table.projectId, sql`lower(${table.name})`),
    check('smart_columns_kind', sql`${table.kind} in ('boolean', 'text')`),
  ],
);

/** A smart column's answer for one lead. */
export const leadSmartValues = pgTable(
  'lead_smart_values',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    smartColumnId: uuid('smart_column_id')
      .notNull()
      .references(() => smartColumns.id, { onDelete: 'cascade' }),
    boolValue: boolean('bool_value'),
    textValue: text('text_value'),
    columnVersion: integer('column_version').notNull().default(1),
    /** 'local' or 'llm'. */
    source: text('source').notNull().default('local'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.smartColumnId] }),
    index('lead_smart_values_bool_idx').on(table.smartColumnId, table.boolValue, table.leadId),
    index('lead_smart_values_text_idx').on(table.smartColumnId, table.textValue),
    // "contains" (ILIKE '%...%') on text answers.
    index('lead_smart_values_text_trgm_idx').using('gin', table.textValue.op('gin_trgm_ops')),
  ],
);

/**
 * How many listed (not deleted) leads each platform has in a project, and how many of them are unread
 * (not read and not marked "not a lead"), kept exact by statement triggers on leads (migrations 0009,
 * 0017, 0022), so GET leads-data-sources and the unread counts read a few dozen rows instead of counting
 * a million. A project's platform is spread over up to `hotRowShards` rows (a transaction writes the one
 * its id picks): a team marking leads read at once would otherwise queue on one row per platform, each
 * change waiting for the one before to commit. Readers sum the rows. Rows may hold 0; never written by
 * the app.
 */
export const leadPlatformCounts = pgTable(
  'lead_platform_counts',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    shard: smallint('shard').notNull().default(0),
    leadCount: integer('lead_count').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.platform, table.shard] })],
);

/** How many rows a hot counter is spread over (the SQL function `hot_row_shard`, migration 0022). */
export const hotRowShards = 8;

/**
 * A number that grows whenever anything a project's lead list shows or filters on changes (its leads,
 * their posts, matches and smart values, its signals and smart columns), kept by statement triggers
 * (migrations 0020, 0022). The version is the sum of the project's rows (spread like the counters above:
 * every committed change adds one to one of them, so the sum moves with every change). The API keeps
 * list pages it has written under it (leads/list-page-cache.ts): a page written at version n is what any
 * list call that reads n would write. No row: version 0.
 */
export const projectListVersions = pgTable(
  'project_list_versions',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.shard] })],
);

/** The LLM's verdict on (post, signal version), kept so a post is never judged twice for the same wording. */
export const llmJudgements = pgTable(
  'llm_judgements',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    intentSignalId: uuid('intent_signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    signalVersion: integer('signal_version').notNull(),
    relevant: boolean('relevant').notNull(),
    score: integer('score').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.intentSignalId, table.signalVersion] })],
);

/** LLM calls made per project and UTC day, checked against the daily budget before each call. */
export const llmUsage = pgTable(
  'llm_usage',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day] })],
);

/**
 * A re-run of the engine over a project's existing leads (signals or a smart column changed), with the
 * progress the UI shows: status queued | running | done | failed, done / total, errors.
 */
export const analysisRuns = pgTable(
  'analysis_runs',
  {
    id: primaryId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 'intent_signals' or 'smart_column'. */
    kind: text('kind').notNull(),
    smartColumnId: uuid('smart_column_id').references(() => smartColumns.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /** Import runs: rows that became new leads of the project, and rows that already were leads. */
    newLeads: integer('new_leads').notNull().default(0),
    alreadyKnown: integer('already_known').notNull().default(0),
    lastError: text('last_error'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('analysis_runs_project_created_idx').on(table.projectId, table.createdAt)],
);

/**
 * The rows of an import run waiting for its job, a batch per row. Kept apart from analysis_runs so
 * polling a run never reads megabytes of rows; each batch is deleted in the transaction that stores its
 * leads, so what is left is exactly what a retried job still has to do.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => analysisRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    asLeads: boolean('as_leads').notNull(),
    /** IncomingPost[] as JSON (dates as ISO strings). */
    rows: jsonb('rows').$type<unknown[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.position] })],
);

export type PostRow = typeof posts.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type LeadStatusConfigRow = typeof leadStatusConfigs.$inferSelect;
export type LeadSignalMatchRow = typeof leadSignalMatches.$inferSelect;
export type SmartColumnRow = typeof smartColumns.$inferSelect;
export type LeadSmartValueRow = typeof leadSmartValues.$inferSelect;
export type AnalysisRunRow = typeof analysisRuns.$inferSelect;
export type ImportBatchRow = typeof importBatches.$inferSelect;
