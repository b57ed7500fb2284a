import type { OutboundWebhookRow, WebhookDeliveryRow } from '../repositories/outbound-webhooks-repository.js';

type EventType = 'lead.created' | 'lead.status_changed' | 'lead.pushed';
type DeliveryState = 'pending' | 'succeeded' | 'failed';

/** An endpoint as the API shows it: never its secret. */
export function toOutboundWebhook(row: OutboundWebhookRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as EventType[],
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toWebhookDelivery(row: WebhookDeliveryRow) {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    state: row.state as DeliveryState,
    attempts: row.attempts,
    last_status: row.lastStatus,
    latency_ms: row.lastLatencyMs,
    response_excerpt: row.lastResponseExcerpt,
    error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    next_attempt_at: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}
