import { Type } from 'typebox';
import { apiKeyScopes } from '../db/schema/api-keys.js';
import { DateTimeSchema, IdSchema, NameSchema, Nullable, ref, requestDatePattern } from './common.js';

const ScopeSchema = Type.Union(
  [
    Type.Literal('leads:read'),
    Type.Literal('leads:write'),
    Type.Literal('settings:read'),
    Type.Literal('settings:write'),
  ],
  {
    description:
      'leads:read (projects, leads, their history, notes, statuses, stats and the live stream), leads:write ' +
      '(status, verdict, read and star, notes, assignee, bulk actions, CRM push), settings:read and ' +
      "settings:write (the project's settings, data sources, intent signals, notifications, assignment rule, " +
      'CRM settings, outbound webhooks). leads:write does not imply leads:read.',
  },
);

const ReachSchema = Type.Union([Type.Literal('project'), Type.Literal('organization')], {
  description:
    'project: this project only; organization: every project of the organization, present and future.',
});

export const ApiKeySchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    prefix: Type.String({
      description: 'The first 12 characters of the secret (sb_live_AbCd), to tell keys apart.',
    }),
    scopes: Type.Array(ScopeSchema),
    reach: ReachSchema,
    project_id: Nullable(IdSchema),
    created_at: DateTimeSchema,
    created_by: Nullable(
      Type.Object(
        { id: IdSchema, name: Type.String() },
        { additionalProperties: false, description: 'Who created it; null once their account is gone.' },
      ),
    ),
    expires_at: Nullable(DateTimeSchema),
    last_used_at: Nullable(DateTimeSchema),
    revoked_at: Nullable(DateTimeSchema),
    state: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  },
  { $id: 'ApiKey', additionalProperties: false },
);

export const ApiKeyListSchema = Type.Object(
  { keys: Type.Array(ref(ApiKeySchema)) },
  { $id: 'ApiKeyList', additionalProperties: false },
);

export const ApiKeyCreateSchema = Type.Object(
  {
    name: NameSchema(80),
    scopes: Type.Array(ScopeSchema, { minItems: 1, maxItems: apiKeyScopes.length, uniqueItems: true }),
    reach: ReachSchema,
    expires_at: Type.Optional(
      Nullable(
        Type.String({
          format: 'date-time',
          maxLength: 40,
          pattern: requestDatePattern,
          description: 'When the key stops working (ISO 8601, in the future); null or absent: never.',
        }),
      ),
    ),
  },
  { $id: 'ApiKeyCreate', additionalProperties: false },
);

export const ApiKeyCreatedSchema = Type.Object(
  {
    key: ref(ApiKeySchema),
    secret: Type.String({
      description:
        'The key itself (sb_live_ + 43 characters), shown only now: send it as `Authorization: Bearer <secret>`.',
    }),
  },
  { $id: 'ApiKeyCreated', additionalProperties: false },
);

export const ApiKeysParamsSchema = Type.Object({ projectId: IdSchema });
export const ApiKeyParamsSchema = Type.Object({ projectId: IdSchema, keyId: IdSchema });

export const apiKeyNamedSchemas = [ApiKeySchema, ApiKeyListSchema, ApiKeyCreateSchema, ApiKeyCreatedSchema];
