import { Type } from 'typebox';
import { IdSchema } from './common.js';

export const NotificationSettingsSchema = Type.Object(
  {
    email_enabled: Type.Boolean(),
    email_frequency: Type.Enum(['instant', 'daily', 'weekly']),
    email_recipients: Type.Array(Type.String({ format: 'email', maxLength: 320 }), { maxItems: 50 }),
    slack_enabled: Type.Boolean(),
    min_score: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Alert only for leads scoring at least this.',
    }),
    intent_signal_ids: Type.Array(IdSchema, {
      maxItems: 200,
      description: 'Alert only for these intent signals; empty means all.',
    }),
  },
  { $id: 'NotificationSettings', additionalProperties: false },
);

export const NotificationSettingsParamsSchema = Type.Object(
  { projectId: IdSchema },
  { additionalProperties: false },
);
