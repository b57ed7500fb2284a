import { Type } from 'typebox';
import { IdSchema, Nullable } from './common.js';

export const WebhookSettingsSchema = Type.Object(
  {
    url: Type.String({ description: 'Where your systems POST items (signed with the secret).' }),
    secret_hint: Nullable(
      Type.String({ description: 'The secret masked ("••••" and its last 4 characters).' }),
    ),
    enabled: Type.Boolean({ description: 'The webhook data source is on and has a secret.' }),
  },
  { $id: 'WebhookSettings', additionalProperties: false },
);

export const WebhookSecretSchema = Type.Object(
  {
    url: Type.String(),
    secret: Type.String({ description: 'Shown only now: store it where your systems sign requests.' }),
  },
  { $id: 'WebhookSecret', additionalProperties: false },
);

export const InboundResultSchema = Type.Object(
  {
    received: Type.Integer({ description: 'Items read from the body.' }),
    new_leads: Type.Integer(),
    errors: Type.Array(
      Type.Object(
        { row: Type.Integer(), field: Type.String(), message: Type.String() },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'InboundResult', additionalProperties: false },
);

export const InboundParamsSchema = Type.Object({ projectId: IdSchema }, { additionalProperties: false });

export const webhookNamedSchemas = [WebhookSettingsSchema, WebhookSecretSchema, InboundResultSchema];
