import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, NameSchema, ref } from './common.js';
import { readOnlyFields } from './read-only.js';

/** The limits of one intent signal, shared by what is stored and what the brainstorm proposes. */
export const intentSignalLimits = {
  name: 120,
  description: 1000,
  terms: 30,
  term: 80,
  perRequest: 50,
  perProject: 50,
} as const;

const TermsSchema = (description: string) =>
  Type.Array(Type.String({ maxLength: intentSignalLimits.term }), {
    maxItems: intentSignalLimits.terms,
    description: `${description} Trimmed; empty and repeated (case-insensitive) entries are dropped.`,
  });

const KeywordsSchema = TermsSchema('Words and phrases a matching post tends to contain.');
const NegativeKeywordsSchema = TermsSchema('Words and phrases that rule a post out (jobs, tutorials...).');

export const IntentSignalSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    description: Type.String(),
    keywords: Type.Array(Type.String()),
    negative_keywords: Type.Array(Type.String()),
    enabled: Type.Boolean(),
    position: Type.Integer({ description: 'Order in the list (0 first).' }),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  },
  { $id: 'IntentSignal', additionalProperties: false },
);

export const IntentSignalInputSchema = Type.Object(
  {
    id: Type.Optional(IdSchema),
    name: NameSchema(intentSignalLimits.name),
    // Defaults applied by the route, not the schema: a schema default would make the field required in
    // the generated client types.
    description: Type.Optional(
      Type.String({ maxLength: intentSignalLimits.description, description: 'Empty when left out.' }),
    ),
    keywords: KeywordsSchema,
    negative_keywords: NegativeKeywordsSchema,
    enabled: Type.Optional(Type.Boolean({ description: 'True when left out.' })),
    // The order is the list's; the times are the server's.
    ...readOnlyFields(IntentSignalSchema, ['position', 'created_at', 'updated_at']),
  },
  {
    $id: 'IntentSignalInput',
    additionalProperties: false,
    description: 'With `id`: changes that signal of the project. Without: creates a new one.',
  },
);

export const IntentSignalsUpdateSchema = Type.Object(
  {
    intent_signals: Type.Array(ref(IntentSignalInputSchema), { maxItems: intentSignalLimits.perRequest }),
    reanalyze_leads: Type.Boolean({
      description:
        'Score existing leads again against the changed signals: starts an analysis run (its id is in the ' +
        '`x-analysis-run-id` response header).',
    }),
  },
  { $id: 'IntentSignalsUpdate', additionalProperties: false },
);

export const UnreadCountSchema = Type.Object(
  { unread_count: Type.Integer({ minimum: 0, description: 'Leads neither read nor deleted.' }) },
  { $id: 'UnreadCount', additionalProperties: false },
);

export const UnreadCountQuerySchema = Type.Object(
  {
    assignee: Type.Optional(
      Type.Literal('me', {
        description:
          "`me`: only the caller's own leads (given to them, listed and unread), counted up to 1,000; the " +
          'badge of a member who chose to count "mine". Without it: every unread lead of the project.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const LeadsProjectParamsSchema = Type.Object({ projectId: IdSchema }, { additionalProperties: false });

export const IntentSignalParamsSchema = Type.Object(
  { projectId: IdSchema, id: IdSchema },
  { additionalProperties: false },
);
