// In embedded mode the API delivers mail to a local outbox instead of sending it; say so, and link
// to it, so verification and reset links can be followed without a mail server.
import { getRuntimeConfig } from '@signalboard/shared/config';

export function OutboxNote() {
  const { outboxUrl } = getRuntimeConfig();
  if (!outboxUrl) return null;
  return (
    <p className="sb-muted sb-text-sm">
      Mail is delivered to the local outbox.{' '}
      <a href={outboxUrl} target="_blank" rel="noreferrer">
        Open the outbox<span className="sb-visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
