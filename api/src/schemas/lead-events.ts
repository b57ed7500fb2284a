import { Type, type Static } from 'typebox';
import { IdSchema, Nullable } from './common.js';

/** A lead worth announcing on its own (score at or above `highScore`), as the live channel sends it. */
export const NewLeadSummarySchema = Type.Object(
  {
    id: IdSchema,
    title: Type.String({
      description: "The post's title (or the start of its text), at most 160 characters.",
    }),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);

/** The `data` of a `new_leads` event on GET /api/v1/leads/{projectId}/events. */
export const NewLeadsEventSchema = Type.Object(
  {
    project_id: IdSchema,
    count: Type.Integer({ minimum: 1, description: 'Leads the pipeline just stored for the project.' }),
    lead_ids: Type.Array(IdSchema, { description: 'Their ids, best score first (at most 50).' }),
    max_score: Type.Integer({ minimum: 0, maximum: 100 }),
    high_score: Type.Array(NewLeadSummarySchema, {
      description: 'Those scoring 70 or more, best first (at most 3), for an in-app alert.',
    }),
  },
  { $id: 'NewLeadsEvent', additionalProperties: false },
);

export type NewLeadsEvent = Static<typeof NewLeadsEventSchema>;

/** What a `lead_changed` event says changed. */
export const leadChangedFields = ['assignee', 'notes'] as const;
export type LeadChangedField = (typeof leadChangedFields)[number];

/** The `data` of a `lead_changed` event on GET /api/v1/leads/{projectId}/events. */
export const LeadChangedEventSchema = Type.Object(
  {
    project_id: IdSchema,
    lead_ids: Type.Array(IdSchema, {
      description: 'The leads changed (at most 100; `count` says how many).',
    }),
    count: Type.Integer({ minimum: 1, description: 'How many leads the change touched.' }),
    fields: Type.Array(Type.Enum([...leadChangedFields]), {
      description: "What changed: 'assignee' (owner), 'notes'. Refetch what shows it.",
    }),
    actor_user_id: Nullable(IdSchema),
  },
  { $id: 'LeadChangedEvent', additionalProperties: false },
);

export type LeadChangedEvent = Static<typeof LeadChangedEventSchema>;
