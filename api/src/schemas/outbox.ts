import { Type } from 'typebox';
import { DateTimeSchema, IdSchema } from './common.js';

export const OutboxMailSchema = Type.Object(
  {
    id: IdSchema,
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    html: Type.String(),
    created_at: DateTimeSchema,
  },
  { $id: 'OutboxMail', additionalProperties: false },
);
