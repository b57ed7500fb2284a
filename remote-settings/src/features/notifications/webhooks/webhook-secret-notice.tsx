// A signing secret in clear, the one time the API sends it: copy it now, it is not shown again.
import { useEffect, useId, useRef } from 'react';
import { Button, CopyButton } from '@signalboard/shared/ui';

export function WebhookSecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  // The card's notice (a new endpoint) and an endpoint's (a new secret) can be open at once.
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves here so a screen reader user hears the secret is waiting to be copied.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="webhooks__secret sb-stack" role="group" aria-labelledby={titleId}>
      <h4 id={titleId} ref={heading} tabIndex={-1} className="webhooks__secret-title">
        Signing secret
      </h4>
      <p className="sb-text-sm">
        Copy it now and store it with your endpoint: <strong>you will not see it again.</strong> Your endpoint
        uses it to check the <code>webhook-signature</code> header (Standard Webhooks).
      </p>
      <div className="webhooks__secret-value">
        <code aria-label="Signing secret">{secret}</code>
        <CopyButton value={secret} label="Copy the signing secret" />
      </div>
      <div>
        <Button variant="secondary" size="sm" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </div>
  );
}
