import { Type } from 'typebox';
import { ruleLimits, smartColumnEntities, smartColumnExtracts } from '../engine/smart-columns/rules.js';
import { maxPatternLength } from '../engine/smart-columns/safe-pattern.js';
import { AnalysisRunSchema } from './analysis-run.js';
import { DateTimeSchema, IdSchema, NameSchema, Nullable, ref } from './common.js';

export const smartColumnLimits = { name: 60, question: 500, perProject: 20 } as const;

const KindSchema = Type.Enum(['boolean', 'text'], {
  description: '`boolean` answers yes/no; `text` answers with a short text taken from the post.',
});
const MatchSchema = Type.Enum(['any', 'all'], {
  description: 'Whether one condition (keyword, pattern, entity) must hold, or every one.',
});
const EntitySchema = Type.Enum(smartColumnEntities);
const ExtractSchema = Type.Enum(smartColumnExtracts, {
  description: 'What a text column answers with when the rules hold.',
});
const CompareSchema = Type.Union(
  [
    Type.Object(
      { op: Type.Enum(['lt', 'lte', 'gt', 'gte']), value: Type.Number() },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        op: Type.Literal('is'),
        value: Type.Array(Type.String({ maxLength: ruleLimits.competitor }), {
          minItems: 1,
          maxItems: ruleLimits.compareValues,
        }),
      },
      { additionalProperties: false },
    ),
  ],
  {
    description:
      'Yes/no columns with one entity: what is asked of it (a number compared: team size, price; or one of some ' +
      'names: a place, a role). A post that does not state the entity answers null ("not stated").',
  },
);

/** The local rules, as stored and shown: every key present. */
export const SmartColumnRulesSchema = Type.Object(
  {
    match: MatchSchema,
    keywords: Type.Array(Type.String()),
    patterns: Type.Array(Type.String()),
    entities: Type.Array(EntitySchema),
    competitors: Type.Array(Type.String()),
    extract: Nullable(ExtractSchema),
    compare: Nullable(CompareSchema),
  },
  {
    $id: 'SmartColumnRules',
    additionalProperties: false,
    description: 'How the column is answered without an LLM (see api/src/engine/smart-columns/README.md).',
  },
);

export const SmartColumnRulesInputSchema = Type.Object(
  {
    match: Type.Optional(MatchSchema),
    keywords: Type.Optional(
      Type.Array(Type.String({ maxLength: ruleLimits.keyword }), {
        maxItems: ruleLimits.keywords,
        description: 'Words or phrases, matched whole and case-insensitively.',
      }),
    ),
    patterns: Type.Optional(
      Type.Array(Type.String({ maxLength: maxPatternLength }), {
        maxItems: ruleLimits.patterns,
        description:
          'Case-insensitive regular expressions. Refused (422 naming `rules.patterns.<i>`) when invalid, ' +
          'or when they repeat a repeating group or a group of alternatives, or use backreferences.',
      }),
    ),
    entities: Type.Optional(Type.Array(EntitySchema, { maxItems: smartColumnEntities.length })),
    competitors: Type.Optional(
      Type.Array(Type.String({ maxLength: ruleLimits.competitor }), {
        maxItems: ruleLimits.competitors,
        description:
          'The names `competitor` looks for; empty: well-known SaaS names and those of the project.',
      }),
    ),
    extract: Type.Optional(Nullable(ExtractSchema)),
    compare: Type.Optional(Nullable(CompareSchema)),
  },
  {
    $id: 'SmartColumnRulesInput',
    additionalProperties: false,
    description: 'Left out, or testing nothing: derived from the question.',
  },
);

const templateFields = {
  name: Type.String(),
  question: Type.String(),
  kind: KindSchema,
};

/** Whether the local rules answer the question (without an LLM), and what they look for. */
export const SmartColumnLocalAnswerSchema = Type.Object(
  {
    answerable: Type.Boolean({
      description:
        'True when the local rules answer the question itself (a recognised kind of question, words to find, or ' +
        'rules written by hand); false when they only match its words, a guess.',
    }),
    entity: Nullable(EntitySchema),
    summary: Type.String({ description: 'One sentence saying what the local rules look for.' }),
  },
  { $id: 'SmartColumnLocalAnswer', additionalProperties: false },
);

export const SmartColumnPreviewSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: smartColumnLimits.name })),
    question: Type.String({ maxLength: smartColumnLimits.question }),
    kind: KindSchema,
  },
  { $id: 'SmartColumnPreview', additionalProperties: false },
);

export const SmartColumnPreviewResultSchema = Type.Object(
  {
    local_answer: ref(SmartColumnLocalAnswerSchema),
    rules: ref(SmartColumnRulesSchema),
    llm_configured: Type.Boolean({
      description: 'With an LLM configured every question goes to it (the local rules answer when it fails).',
    }),
    templates: Type.Array(Type.Object(templateFields, { additionalProperties: false }), {
      description: 'Questions the local rules answer, to offer when this one is not.',
    }),
  },
  { $id: 'SmartColumnPreviewResult', additionalProperties: false },
);

export const SmartColumnSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    question: Type.String(),
    kind: KindSchema,
    rules: ref(SmartColumnRulesSchema),
    local_answer: ref(SmartColumnLocalAnswerSchema),
    position: Type.Integer({ description: 'Order in the table (0 first).' }),
    version: Type.Integer({ description: 'Goes up when question, kind or rules change.' }),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
    analysis_run: Nullable(ref(AnalysisRunSchema)),
  },
  { $id: 'SmartColumn', additionalProperties: false },
);

export const SmartColumnCreateSchema = Type.Object(
  {
    name: NameSchema(smartColumnLimits.name),
    question: Type.String({ maxLength: smartColumnLimits.question }),
    kind: KindSchema,
    rules: Type.Optional(ref(SmartColumnRulesInputSchema)),
  },
  { $id: 'SmartColumnCreate', additionalProperties: false },
);

export const SmartColumnUpdateSchema = Type.Object(
  {
    smart_column: Type.Object(
      {
        id: IdSchema,
        name: Type.Optional(NameSchema(smartColumnLimits.name)),
        question: Type.Optional(Type.String({ maxLength: smartColumnLimits.question })),
        kind: Type.Optional(KindSchema),
        rules: Type.Optional(ref(SmartColumnRulesInputSchema)),
      },
      { additionalProperties: false },
    ),
    reanalyze_leads: Type.Boolean({
      description: 'Compute the values of existing leads again (an analysis run, in the response).',
    }),
  },
  { $id: 'SmartColumnUpdate', additionalProperties: false },
);

export const SmartColumnParamsSchema = Type.Object(
  { projectId: IdSchema, smartColumnId: IdSchema },
  { additionalProperties: false },
);

/** Registered by schemas/index.ts (AnalysisRun first: SmartColumn refers to it). */
export const smartColumnNamedSchemas = [
  AnalysisRunSchema,
  SmartColumnRulesSchema,
  SmartColumnRulesInputSchema,
  SmartColumnLocalAnswerSchema,
  SmartColumnSchema,
  SmartColumnPreviewSchema,
  SmartColumnPreviewResultSchema,
  SmartColumnCreateSchema,
  SmartColumnUpdateSchema,
];
