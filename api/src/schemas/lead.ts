import { Type } from 'typebox';
import { crmProviderIds } from '../crm/crm-types.js';
import { notLeadReasons } from '../db/schema/index.js';
import { verdictNoteMaxLength } from '../leads/verdict-change.js';
import { DateTimeSchema, IdSchema, Nullable, ref, RequestDateSchema } from './common.js';
import { LeadCrmLinkSchema } from './crm.js';

/** The limits of the lead list and of bulk actions. */
export const leadLimits = {
  pageSize: 50,
  maxPageSize: 200,
  maxSkip: 100_000,
  /** The list counts at most this many leads; beyond it the UI shows "1,000+". */
  totalCap: 1000,
  searchText: 200,
  bulkIds: 1000,
  /** The list's full view (`view=full`) cuts bodies to this many characters; the lead item gives the whole body. */
  listBody: 600,
  /** The list's rows carry this many characters of the body: the snippet a row shows. */
  rowSnippet: 240,
  filterValues: 50,
  /** A bulk action by filter changes at most this many leads per call (`capped` says there are more). */
  bulkFilter: 10_000,
  /** A list cursor's length at most (one is about 100 characters). */
  cursor: 300,
} as const;

/** The list's `assignee` filter: 'me', 'none' or a user id (any case). */
export const assigneeFilterPattern =
  '^(me|none|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';

export const smartColumnOperators = {
  boolean: ['is', 'is_not', 'is_empty', 'is_not_empty'],
  text: ['equals', 'not_equals', 'contains', 'not_contains', 'is_empty', 'is_not_empty'],
} as const;

const LeadPostSchema = Type.Object(
  {
    id: IdSchema,
    platform: Type.String(),
    external_id: Type.String(),
    url: Nullable(Type.String()),
    author: Nullable(Type.String()),
    community: Nullable(Type.String()),
    title: Nullable(Type.String()),
    body: Type.String({ description: `Cut to ${leadLimits.listBody} characters in the list.` }),
    body_truncated: Type.Boolean({ description: 'True when `body` was cut (the lead item has it whole).' }),
    published_at: Nullable(DateTimeSchema),
    metadata: Type.Record(Type.String(), Type.Unknown(), {
      description: 'Platform facts: points, comments, tags, kind, language...',
    }),
  },
  { $id: 'LeadPost', additionalProperties: false },
);

export const MatchExplanationSchema = Type.Object(
  {
    source: Type.Enum(['local', 'llm']),
    terms: Type.Array(Type.String()),
    phrases: Type.Array(Type.String()),
    cues: Type.Array(Type.String()),
    negatives: Type.Array(Type.String()),
    reason: Type.String({ description: 'One plain sentence.' }),
    local_score: Type.Optional(Type.Integer({ description: 'The local score when the LLM judged it.' })),
    category: Type.Optional(
      Type.String({ description: "The LLM judge's reason category (request, switching, wrong_buyer, ...)." }),
    ),
    reasons: Type.Optional(
      Type.Array(Type.String(), {
        description: "The learned scorer's strongest reasons in plain words, strongest first.",
      }),
    ),
  },
  { $id: 'MatchExplanation', additionalProperties: false },
);

const LeadMatchSchema = Type.Object(
  {
    intent_signal_id: IdSchema,
    intent_signal_name: Type.String(),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    explanation: ref(MatchExplanationSchema),
  },
  { $id: 'LeadMatch', additionalProperties: false },
);

const LeadSmartValueSchema = Type.Object(
  {
    smart_column_id: IdSchema,
    bool_value: Nullable(Type.Boolean()),
    text_value: Nullable(Type.String()),
    source: Type.String({ description: "'local' or 'llm'." }),
    stale: Type.Boolean({ description: 'Answered for an older version of the column.' }),
  },
  { $id: 'LeadSmartValue', additionalProperties: false },
);

export const LeadSchema = Type.Object(
  {
    id: IdSchema,
    project_id: IdSchema,
    platform: Type.String(),
    score: Type.Integer({ minimum: 0, maximum: 100, description: "The best match's score." }),
    read: Type.Boolean(),
    starred: Type.Boolean(),
    status_config_id: Nullable(IdSchema),
    verdict: Nullable(
      Type.Enum(['good', 'not_lead'], {
        description: "The team's judgement: 'good' (accepted), 'not_lead' (hidden from the list), or null.",
      }),
    ),
    verdict_reason: Nullable(
      Type.Enum([...notLeadReasons], {
        description: "Why it is not a lead; null unless verdict is 'not_lead'.",
      }),
    ),
    // Optional in the type (always sent): clients and fixtures written before it still hold a Lead.
    verdict_note: Type.Optional(
      Nullable(
        Type.String({
          maxLength: verdictNoteMaxLength,
          description: "The words given with the reason 'other'; null otherwise (always sent).",
        }),
      ),
    ),
    verdict_at: Nullable(DateTimeSchema),
    verdict_by: Nullable(IdSchema),
    // Optional in the type (always sent), like verdict_note.
    assignee_id: Type.Optional(
      Type.Union([IdSchema, Type.Null()], {
        description: 'Who works the lead (a person who may triage it), or null: unassigned (always sent).',
      }),
    ),
    assigned_at: Type.Optional(
      Type.Union([DateTimeSchema, Type.Null()], {
        description: 'When it was given to its assignee; null when unassigned (always sent).',
      }),
    ),
    assigned_by: Type.Optional(
      Type.Union([IdSchema, Type.Null()], {
        description: 'Who gave it to its assignee; null when unassigned (always sent).',
      }),
    ),
    published_at: DateTimeSchema,
    created_at: DateTimeSchema,
    post: ref(LeadPostSchema),
    matches: Type.Array(ref(LeadMatchSchema), { description: 'Best score first.' }),
    smart_values: Type.Array(ref(LeadSmartValueSchema), { description: 'In column order.' }),
    crm: Type.Optional(
      Type.Array(ref(LeadCrmLinkSchema), {
        description:
          'The CRMs the lead was pushed to (or is on its way to), each with the link to its record. Sent by GET ' +
          'of one lead and by its push; left out of the answers of flag changes.',
      }),
    ),
  },
  { $id: 'Lead', additionalProperties: false },
);

/** What a list row shows of a post: the snippet, and of the platform facts only the kind. */
const LeadRowPostSchema = Type.Object(
  {
    url: Nullable(Type.String()),
    author: Nullable(Type.String()),
    community: Nullable(Type.String()),
    title: Nullable(Type.String()),
    body: Type.String({ description: `The snippet: the first ${leadLimits.rowSnippet} characters.` }),
    body_truncated: Type.Boolean({ description: 'True when `body` was cut (the lead item has it whole).' }),
    published_at: Nullable(DateTimeSchema),
    metadata: Type.Record(Type.String(), Type.Unknown(), {
      description: 'Of the platform facts, only `kind` when known (a comment is named after its story).',
    }),
  },
  { $id: 'LeadRowPost', additionalProperties: false },
);

const LeadRowMatchSchema = Type.Object(
  {
    intent_signal_name: Type.String(),
    explanation: Type.Object(
      {
        terms: Type.Array(Type.String()),
        phrases: Type.Array(Type.String()),
        reason: Type.Optional(
          Type.String({
            description: "The best match's reason, one plain sentence: on the first match only.",
          }),
        ),
      },
      {
        additionalProperties: false,
        description:
          'The words the row marks in the snippet, and on the best match its reason; the whole explanation comes with the lead.',
      },
    ),
  },
  { $id: 'LeadRowMatch', additionalProperties: false },
);

const LeadRowSmartValueSchema = Type.Object(
  { smart_column_id: IdSchema, bool_value: Nullable(Type.Boolean()), text_value: Nullable(Type.String()) },
  { $id: 'LeadRowSmartValue', additionalProperties: false },
);

/**
 * A lead as the list's rows show it: what it is, why it is here (score, signals, the words to mark,
 * the best match's reason) and what was done with it. The whole lead (full post, every explanation,
 * verdict author and time) is GET /lead/{leadId}, or the list with `view=full`.
 */
export const LeadRowSchema = Type.Object(
  {
    id: IdSchema,
    platform: Type.String({ description: "The post's platform." }),
    score: Type.Integer({ minimum: 0, maximum: 100, description: "The best match's score." }),
    read: Type.Boolean(),
    starred: Type.Boolean(),
    status_config_id: Nullable(IdSchema),
    verdict: LeadSchema.properties.verdict,
    verdict_reason: LeadSchema.properties.verdict_reason,
    verdict_note: LeadSchema.properties.verdict_note,
    assignee_id: LeadSchema.properties.assignee_id,
    assigned_at: LeadSchema.properties.assigned_at,
    published_at: DateTimeSchema,
    // Optional in the type (always sent), like verdict_note: fixtures written before them still hold a row.
    created_at: Type.Optional(
      Type.String({ format: 'date-time', description: 'When Signalboard found the lead (always sent).' }),
    ),
    updated_at: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          "When the team's state of the lead last changed: status, verdict, assignee, read, starred, notes, " +
          'or its score moved; when found for a lead never changed (always sent). What `updated_since` reads.',
      }),
    ),
    post: ref(LeadRowPostSchema),
    matches: Type.Array(ref(LeadRowMatchSchema), {
      description: 'The signals it matched, best score first.',
    }),
    smart_values: Type.Array(ref(LeadRowSmartValueSchema), { description: 'In column order.' }),
  },
  { $id: 'LeadRow', additionalProperties: false },
);

const pageFields = {
  total: Type.Integer({
    minimum: 0,
    maximum: leadLimits.totalCap,
    description: `Matching leads, counted up to ${leadLimits.totalCap}.`,
  }),
  total_capped: Type.Boolean({ description: `More than ${leadLimits.totalCap} leads match.` }),
  limit: Type.Integer(),
  skip: Type.Integer(),
  // Optional in the type (always sent): stand-ins written before it still answer a page.
  next_cursor: Type.Optional(
    Nullable(
      Type.String({
        description:
          'Send it as `cursor` (with the same filter and order) for the leads after this page; null when this ' +
          'page holds fewer than `limit` leads (the end). Always sent.',
      }),
    ),
  ),
};

/** The list as its rows show it (the default view). */
export const LeadListSchema = Type.Object(
  { items: Type.Array(ref(LeadRowSchema)), ...pageFields },
  { $id: 'LeadList', additionalProperties: false },
);

/** The list with every lead whole but for its body (`view=full`). */
export const LeadListFullSchema = Type.Object(
  { items: Type.Array(ref(LeadSchema)), ...pageFields },
  { $id: 'LeadListFull', additionalProperties: false },
);

const repeated = <T extends Parameters<typeof Type.Array>[0]>(item: T, description: string) =>
  Type.Optional(Type.Array(item, { maxItems: leadLimits.filterValues, description }));

export const LeadListQuerySchema = Type.Object(
  {
    status_config_id: Type.Optional(
      Type.Union([IdSchema, Type.Literal('all')], { description: "A status of the project, or 'all'." }),
    ),
    data_source_filters: repeated(
      Type.String({ pattern: '^[a-z0-9_]{1,40}$' }),
      'Platform ids (repeat the key for several): leads of any of them.',
    ),
    smart_column_values: repeated(
      Type.String({ maxLength: 1000 }),
      'Each a JSON object `{"column_id", "operator", "bool_value"?, "text_value"?}`; all must hold. ' +
        "Boolean columns: 'is' | 'is_not' (bool_value), text columns: 'equals' | 'not_equals' | " +
        "'contains' | 'not_contains' (text_value, case-insensitive); both: 'is_empty' | 'is_not_empty'.",
    ),
    intent_signals: repeated(IdSchema, 'Intent signal ids: leads that matched any of them.'),
    assignee: Type.Optional(
      Type.String({
        pattern: assigneeFilterPattern,
        description:
          "'me': the caller's leads; 'none': unassigned leads; a user id: that person's leads (a former " +
          "member's too). Anything else is a 422 naming `assignee`.",
      }),
    ),
    verdict: Type.Optional(
      Type.Enum(['good', 'not_lead'], {
        description:
          "Left out: every lead except those marked not a lead. 'good': accepted leads only; " +
          "'not_lead': only the hidden ones (to restore them).",
      }),
    ),
    read: Type.Optional(Type.Boolean()),
    starred: Type.Optional(Type.Boolean()),
    search_text: Type.Optional(
      Type.String({
        maxLength: leadLimits.searchText,
        description:
          'Full-text search over title and body (web search syntax: "quoted phrase", -word, or). Empty: no filter.',
      }),
    ),
    sort_by: Type.Optional(
      Type.Enum(['date', 'score', 'updated'], {
        description:
          "'date' (the post's publication time) when left out; 'score' (best first, then newest); 'updated' " +
          '(`updated_at`: with `sort_order=asc` and `cursor`, every change since `updated_since`, in order).',
      }),
    ),
    sort_order: Type.Optional(Type.Enum(['asc', 'desc'], { description: "'desc' when left out." })),
    date_from: Type.Optional(
      RequestDateSchema('ISO 8601 date-time, or a date (from its start, UTC); years 1970 to 9999.'),
    ),
    date_to: Type.Optional(
      RequestDateSchema('ISO 8601 date-time, or a date (to its end, UTC); years 1970 to 9999.'),
    ),
    updated_since: Type.Optional(
      RequestDateSchema(
        'Leads changed at or after this ISO 8601 date-time (a date: from its start, UTC): `updated_at` moves ' +
          'with a change of status, verdict, assignee, read, starred, notes, or a score that moved; new leads ' +
          'have the time they were found.',
      ),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: leadLimits.maxPageSize,
        description: `${leadLimits.pageSize} when left out.`,
      }),
    ),
    skip: Type.Optional(
      Type.Integer({ minimum: 0, maximum: leadLimits.maxSkip, description: '0 when left out.' }),
    ),
    view: Type.Optional(
      Type.Enum(['rows', 'full'], {
        description:
          "'rows' when left out: each lead as a row shows it (`LeadRow`). 'full': each lead whole " +
          `(\`Lead\`, bodies cut to ${leadLimits.listBody} characters), the page a \`LeadListFull\`.`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** The list's query: the filter, order and paging above, and a `cursor` (the list alone pages by cursor). */
export const LeadListPageQuerySchema = Type.Object(
  {
    ...LeadListQuerySchema.properties,
    cursor: Type.Optional(
      Type.String({
        maxLength: leadLimits.cursor,
        description:
          "A page's `next_cursor`: the leads after that page's last one, with the same filter, `sort_by` " +
          'and `sort_order` (keyset paging: no lead twice, none missed, while new leads arrive). Not with ' +
          '`skip`; a cursor of another order or a garbled one is a 422 naming `cursor`.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const LeadParamsSchema = Type.Object(
  { projectId: IdSchema, leadId: IdSchema },
  { additionalProperties: false },
);

export const LeadStarSchema = Type.Object(
  { starred: Type.Boolean() },
  { $id: 'LeadStar', additionalProperties: false },
);

export const LeadFlagQuerySchema = Type.Object(
  {
    view: Type.Optional(
      Type.Enum(['full', 'brief'], {
        description:
          "'full' when left out: the whole lead (`Lead`). 'brief': the lead's flags and the project's unread " +
          'count after the change (`LeadFlags`), what a screen that already shows the lead needs.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const LeadFlagsSchema = Type.Object(
  {
    id: IdSchema,
    read: Type.Boolean(),
    starred: Type.Boolean(),
    unread_count: Type.Integer({
      minimum: 0,
      description: "The project's unread leads after this change (as GET /unread_count answers).",
    }),
  },
  { $id: 'LeadFlags', additionalProperties: false },
);

const LeadIdsSchema = Type.Array(IdSchema, {
  minItems: 1,
  maxItems: leadLimits.bulkIds,
  description: "Leads of this project; other projects' ids are ignored.",
});

/**
 * "Every lead matching": the list's filter fields as JSON (no paging or order; `smart_column_values`
 * items are the same JSON strings the list takes).
 */
export const LeadBulkFilterSchema = Type.Omit(
  LeadListQuerySchema,
  ['limit', 'skip', 'sort_by', 'sort_order', 'view'],
  { $id: 'LeadBulkFilter', additionalProperties: false },
);

export const bulkTarget = {
  lead_ids: Type.Optional(LeadIdsSchema),
  filter: Type.Optional(
    ref(
      LeadBulkFilterSchema,
      `Instead of lead_ids: every lead the list shows under this filter, at most ${leadLimits.bulkFilter} per call.`,
    ),
  ),
};

export const LeadIdsBodySchema = Type.Object(bulkTarget, {
  $id: 'LeadIds',
  additionalProperties: false,
  description: 'Exactly one of `lead_ids` and `filter`.',
});

export const LeadStatusUpdateSchema = Type.Object(
  { status_config_id: IdSchema, ...bulkTarget },
  {
    $id: 'LeadStatusUpdate',
    additionalProperties: false,
    description: 'Exactly one of `lead_ids` and `filter`.',
  },
);

export const LeadCrmBulkPushSchema = Type.Object(
  {
    provider: Type.Enum([...crmProviderIds], { description: 'hubspot, pipedrive or attio.' }),
    ...bulkTarget,
  },
  {
    $id: 'LeadCrmBulkPush',
    additionalProperties: false,
    description: 'Exactly one of `lead_ids` and `filter`.',
  },
);

const verdictFields = {
  verdict: Type.Union([Type.Enum(['good', 'not_lead']), Type.Null()], {
    description: "'good', 'not_lead' (hides the lead from the list), or null to clear it (restore).",
  }),
  reason: Type.Optional(
    Type.Union([Type.Enum([...notLeadReasons]), Type.Null()], {
      description: "Required with 'not_lead' (LEAD-POLICY.md's reasons); left out or null otherwise.",
    }),
  ),
  reason_note: Type.Optional(
    Type.Union([Type.String({ maxLength: verdictNoteMaxLength }), Type.Null()], {
      description:
        `The person's own words with the reason 'other' (at most ${verdictNoteMaxLength} characters, ` +
        'one line); left out, null or blank otherwise.',
    }),
  ),
};

export const LeadVerdictSchema = Type.Object(verdictFields, {
  $id: 'LeadVerdict',
  additionalProperties: false,
});

export const LeadVerdictUpdateSchema = Type.Object(
  { ...verdictFields, ...bulkTarget },
  {
    $id: 'LeadVerdictUpdate',
    additionalProperties: false,
    description: 'Exactly one of `lead_ids` and `filter`.',
  },
);

export const LeadsUpdatedSchema = Type.Object(
  {
    updated: Type.Integer({ minimum: 0, description: 'Leads whose state changed.' }),
    capped: Type.Optional(
      Type.Boolean({
        description: `By filter only: more than ${leadLimits.bulkFilter} leads still needed the change; call again for the rest.`,
      }),
    ),
  },
  { $id: 'LeadsUpdated', additionalProperties: false },
);

export const LeadDataSourceSchema = Type.Object(
  {
    platform: Type.String(),
    name: Type.String(),
    data_source_id: Nullable(IdSchema),
    enabled: Type.Boolean({ description: 'False for a platform with leads but no data source now.' }),
    lead_count: Type.Integer({ minimum: 0, description: 'Leads not deleted.' }),
  },
  { $id: 'LeadDataSource', additionalProperties: false },
);

export const leadNamedSchemas = [
  LeadPostSchema,
  MatchExplanationSchema,
  LeadMatchSchema,
  LeadSmartValueSchema,
  LeadSchema,
  LeadRowPostSchema,
  LeadRowMatchSchema,
  LeadRowSmartValueSchema,
  LeadRowSchema,
  LeadListSchema,
  LeadListFullSchema,
  LeadStarSchema,
  LeadFlagsSchema,
  LeadBulkFilterSchema,
  LeadIdsBodySchema,
  LeadStatusUpdateSchema,
  LeadCrmBulkPushSchema,
  LeadVerdictSchema,
  LeadVerdictUpdateSchema,
  LeadsUpdatedSchema,
  LeadDataSourceSchema,
];
