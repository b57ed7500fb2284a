// The answer of GET /api/v1/project/{id}/lead-quality. Written inline (no $id), so the route needs no
// entry in the shared list of named schemas; the generated client still types it from openapi.json.
import { Type } from 'typebox';
import { notLeadReasons } from '../../db/schema/index.js';
import { IdSchema, Nullable } from '../../schemas/common.js';

const Count = Type.Integer({ minimum: 0 });

const WeekCountsSchema = Type.Object(
  {
    week_start: Type.String({ format: 'date', description: 'Monday of the week (UTC).' }),
    found: Type.Integer({ minimum: 0, description: 'Leads published that week (not deleted).' }),
    accepted: Type.Integer({ minimum: 0, description: 'Of those, marked "Good lead".' }),
    rejected: Type.Integer({ minimum: 0, description: 'Of those, marked "Not a lead".' }),
  },
  { additionalProperties: false },
);

const groupFields = {
  found: Count,
  accepted: Count,
  rejected: Count,
  weekly: Type.Array(WeekCountsSchema, { description: 'One entry per week of `weeks`, in order.' }),
};

export const LeadQualitySchema = Type.Object(
  {
    lead_threshold: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: "The project's current threshold (changed with PATCH /api/v1/project/{id}).",
    }),
    weeks: Type.Array(Type.String({ format: 'date' }), {
      description: 'The last 12 weeks (Monday, UTC), oldest first; leads are dated by publication.',
    }),
    totals: Type.Object(groupFields, { additionalProperties: false }),
    by_signal: Type.Array(
      Type.Object({ id: IdSchema, name: Type.String(), ...groupFields }, { additionalProperties: false }),
      {
        description:
          'Every intent signal of the project, in its order; a lead counts under each signal it matched.',
      },
    ),
    by_source: Type.Array(
      Type.Object({ platform: Type.String(), ...groupFields }, { additionalProperties: false }),
      { description: 'Platforms with leads in the 12 weeks, most leads first.' },
    ),
    rejection_reasons: Type.Array(
      Type.Object({ reason: Type.Enum(notLeadReasons), count: Count }, { additionalProperties: false }),
      {
        description:
          'Every "Not a lead" reason, in the order the UI offers them (all time, deleted leads aside).',
      },
    ),
    recent: Type.Object(
      {
        days: Type.Integer({ description: 'The preview window: 30 days back from now.' }),
        total: Type.Integer({
          minimum: 0,
          description: 'Leads of the window the list shows (not deleted, not marked "Not a lead").',
        }),
        score_histogram: Type.Array(Count, {
          minItems: 101,
          maxItems: 101,
          description:
            'Entry s counts those leads scoring s (0-100): the leads that a threshold t keeps are the sum from t to 100.',
        }),
      },
      { additionalProperties: false },
    ),
    judged: Type.Object(
      {
        window: Type.Integer({
          minimum: 1,
          description:
            'How many verdicts are read at most (50): the most recent by when they were given (verdict_at, or ' +
            "the lead's updated_at for a verdict stored without it), deleted leads aside.",
        }),
        total: Type.Integer({
          minimum: 0,
          description: 'Judged leads in the window: `window`, or fewer when the project has fewer verdicts.',
        }),
        good: Type.Integer({ minimum: 0, description: 'Of those, marked "Good lead".' }),
        not_good: Type.Integer({ minimum: 0, description: 'Of those, marked "Not a lead".' }),
        good_scores: Type.Array(Count, {
          minItems: 101,
          maxItems: 101,
          description:
            'Entry s counts the "Good lead" ones scoring s (0-100, the best signal score the list shows).',
        }),
        not_good_scores: Type.Array(Count, {
          minItems: 101,
          maxItems: 101,
          description: 'Entry s counts the "Not a lead" ones scoring s (0-100).',
        }),
      },
      {
        additionalProperties: false,
        description:
          "The project's measured precision: its most recent verdicts, with the leads' scores, so a threshold's effect on leads already judged can be counted.",
      },
    ),
    scoring: Type.Object(
      {
        local_model: Type.Object(
          {
            kind: Type.Enum(['learned', 'rules'] as const, {
              description:
                "'learned': rules and sentence embeddings in the shipped model; 'rules': rules only.",
            }),
            version: Nullable(Type.Integer()),
            encoder: Nullable(Type.String({ description: 'The sentence encoder the model reads.' })),
            trained_on: Type.Array(Type.String(), {
              description: 'The evaluation businesses it was fitted on.',
            }),
            embeddings: Type.Boolean({
              description: 'False when this server computes no sentence embeddings.',
            }),
          },
          { additionalProperties: false },
        ),
        llm: Type.Object(
          {
            configured: Type.Boolean(),
            model: Nullable(Type.String({ description: 'The model name (never the address or the key).' })),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
