// One endpoint in the list: its URL and events, the on/off switch, Edit, Send test event, a new
// secret, Delete (confirmed), and its delivery log behind a disclosure.
import { useId, useState } from 'react';
import {
  errorMessage,
  useDeleteOutboundWebhook,
  useRotateOutboundWebhookSecret,
  useSendTestWebhook,
  useUpdateOutboundWebhook,
  type OutboundWebhook,
} from '@signalboard/shared/api';
import { Button, ConfirmDialog, FormError } from '@signalboard/shared/ui';
import { ToggleSwitch } from '../../../lib/toggle-switch';
import { WebhookDeliveries } from './webhook-deliveries';
import { eventLabel } from './webhook-events';
import { WebhookForm } from './webhook-form';
import { WebhookSecretNotice } from './webhook-secret-notice';

export function WebhookEndpoint({
  projectId,
  webhook,
  onAnnounce,
}: {
  projectId: string;
  webhook: OutboundWebhook;
  onAnnounce: (text: string) => void;
}) {
  const logId = useId();
  const update = useUpdateOutboundWebhook(projectId);
  const remove = useDeleteOutboundWebhook(projectId);
  const rotate = useRotateOutboundWebhookSecret(projectId);
  const test = useSendTestWebhook(projectId);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = webhook.description || webhook.url;

  const fail = (fallback: string) => (failure: unknown) => setError(errorMessage(failure, fallback));

  const setEnabled = (enabled: boolean) => {
    setError(null);
    update.mutate(
      { webhookId: webhook.id, change: { enabled } },
      {
        onSuccess: () =>
          onAnnounce(enabled ? `${name} is on.` : `${name} is off: events wait until it is on again.`),
        onError: fail('Could not switch the webhook'),
      },
    );
  };

  const sendTest = () => {
    setError(null);
    test.mutate(webhook.id, {
      onSuccess: () => {
        setShowLog(true);
        onAnnounce(`Test event queued for ${name}; its delivery appears in the log.`);
      },
      onError: fail('Could not send a test event'),
    });
  };

  if (editing) {
    return (
      <li className="webhooks__endpoint">
        <WebhookForm
          initial={{ url: webhook.url, events: webhook.events, description: webhook.description }}
          submitLabel="Save webhook"
          pendingLabel="Saving"
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await update.mutateAsync({ webhookId: webhook.id, change: values });
            setEditing(false);
            onAnnounce('Webhook saved.');
          }}
        />
      </li>
    );
  }

  return (
    <li className="webhooks__endpoint sb-stack">
      <div className="webhooks__endpoint-head">
        <div className="webhooks__endpoint-text">
          {webhook.description ? <p className="webhooks__endpoint-name">{webhook.description}</p> : null}
          <p className="webhooks__url">{webhook.url}</p>
          <p className="sb-text-sm sb-muted">{webhook.events.map(eventLabel).join(', ')}</p>
        </div>
        <ToggleSwitch
          checked={webhook.enabled}
          onChange={setEnabled}
          disabled={update.isPending}
          label={<span className="sb-visually-hidden">Send events to {name}</span>}
          description={webhook.enabled ? 'On' : 'Off'}
        />
      </div>
      {secret ? <WebhookSecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
      <div className="webhooks__actions">
        <Button
          variant="secondary"
          size="sm"
          loading={test.isPending}
          loadingLabel="Sending"
          disabled={!webhook.enabled}
          onClick={sendTest}
        >
          Send test event
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((open) => !open)}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirm('rotate')}>
          New secret
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirm('delete')}>
          Delete
        </Button>
      </div>
      {!webhook.enabled ? (
        <p className="sb-text-sm sb-muted">Off: new events wait and are sent when you turn it on.</p>
      ) : null}
      <FormError>{error}</FormError>
      <div id={logId} hidden={!showLog}>
        {showLog ? <WebhookDeliveries projectId={projectId} webhookId={webhook.id} /> : null}
      </div>
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete this webhook?"
        description={`Signalboard stops sending events to ${webhook.url} and forgets its delivery log.`}
        confirmLabel="Delete webhook"
        destructive
        loading={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(webhook.id, {
            onSuccess: () => {
              setConfirm(null);
              onAnnounce(`Webhook ${name} deleted.`);
            },
            onError: (failure) => {
              setConfirm(null);
              fail('Could not delete the webhook')(failure);
            },
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'rotate'}
        title="Make a new signing secret?"
        description="Events are signed with the new secret from now on; the old one stops verifying at once. Update your endpoint right after."
        confirmLabel="Make a new secret"
        loading={rotate.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          rotate.mutate(webhook.id, {
            onSuccess: (result) => {
              setConfirm(null);
              setSecret(result.secret);
            },
            onError: (failure) => {
              setConfirm(null);
              fail('Could not make a new signing secret')(failure);
            },
          })
        }
      />
    </li>
  );
}
