import { Type } from 'typebox';
import { intentSignalLimits } from './intent-signal.js';
import { NameSchema, Nullable, ref } from './common.js';

const SourceSchema = Type.Enum(['llm', 'local'], {
  description: '`llm` when the configured AI assistant wrote it, `local` when Signalboard wrote it itself.',
});
const NoticeSchema = Nullable(
  Type.String({
    description: 'Why the AI assistant was not used this time, to show the user; null otherwise.',
  }),
);

export const ProposedIntentSignalSchema = Type.Object(
  {
    name: NameSchema(intentSignalLimits.name),
    description: Type.String({ maxLength: intentSignalLimits.description }),
    keywords: Type.Array(Type.String({ maxLength: intentSignalLimits.term }), {
      maxItems: intentSignalLimits.terms,
    }),
    negative_keywords: Type.Array(Type.String({ maxLength: intentSignalLimits.term }), {
      maxItems: intentSignalLimits.terms,
    }),
  },
  { $id: 'ProposedIntentSignal', additionalProperties: false },
);

export const BusinessInfoProposalSchema = Type.Object(
  {
    website: Type.String({ description: 'The address that was read, after redirects.' }),
    site_title: Nullable(Type.String()),
    business_description: Type.String({
      description: 'A ready-to-edit paragraph: what the business is, what it offers, for whom.',
    }),
    key_offerings: Type.Array(Type.String()),
    competitors: Type.Array(Type.String()),
    source: SourceSchema,
    notice: NoticeSchema,
  },
  { $id: 'BusinessInfoProposal', additionalProperties: false },
);

export const BusinessInfoQuerySchema = Type.Object(
  {
    website: Type.Optional(
      Type.String({ maxLength: 2048, description: "An http(s) URL; the project's website when left out." }),
    ),
  },
  { additionalProperties: false },
);

export const IntentSignalProposalsSchema = Type.Object(
  {
    intent_signals: Type.Array(ref(ProposedIntentSignalSchema), { minItems: 5, maxItems: 10 }),
    source: SourceSchema,
    notice: NoticeSchema,
  },
  { $id: 'IntentSignalProposals', additionalProperties: false },
);

export const RefineIntentSignalRequestSchema = Type.Object(
  {
    intent_signal: ref(ProposedIntentSignalSchema),
    instruction: Type.Optional(
      Type.String({
        maxLength: 500,
        description: 'What to change, in plain words, e.g. "exclude agencies" or "focus on pricing".',
      }),
    ),
  },
  { $id: 'RefineIntentSignalRequest', additionalProperties: false },
);

export const RefinedIntentSignalSchema = Type.Object(
  {
    intent_signal: ref(ProposedIntentSignalSchema),
    changes: Type.Array(Type.String(), { description: 'What changed, one sentence each.' }),
    source: SourceSchema,
    notice: NoticeSchema,
  },
  { $id: 'RefinedIntentSignal', additionalProperties: false },
);
