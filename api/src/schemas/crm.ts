import { Type } from 'typebox';
import { crmProviderIds } from '../crm/crm-types.js';
import { DateTimeSchema, IdSchema, Nullable, ref } from './common.js';

const ProviderSchema = Type.Enum([...crmProviderIds], { description: 'hubspot, pipedrive or attio.' });

export const CrmProviderParamsSchema = Type.Object({
  projectId: IdSchema,
  provider: ProviderSchema,
});

export const CrmPushParamsSchema = Type.Object({
  projectId: IdSchema,
  provider: ProviderSchema,
  pushId: IdSchema,
});

export const CrmConnectionSchema = Type.Object(
  {
    provider: ProviderSchema,
    label: Type.String({ description: '"HubSpot", "Pipedrive", "Attio".' }),
    status: Type.Enum(['disconnected', 'connected', 'broken'], {
      description: "'broken': the CRM refused the token or a lead; pushes wait until it is mended.",
    }),
    oauth_available: Type.Boolean({
      description:
        'This server has an OAuth app for this CRM; without one an owner can paste a token instead.',
    }),
    auth_kind: Nullable(
      Type.Enum(['oauth', 'token'], {
        description: 'How it is connected: OAuth, or a token an owner pasted.',
      }),
    ),
    account_name: Nullable(
      Type.String({ description: 'The CRM account (HubSpot portal, Pipedrive company, Attio workspace).' }),
    ),
    account_id: Nullable(Type.String()),
    scopes: Nullable(
      Type.Array(Type.String(), { description: 'As the CRM reported them; null when it cannot say.' }),
    ),
    connected_at: Nullable(DateTimeSchema),
    broken_code: Nullable(Type.Enum(['auth', 'scope', 'validation'])),
    broken_reason: Nullable(Type.String({ description: "What happened, in the CRM's words, and the fix." })),
    waiting_until: Nullable(
      Type.String({
        format: 'date-time',
        description: "The CRM's rate limit: pushes go on by themselves then.",
      }),
    ),
    mapping_confirmed: Type.Boolean({
      description: 'A member saved or accepted the field mapping; until then a first push shows it first.',
    }),
    pushes: Type.Object(
      { pending: Type.Integer(), pushed: Type.Integer(), failed: Type.Integer() },
      { additionalProperties: false },
    ),
  },
  { $id: 'CrmConnection', additionalProperties: false },
);

export const CrmConnectionListSchema = Type.Object(
  { connections: Type.Array(ref(CrmConnectionSchema), { description: 'Every CRM, connected or not.' }) },
  { $id: 'CrmConnectionList', additionalProperties: false },
);

const PropertySchema = Nullable(
  Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_.-]+$',
    description: "A CRM property's API name; null leaves this part out.",
  }),
);

export const CrmSettingsSchema = Type.Object(
  {
    mapping: Type.Object(
      {
        profile_url: PropertySchema,
        platform: PropertySchema,
        score: PropertySchema,
      },
      {
        additionalProperties: false,
        description: 'Which CRM property gets the profile URL, the platform, the score.',
      },
    ),
    rule: Type.Object(
      {
        enabled: Type.Boolean(),
        on_good: Type.Boolean({ description: 'Push a lead when it is marked Good lead.' }),
        status_ids: Type.Array(IdSchema, {
          maxItems: 50,
          uniqueItems: true,
          description: 'Push a lead when it reaches one of these statuses.',
        }),
        min_score: Nullable(
          Type.Integer({ minimum: 0, maximum: 100, description: 'Push new leads scoring at least this.' }),
        ),
        signal_ids: Type.Array(IdSchema, {
          maxItems: 100,
          uniqueItems: true,
          description: 'With min_score: only a match with one of these signals counts (none: any).',
        }),
      },
      { additionalProperties: false },
    ),
    author_key_property: Type.Optional(
      Type.String({ description: 'Read only: the unique CRM property that finds the author again.' }),
    ),
  },
  { $id: 'CrmSettings', additionalProperties: false },
);

export const CrmAuthorizationSchema = Type.Object(
  { authorization_url: Type.String({ description: "The CRM's consent page to send the browser to." }) },
  { $id: 'CrmAuthorization', additionalProperties: false },
);

export const CrmTokenSchema = Type.Object(
  {
    token: Type.String({
      minLength: 8,
      maxLength: 2048,
      pattern: '^\\S+$',
      description: 'A HubSpot private-app token, a Pipedrive API token or an Attio API key.',
    }),
  },
  { $id: 'CrmToken', additionalProperties: false },
);

export const CrmExchangeSchema = Type.Object(
  {
    method: Type.String(),
    path: Type.String(),
    status: Nullable(Type.Integer({ description: 'Null: no answer (network, timeout).' })),
    excerpt: Nullable(Type.String({ description: 'The start of the answer (tokens removed).' })),
  },
  { $id: 'CrmExchange', additionalProperties: false },
);

export const CrmPushSchema = Type.Object(
  {
    id: IdSchema,
    provider: ProviderSchema,
    lead_id: IdSchema,
    lead_title: Nullable(Type.String()),
    state: Type.Enum(['pending', 'pushed', 'failed'], {
      description:
        "pending: queued, waiting on the CRM's rate limit, a retry or a fix; failed: gave up after 24 h.",
    }),
    trigger: Type.Enum(['manual', 'bulk', 'rule']),
    requested_by: Nullable(Type.String({ description: 'Who pushed it by hand; null for the rule.' })),
    attempts: Type.Integer(),
    record_url: Nullable(Type.String({ description: 'The person in the CRM.' })),
    last_status: Nullable(Type.Integer()),
    last_error: Nullable(Type.String({ description: 'What went wrong last, in words.' })),
    exchanges: Type.Array(ref(CrmExchangeSchema), {
      description: "The last attempt's requests and answers.",
    }),
    created_at: DateTimeSchema,
    next_attempt_at: Nullable(DateTimeSchema),
    pushed_at: Nullable(DateTimeSchema),
  },
  { $id: 'CrmPush', additionalProperties: false },
);

export const CrmPushPageSchema = Type.Object(
  {
    items: Type.Array(ref(CrmPushSchema), { description: 'Newest first.' }),
    next_before: Nullable(IdSchema),
  },
  { $id: 'CrmPushPage', additionalProperties: false },
);

export const CrmPushLogQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '50 when left out.' })),
  before: Type.Optional(IdSchema),
});

export const LeadCrmPushSchema = Type.Object(
  {
    provider: ProviderSchema,
    email: Type.Optional(
      Nullable(
        Type.String({
          format: 'email',
          maxLength: 254,
          description:
            "The author's e-mail when you know it (never guessed): the CRM matches the person by it.",
        }),
      ),
    ),
  },
  { $id: 'LeadCrmPush', additionalProperties: false },
);

/** What a lead says of its CRMs: where it is, or is on its way. */
export const LeadCrmLinkSchema = Type.Object(
  {
    provider: ProviderSchema,
    state: Type.Enum(['pending', 'pushed', 'failed']),
    record_url: Nullable(Type.String()),
    pushed_at: Nullable(DateTimeSchema),
    last_error: Nullable(
      Type.String({
        description: 'Why it has not arrived yet (waiting, a retry, a broken connection), in words.',
      }),
    ),
  },
  { $id: 'LeadCrmLink', additionalProperties: false },
);

export const crmNamedSchemas = [
  CrmConnectionSchema,
  CrmConnectionListSchema,
  CrmSettingsSchema,
  CrmAuthorizationSchema,
  CrmTokenSchema,
  CrmExchangeSchema,
  CrmPushSchema,
  CrmPushPageSchema,
  LeadCrmPushSchema,
  LeadCrmLinkSchema,
];
