import { Type } from 'typebox';
import { leadActorKinds, leadEventKinds } from '../db/schema/index.js';
import { DateTimeSchema, IdSchema, Nullable, ref } from './common.js';

export const leadHistoryLimits = { page: 50, maxPage: 100 } as const;

export const LeadHistoryActorSchema = Type.Object(
  {
    kind: Type.Enum([...leadActorKinds], {
      description:
        "'user' (a person), 'key' (an API key), 'rule' (an assignment rule), 'slack' (a Slack button), 'system' (Signalboard).",
    }),
    user_id: Nullable(IdSchema),
    name: Type.String({
      description:
        "A person's name (else e-mail) now, or as it was once they left; the Slack user for 'slack'; 'Signalboard' for 'system'.",
    }),
    former_member: Type.Boolean({
      description:
        "A person who no longer belongs to the project (member or guest); false for anything but 'user'.",
    }),
  },
  { $id: 'LeadHistoryActor', additionalProperties: false },
);

export const LeadHistoryEntrySchema = Type.Object(
  {
    id: IdSchema,
    kind: Type.Enum([...leadEventKinds]),
    actor: ref(LeadHistoryActorSchema),
    data: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'found: `platform`, `score`. status_changed and assignee_changed: `from`, `from_name`, `to`, `to_name` ' +
        '(ids and the names they had then). verdict_changed: `from`, `to`, `reason`, `note`. note_added: ' +
        '`note_id`, `mentioned_user_ids`; note_edited and note_deleted: `note_id`. deleted, restored: nothing. pushed: `provider` (hubspot, pipedrive, attio), `record_url`.',
    }),
    created_at: DateTimeSchema,
  },
  { $id: 'LeadHistoryEntry', additionalProperties: false },
);

export const LeadHistoryPageSchema = Type.Object(
  {
    items: Type.Array(ref(LeadHistoryEntrySchema), { description: 'Newest first.' }),
    next_before: Type.Union([IdSchema, Type.Null()], {
      description: 'Send it as `before` for the older entries; null when there are none.',
    }),
  },
  { $id: 'LeadHistoryPage', additionalProperties: false },
);

export const LeadHistoryQuerySchema = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: leadHistoryLimits.maxPage,
        description: `${leadHistoryLimits.page} when left out.`,
      }),
    ),
    before: Type.Optional(
      Type.String({
        format: 'uuid',
        description: "The previous page's `next_before`: the entries older than that one.",
      }),
    ),
  },
  { additionalProperties: false },
);

export const leadHistoryNamedSchemas = [
  LeadHistoryActorSchema,
  LeadHistoryEntrySchema,
  LeadHistoryPageSchema,
];
