import { Type } from 'typebox';
import { IdSchema } from './common.js';

const FeedbackTextSchema = Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' });
const FeedbackPageSchema = Type.String({
  maxLength: 2048,
  description: 'Where in the app it was sent from.',
});

/** The spec's form: the text in the query string. Optional now that the body can carry it. */
export const FeedbackQuerySchema = Type.Object(
  { feedback: Type.Optional(FeedbackTextSchema), page: Type.Optional(FeedbackPageSchema) },
  { additionalProperties: false },
);

/** The JSON body form (long UTF-8 text does not fit Node's 16 KB header limit in a URL); wins over the query. */
export const FeedbackBodySchema = Type.Object(
  { feedback: FeedbackTextSchema, page: Type.Optional(FeedbackPageSchema) },
  { $id: 'FeedbackCreate', additionalProperties: false },
);

export const FeedbackCreatedSchema = Type.Object(
  { id: IdSchema },
  { $id: 'FeedbackCreated', additionalProperties: false },
);
