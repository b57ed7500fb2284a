import { Type } from 'typebox';
import { Nullable } from './common.js';

/** What a person may add to one draft ("shorter", "mention the free plan"), in characters. */
export const draftInstructionsMaxLength = 500;

export const DraftReplyRequestSchema = Type.Object(
  {
    instructions: Type.Optional(
      Type.String({
        maxLength: draftInstructionsMaxLength,
        description:
          'What the person asks of this draft ("shorter", "mention the free plan"). Plain text; line breaks and ' +
          'tabs are the only control characters allowed.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const DraftReplySchema = Type.Object(
  {
    draft: Type.String({
      description:
        'The drafted reply, plain text (`\\n` between paragraphs). Nothing is posted: the person edits and copies it.',
    }),
    model: Type.String({ description: 'The model that wrote it (LLM_MODEL).' }),
  },
  { additionalProperties: false },
);

export const ReplyAssistantSchema = Type.Object(
  {
    available: Type.Boolean({
      description: 'True when an AI assistant is configured on this server, so replies can be drafted.',
    }),
    model: Nullable(Type.String({ description: 'The configured model (LLM_MODEL), null without one.' })),
  },
  { additionalProperties: false },
);
