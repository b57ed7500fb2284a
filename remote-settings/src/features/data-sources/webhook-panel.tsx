// The inbound webhook of a project, inside the Webhook source's card once it is saved on: the
// address to post to, a hint of the signing secret, "Rotate secret" (asked first: the old secret
// stops working at once) and how to sign. A new secret is shown once, here, and kept nowhere else.
import { useRef, useState } from 'react';
import {
  errorMessage,
  useProjectWebhook,
  useRotateWebhookSecret,
  type RotatedWebhookSecret,
} from '@signalboard/shared/api';
import {
  Button,
  CopyButton,
  Dialog,
  FormError,
  LoadError,
  Spinner,
  preloadDialog,
} from '@signalboard/shared/ui';
import { useProjectId } from '../../lib/project-loader';
import { WebhookSigningHelp } from './webhook-signing-help';
import './data-sources.css';

export interface WebhookPanelProps {
  /** The saved source is on: only then does the API hold an address and a secret. */
  savedOn: boolean;
  /** The switch as it stands in the form (maybe not saved yet). */
  draftOn: boolean;
}

export function WebhookPanel({ savedOn, draftOn }: WebhookPanelProps) {
  if (!savedOn) {
    return draftOn ? (
      <p className="sb-text-sm sb-muted">Save to get the webhook’s address and signing secret.</p>
    ) : null;
  }
  return <WebhookDetails />;
}

function WebhookDetails() {
  const projectId = useProjectId();
  const webhook = useProjectWebhook(projectId);
  const rotate = useRotateWebhookSecret(projectId);
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<RotatedWebhookSecret | null>(null);
  const freshHeading = useRef<HTMLHeadingElement>(null);

  if (webhook.isError) {
    return (
      <LoadError
        size="sm"
        what="We could not load the webhook."
        error={webhook.error}
        retrying={webhook.isFetching}
        onRetry={() => void webhook.refetch()}
      />
    );
  }
  if (!webhook.data) return <Spinner label="Loading the webhook" />;
  const { url, secret_hint, enabled } = webhook.data;

  const closeConfirm = () => {
    if (rotate.isPending) return;
    rotate.reset();
    setConfirming(false);
  };

  const rotateNow = async () => {
    try {
      const rotated = await rotate.mutateAsync();
      setFresh(rotated);
      setConfirming(false);
      // The dialog gives focus back to "Rotate secret"; the new secret is what to read next.
      requestAnimationFrame(() => freshHeading.current?.focus());
    } catch {
      // Shown in the dialog (or under the button when there was no dialog), for another try.
    }
  };

  return (
    <section className="ds-webhook sb-stack sb-stack--sm" aria-label="Inbound webhook">
      {!enabled ? (
        <p className="ds-warning">
          {secret_hint
            ? 'The webhook is off: requests to its address are refused until it is on.'
            : 'The webhook has no signing secret yet: requests are refused until it has one.'}
        </p>
      ) : null}
      <dl className="ds-webhook__facts">
        <div className="ds-webhook__row">
          <dt className="ds-webhook__label">Endpoint URL</dt>
          <dd className="ds-webhook__value">
            <code>{url}</code>
            <CopyButton value={url} label="Copy the webhook URL" />
          </dd>
        </div>
        <div className="ds-webhook__row">
          <dt className="ds-webhook__label">Signing secret</dt>
          <dd className="ds-webhook__value">
            <code>{secret_hint ?? 'None yet'}</code>
            {secret_hint ? (
              <Button
                variant="secondary"
                size="sm"
                onMouseEnter={preloadDialog}
                onFocus={preloadDialog}
                onClick={() => setConfirming(true)}
              >
                Rotate secret
              </Button>
            ) : (
              // Nothing signs with a secret that does not exist yet: no need to ask first.
              <Button
                variant="secondary"
                size="sm"
                loading={rotate.isPending}
                onClick={() => void rotateNow()}
              >
                Create a secret
              </Button>
            )}
          </dd>
        </div>
      </dl>
      {rotate.isError && !confirming ? (
        <FormError>{errorMessage(rotate.error, 'Could not create the signing secret')}</FormError>
      ) : null}
      {fresh ? (
        <div className="ds-secret" role="region" aria-labelledby="ds-webhook-fresh">
          <h3 className="ds-import__heading" id="ds-webhook-fresh" ref={freshHeading} tabIndex={-1}>
            New signing secret
          </h3>
          <p className="ds-webhook__value">
            <code data-testid="webhook-secret">{fresh.secret}</code>
            <CopyButton value={fresh.secret} label="Copy the new signing secret" />
          </p>
          <p className="sb-text-sm">
            Copy it now and store it with the systems that post here: it won’t be shown again. Requests signed
            with the old secret are refused from now on.
          </p>
          <div>
            <Button variant="ghost" size="sm" onClick={() => setFresh(null)}>
              I have stored it
            </Button>
          </div>
        </div>
      ) : null}
      <WebhookSigningHelp url={url} />
      <Dialog
        open={confirming}
        onClose={closeConfirm}
        size="sm"
        title="Rotate the signing secret?"
        description="A new secret is made and shown once. Requests signed with the current secret are refused as soon as it is made, so update your systems right after."
        actions={
          <>
            <Button variant="secondary" onClick={closeConfirm} disabled={rotate.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => void rotateNow()}
              loading={rotate.isPending}
              loadingLabel="Rotating"
            >
              Rotate secret
            </Button>
          </>
        }
      >
        {rotate.isError ? (
          <FormError>{errorMessage(rotate.error, 'Could not rotate the signing secret')}</FormError>
        ) : null}
      </Dialog>
    </section>
  );
}
