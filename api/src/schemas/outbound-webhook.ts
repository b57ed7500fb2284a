import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable, ref } from './common.js';
import { readOnlyFields } from './read-only.js';

export const maxWebhookEndpoints = 10;

const EventTypeSchema = Type.Union(
  [Type.Literal('lead.created'), Type.Literal('lead.status_changed'), Type.Literal('lead.pushed')],
  {
    description:
      'lead.created: a new lead (not hidden) was found; lead.status_changed: a lead was moved to another status; ' +
      'lead.pushed: a lead reached a CRM (HubSpot, Pipedrive, Attio), with `crm` naming the record.',
  },
);
const EventsSchema = Type.Array(EventTypeSchema, { minItems: 1, maxItems: 3, uniqueItems: true });
const UrlSchema = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'https URL of your endpoint; it must resolve to a public address.',
});
// No NUL character: PostgreSQL cannot store one in text.
const DescriptionSchema = Type.String({ maxLength: 200, pattern: '^[^\\u0000]*$' });

export const OutboundWebhookSchema = Type.Object(
  {
    id: IdSchema,
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(EventTypeSchema),
    enabled: Type.Boolean(),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  },
  { $id: 'OutboundWebhook', additionalProperties: false },
);

export const OutboundWebhookWithSecretSchema = Type.Object(
  {
    webhook: ref(OutboundWebhookSchema),
    secret: Type.String({
      description:
        'The signing secret (whsec_ + base64), shown only now: Standard Webhooks libraries verify with it.',
    }),
  },
  { $id: 'OutboundWebhookWithSecret', additionalProperties: false },
);

export const OutboundWebhookCreateSchema = Type.Object(
  { url: UrlSchema, events: EventsSchema, description: Type.Optional(DescriptionSchema) },
  { $id: 'OutboundWebhookCreate', additionalProperties: false },
);

export const OutboundWebhookUpdateSchema = Type.Object(
  {
    url: Type.Optional(UrlSchema),
    events: Type.Optional(EventsSchema),
    enabled: Type.Optional(Type.Boolean()),
    description: Type.Optional(DescriptionSchema),
    ...readOnlyFields(OutboundWebhookSchema, ['id', 'created_at', 'updated_at']),
  },
  { $id: 'OutboundWebhookUpdate', additionalProperties: false },
);

export const WebhookDeliverySchema = Type.Object(
  {
    id: IdSchema,
    event_id: Type.String({ description: 'Sent as the webhook-id header.' }),
    event_type: Type.String(),
    state: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')], {
      description: 'pending (queued or waiting for a retry), succeeded, or failed (24 h of retries ran out).',
    }),
    attempts: Type.Integer(),
    last_status: Nullable(Type.Integer({ description: 'HTTP status of the last answer.' })),
    latency_ms: Nullable(Type.Integer()),
    response_excerpt: Nullable(
      Type.String({ description: 'The start of the last answer (500 characters).' }),
    ),
    error: Nullable(Type.String({ description: 'Why the last attempt failed, in words.' })),
    created_at: DateTimeSchema,
    delivered_at: Nullable(DateTimeSchema),
    next_attempt_at: Nullable(DateTimeSchema),
  },
  { $id: 'WebhookDelivery', additionalProperties: false },
);

export const WebhookDeliveryPageSchema = Type.Object(
  { items: Type.Array(ref(WebhookDeliverySchema)), total: Type.Integer() },
  { $id: 'WebhookDeliveryPage', additionalProperties: false },
);

export const OutboundWebhookParamsSchema = Type.Object(
  { projectId: IdSchema, webhookId: IdSchema },
  { additionalProperties: false },
);
export const OutboundWebhooksParamsSchema = Type.Object(
  { projectId: IdSchema },
  { additionalProperties: false },
);
export const WebhookDeliveryParamsSchema = Type.Object(
  { projectId: IdSchema, webhookId: IdSchema, deliveryId: IdSchema },
  { additionalProperties: false },
);
export const WebhookDeliveriesQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    // Bounded: a number past bigint (1e22) would reach the query as "1e+22" and fail there.
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  },
  { additionalProperties: false },
);

export const outboundWebhookNamedSchemas = [
  OutboundWebhookSchema,
  OutboundWebhookWithSecretSchema,
  OutboundWebhookCreateSchema,
  OutboundWebhookUpdateSchema,
  WebhookDeliverySchema,
  WebhookDeliveryPageSchema,
];
