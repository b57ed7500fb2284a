import { Type } from 'typebox';
import { IdSchema } from './common.js';

const settingsFields = {
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
};

const savedDescription =
  'False until someone saves the settings: the answer is then the defaults, and no e-mail is sent before a save.';

const timezoneDescription =
  "IANA time zone whose 08:00 daily and weekly (Monday) digests arrive at, e.g. 'Europe/Paris'.";

export const NotificationSettingsSchema = Type.Object(
  {
    ...settingsFields,
    timezone: Type.String({ maxLength: 64, description: timezoneDescription }),
    saved: Type.Boolean({ description: savedDescription }),
  },
  { $id: 'NotificationSettings', additionalProperties: false },
);

export const NotificationSettingsInputSchema = Type.Object(
  {
    ...settingsFields,
    timezone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: `${timezoneDescription} Kept when omitted (UTC at first).`,
      }),
    ),
    // What GET answers is written back unchanged by a plain client (read, change a field, PUT): the
    // read-only field is accepted and ignored, whatever its value, as read-only fields are on every write.
    saved: Type.Optional(
      Type.Boolean({
        description: `Read-only, ignored on write (a save always makes it true). ${savedDescription}`,
      }),
    ),
  },
  { $id: 'NotificationSettingsInput', additionalProperties: false },
);

export const NotificationSettingsParamsSchema = Type.Object(
  { projectId: IdSchema },
  { additionalProperties: false },
);
