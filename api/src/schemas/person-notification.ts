import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable, ref } from './common.js';

export const personNotificationLimits = { page: 20, maxPage: 100, seenIds: 200 } as const;

const ChannelSchema = Type.Union([Type.Literal('app'), Type.Literal('email'), Type.Literal('slack')], {
  description:
    '`app`: the bell only; `email`: the bell and an e-mail; `slack`: the bell and a Slack DM from the ' +
    "lead's project's Slack workspace (by e-mail when that is not possible).",
});

export const PersonNotificationSchema = Type.Object(
  {
    id: IdSchema,
    kind: Type.Union([Type.Literal('assigned'), Type.Literal('mentioned')]),
    project_id: IdSchema,
    project_name: Type.String(),
    lead_id: IdSchema,
    lead_count: Type.Integer({
      minimum: 1,
      description: 'How many leads one bulk assignment gave (the link goes to `lead_id`, the first).',
    }),
    lead_title: Type.String({ description: "The lead's title, else its first words; plain text." }),
    actor_name: Type.String({ description: 'Who did it (a person, or an assignment rule).' }),
    note_excerpt: Nullable(Type.String({ description: "A mention's note, its first words; plain text." })),
    text: Type.String({
      description: 'The line to show: "X assigned you a lead: <title>", "X mentioned you: <excerpt>".',
    }),
    created_at: DateTimeSchema,
    seen_at: Nullable(DateTimeSchema),
  },
  { $id: 'PersonNotification', additionalProperties: false },
);

export const PersonNotificationPageSchema = Type.Object(
  {
    items: Type.Array(ref(PersonNotificationSchema), { description: 'Newest first.' }),
    next_before: Type.Union([IdSchema, Type.Null()], {
      description: 'Send it as `before` for older ones; null when none.',
    }),
  },
  { $id: 'PersonNotificationPage', additionalProperties: false },
);

export const PersonNotificationQuerySchema = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: personNotificationLimits.maxPage,
        description: `${personNotificationLimits.page} when left out.`,
      }),
    ),
    before: Type.Optional(Type.String({ format: 'uuid', description: "The previous page's `next_before`." })),
  },
  { additionalProperties: false },
);

export const UnseenCountSchema = Type.Object(
  { unseen: Type.Integer({ minimum: 0 }) },
  { $id: 'PersonNotificationUnseenCount', additionalProperties: false },
);

export const MarkSeenSchema = Type.Object(
  {
    notification_ids: Type.Array(IdSchema, {
      maxItems: personNotificationLimits.seenIds,
      description: 'Your notifications to mark seen (ids not yours are ignored); `[]` with `all`.',
    }),
    all: Type.Optional(Type.Boolean({ description: 'True: every notification of yours, whatever the ids.' })),
  },
  { $id: 'PersonNotificationMarkSeen', additionalProperties: false },
);

export const MarkedSeenSchema = Type.Object(
  { marked: Type.Integer({ minimum: 0 }), unseen: Type.Integer({ minimum: 0 }) },
  { $id: 'PersonNotificationMarkedSeen', additionalProperties: false },
);

const BadgeSchema = Type.Union([Type.Literal('all'), Type.Literal('mine')], {
  description:
    "What the navigation's Leads badge counts: `all` unread leads of the project, or `mine`, the unread " +
    'leads given to you (GET /leads/{projectId}/unread_count?assignee=me).',
});

const slackFallbackFields = {
  slack_fallback: Nullable(
    Type.String({
      description: 'Why the last Slack DM went by e-mail instead, until the choice is saved again.',
    }),
  ),
  slack_fallback_at: Nullable(DateTimeSchema),
};

// What GET answers, PUT accepts unchanged (read, change one field, write back): the Slack fallback is
// the server's to say, so PUT takes it and ignores it; `badge` left out keeps the saved one.
export const PersonNotificationChoiceInputSchema = Type.Object(
  {
    assigned: ChannelSchema,
    mentioned: ChannelSchema,
    badge: Type.Optional(BadgeSchema),
    slack_fallback: Type.Optional(slackFallbackFields.slack_fallback),
    slack_fallback_at: Type.Optional(slackFallbackFields.slack_fallback_at),
  },
  { $id: 'PersonNotificationChoiceInput', additionalProperties: false },
);

export const PersonNotificationChoiceSchema = Type.Object(
  { assigned: ChannelSchema, mentioned: ChannelSchema, badge: BadgeSchema, ...slackFallbackFields },
  { $id: 'PersonNotificationChoice', additionalProperties: false },
);

export const personNotificationNamedSchemas = [
  PersonNotificationSchema,
  PersonNotificationPageSchema,
  UnseenCountSchema,
  MarkSeenSchema,
  MarkedSeenSchema,
  PersonNotificationChoiceInputSchema,
  PersonNotificationChoiceSchema,
];
