import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable, ref } from './common.js';

export const SlackConnectionSchema = Type.Object(
  {
    status: Type.Enum(['connected', 'broken', 'disconnected'], {
      description: "'broken': Slack refused the token or the channel; alerts stop until it is mended.",
    }),
    team_id: Nullable(Type.String()),
    team_name: Nullable(Type.String()),
    channel_id: Nullable(Type.String()),
    channel_name: Nullable(Type.String()),
    connected_at: Nullable(DateTimeSchema),
    broken_code: Nullable(
      Type.String({
        description:
          "Slack's error that broke it: token_revoked, invalid_auth, account_inactive, channel_not_found, not_in_channel, is_archived.",
      }),
    ),
    broken_reason: Nullable(Type.String({ description: 'What happened and what to do, in a sentence.' })),
    configured: Type.Boolean({
      description:
        'Whether this server has a Slack app (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_SIGNING_SECRET). ' +
        'False: nothing can be connected or posted, and `detail` says what an operator sets.',
    }),
    detail: Nullable(
      Type.String({
        description: 'Why Slack cannot be used on this server and which variables to set; null when it can.',
      }),
    ),
  },
  { $id: 'SlackConnection', additionalProperties: false },
);

export const SlackChannelSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    is_private: Type.Boolean(),
    is_member: Type.Boolean({ description: "Whether Signalboard's bot is in the channel." }),
  },
  { $id: 'SlackChannel', additionalProperties: false },
);

export const SlackChannelListSchema = Type.Object(
  {
    channels: Type.Array(ref(SlackChannelSchema), { description: 'Sorted by name.' }),
    truncated: Type.Boolean({
      description: 'The workspace has more channels than the server lists (2,000).',
    }),
  },
  { $id: 'SlackChannelList', additionalProperties: false },
);

export const SlackAuthorizationSchema = Type.Object(
  { authorization_url: Type.String({ format: 'uri' }) },
  { $id: 'SlackAuthorization', additionalProperties: false },
);

export const SlackTestResultSchema = Type.Object(
  { ok: Type.Literal(true) },
  { $id: 'SlackTestResult', additionalProperties: false },
);

export const SlackProjectParamsSchema = Type.Object({ projectId: IdSchema }, { additionalProperties: false });

export const SlackChannelQuerySchema = Type.Object(
  {
    channel_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Z0-9]+$' }),
    channel_name: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

// Slack may add keys to the redirect: unknown keys are allowed here on purpose.
export const SlackCallbackQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
});

export const slackNamedSchemas = [
  SlackConnectionSchema,
  SlackChannelSchema,
  SlackChannelListSchema,
  SlackAuthorizationSchema,
  SlackTestResultSchema,
];
