// An endpoint's newest deliveries: what was sent, how it went (status badge, HTTP code, latency,
// when), the start of the answer (expandable), why it failed in words, and Redeliver.
import { useState } from 'react';
import {
  errorMessage,
  useRedeliverWebhook,
  useWebhookDeliveries,
  type WebhookDelivery,
} from '@signalboard/shared/api';
import { Button, FormError, LoadError, Spinner } from '@signalboard/shared/ui';
import { eventLabel } from './webhook-events';

const STATE_WORDS: Record<WebhookDelivery['state'], string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "HTTP 503 · 412 ms · Feb 1, 2025, 10:00 AM": what is known of the last attempt. */
function facts(delivery: WebhookDelivery): string {
  return [
    delivery.last_status !== null ? `HTTP ${delivery.last_status}` : null,
    delivery.latency_ms !== null && delivery.attempts > 0 ? `${delivery.latency_ms} ms` : null,
    when(delivery.delivered_at ?? delivery.created_at),
  ]
    .filter(Boolean)
    .join(' · ');
}

function stateWords(delivery: WebhookDelivery): string {
  if (delivery.state !== 'pending' || delivery.attempts === 0) return STATE_WORDS[delivery.state];
  return 'Retrying';
}

export function WebhookDeliveries({ projectId, webhookId }: { projectId: string; webhookId: string }) {
  const [limit, setLimit] = useState(10);
  const deliveries = useWebhookDeliveries(projectId, webhookId, limit);
  const redeliver = useRedeliverWebhook(projectId);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  if (deliveries.isError) {
    return (
      <LoadError
        size="sm"
        what="We could not load the deliveries."
        error={deliveries.error}
        retrying={deliveries.isFetching}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  const page = deliveries.data;
  if (!page) return <Spinner label="Loading the deliveries" />;
  if (page.items.length === 0)
    return <p className="sb-text-sm sb-muted">No deliveries yet. Send a test event to try the endpoint.</p>;

  const again = (delivery: WebhookDelivery) => {
    setError(null);
    redeliver.mutate(
      { webhookId, deliveryId: delivery.id },
      {
        onSuccess: () => setAnnouncement(`${eventLabel(delivery.event_type)} queued to be sent again.`),
        onError: (failure) => setError(errorMessage(failure, 'Could not redeliver the event')),
      },
    );
  };

  return (
    <div className="sb-stack">
      <ul className="webhooks__deliveries" aria-label="Deliveries, newest first">
        {page.items.map((delivery) => (
          <li key={delivery.id} className="webhooks__delivery">
            <div className="webhooks__delivery-head">
              <span className={`webhooks__badge webhooks__badge--${delivery.state}`}>
                {stateWords(delivery)}
              </span>
              <span className="webhooks__delivery-event">{eventLabel(delivery.event_type)}</span>
              <span className="sb-text-sm sb-muted">{facts(delivery)}</span>
            </div>
            {delivery.error ? <p className="sb-text-sm webhooks__delivery-error">{delivery.error}</p> : null}
            {delivery.state === 'pending' && delivery.attempts > 0 && delivery.next_attempt_at ? (
              <p className="sb-text-sm sb-muted">
                Attempt {delivery.attempts} failed; next try {when(delivery.next_attempt_at)}.
              </p>
            ) : null}
            {delivery.response_excerpt ? (
              <details className="webhooks__excerpt">
                <summary>Response</summary>
                <pre>{delivery.response_excerpt}</pre>
              </details>
            ) : null}
            {delivery.state !== 'pending' || delivery.attempts > 0 ? (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Redeliver ${eventLabel(delivery.event_type)} of ${when(delivery.created_at)}`}
                  loading={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
                  loadingLabel="Redelivering"
                  onClick={() => again(delivery)}
                >
                  Redeliver
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {page.total > page.items.length ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setLimit((current) => current + 20)}>
            Show older deliveries
          </Button>
        </div>
      ) : null}
      <FormError>{error}</FormError>
      <p className="sb-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
