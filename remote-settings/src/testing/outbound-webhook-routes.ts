// The /api/v1/project/{projectId}/webhooks routes as the API contract states them (api/src/routes/
// project/outbound-webhooks.ts): the secret only in the answers of create and rotate-secret, https
// URLs only (422 naming url), a blocked private address (422 WEBHOOK_URL_BLOCKED), test events and
// redeliveries recorded so a test can check what was asked.
import type { OutboundWebhook, WebhookDelivery } from '@signalboard/shared/api';
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface OutboundWebhooksState {
  webhooks: OutboundWebhook[];
  deliveries: Record<string, WebhookDelivery[]>;
  /** Test events and redeliveries asked for, as "test <id>" and "redeliver <deliveryId>". */
  actions: string[];
}

export const TEST_SECRET = 'whsec_dGVzdC1zZWNyZXQtb2YtMzItYnl0ZXMtZm9yLXRlc3RzIQ==';

export const emptyOutboundWebhooks = (): OutboundWebhooksState => ({
  webhooks: [],
  deliveries: {},
  actions: [],
});

export const testWebhook = (overrides: Partial<OutboundWebhook> = {}): OutboundWebhook => ({
  id: 'w1',
  url: 'https://crm.example/hooks/signalboard',
  description: 'CRM sync',
  events: ['lead.created'],
  enabled: true,
  created_at: '2025-02-01T09:30:00.000Z',
  updated_at: '2025-02-01T09:30:00.000Z',
  ...overrides,
});

export const testDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  event_id: 'evt_l1_created',
  event_type: 'lead.created',
  state: 'succeeded',
  attempts: 1,
  last_status: 200,
  latency_ms: 84,
  response_excerpt: '{"ok":true}',
  error: null,
  created_at: '2025-02-01T10:00:00.000Z',
  delivered_at: '2025-02-01T10:00:01.000Z',
  next_attempt_at: null,
  ...overrides,
});

export function outboundWebhookRoutes(
  state: { outboundWebhooks: OutboundWebhooksState },
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const notFound = errorReply(404, 'OUTBOUND_WEBHOOK_NOT_FOUND', 'Webhook endpoint not found.');
  const s = () => state.outboundWebhooks;
  const find = (id: string | undefined) => s().webhooks.find((webhook) => webhook.id === id);
  const urlError = (code: string, detail: string) => ({ status: 422, body: { detail, code, field: 'url' } });
  const checkUrl = (url: unknown) => {
    if (typeof url !== 'string' || !url.startsWith('https://'))
      return urlError('WEBHOOK_URL_INVALID', 'url: must start with https://');
    if (/\/\/(localhost|127\.|10\.|169\.254\.)/.test(url))
      return urlError(
        'WEBHOOK_URL_BLOCKED',
        'url: points to a private or reserved network address, so Signalboard will not send to it. Use a public address.',
      );
    return null;
  };
  let next = 1;

  return {
    'GET /api/v1/project/:projectId/webhooks': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: s().webhooks } : unauthorized,
    'POST /api/v1/project/:projectId/webhooks': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const input = body as { url: string; events: OutboundWebhook['events']; description?: string };
      const refused = checkUrl(input.url);
      if (refused) return refused;
      next += 1;
      const webhook = testWebhook({
        id: `w${next}`,
        url: input.url,
        events: input.events,
        description: input.description ?? '',
      });
      s().webhooks.push(webhook);
      return { status: 201, body: { webhook, secret: TEST_SECRET } };
    },
    'PATCH /api/v1/project/:projectId/webhooks/:webhookId': ({ authorization, body, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const webhook = find(params.webhookId);
      if (!webhook) return notFound;
      const change = body as Partial<OutboundWebhook>;
      if (change.url !== undefined) {
        const refused = checkUrl(change.url);
        if (refused) return refused;
      }
      Object.assign(webhook, change);
      return { status: 200, body: webhook };
    },
    'DELETE /api/v1/project/:projectId/webhooks/:webhookId': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (!find(params.webhookId)) return notFound;
      s().webhooks = s().webhooks.filter((webhook) => webhook.id !== params.webhookId);
      return { status: 204 };
    },
    'POST /api/v1/project/:projectId/webhooks/:webhookId/rotate-secret': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const webhook = find(params.webhookId);
      if (!webhook) return notFound;
      return { status: 200, body: { webhook, secret: `${TEST_SECRET}rotated` } };
    },
    'POST /api/v1/project/:projectId/webhooks/:webhookId/test': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const webhook = find(params.webhookId);
      if (!webhook) return notFound;
      s().actions.push(`test ${webhook.id}`);
      const delivery = testDelivery({
        id: `d-test-${s().actions.length}`,
        event_id: `evt_test_${s().actions.length}`,
        event_type: 'webhook.test',
        created_at: new Date().toISOString(),
        delivered_at: new Date().toISOString(),
      });
      s().deliveries[webhook.id] = [delivery, ...(s().deliveries[webhook.id] ?? [])];
      return { status: 202, body: delivery };
    },
    'GET /api/v1/project/:projectId/webhooks/:webhookId/deliveries': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      if (!find(params.webhookId)) return notFound;
      const items = s().deliveries[params.webhookId!] ?? [];
      return { status: 200, body: { items, total: items.length } };
    },
    'POST /api/v1/project/:projectId/webhooks/:webhookId/deliveries/:deliveryId/redeliver': ({
      authorization,
      params,
    }) => {
      if (!signedIn(authorization)) return unauthorized;
      const delivery = (s().deliveries[params.webhookId!] ?? []).find((d) => d.id === params.deliveryId);
      if (!delivery) return errorReply(404, 'WEBHOOK_DELIVERY_NOT_FOUND', 'Webhook delivery not found.');
      s().actions.push(`redeliver ${delivery.id}`);
      Object.assign(delivery, { state: 'succeeded', attempts: 1, last_status: 200, error: null });
      return { status: 202, body: delivery };
    },
  };
}
