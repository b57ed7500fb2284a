import { Type } from 'typebox';
import { IdSchema } from './common.js';

export const FeedbackQuerySchema = Type.Object(
  {
    feedback: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
    page: Type.Optional(Type.String({ maxLength: 2048, description: 'Where in the app it was sent from.' })),
  },
  { additionalProperties: false },
);

export const FeedbackCreatedSchema = Type.Object(
  { id: IdSchema },
  { $id: 'FeedbackCreated', additionalProperties: false },
);
