// "Outbound webhooks" on the Notifications tab: the project's signed webhook endpoints, so a team's own
// systems (a CRM, Zapier, a script) hear about leads the moment they are found. Add one (its secret is
// shown once), switch, edit, test, delete, and read each one's delivery log.
import { useId, useState } from 'react';
import { useCreateOutboundWebhook, useOutboundWebhooks } from '@signalboard/shared/api';
import { Button, Card, LoadError, Spinner } from '@signalboard/shared/ui';
import { WebhookEndpoint } from './webhook-endpoint';
import { WebhookForm } from './webhook-form';
import { WebhookSecretNotice } from './webhook-secret-notice';
import './webhooks.css';

const MAX_ENDPOINTS = 10;

export function OutboundWebhooksCard({ projectId }: { projectId: string }) {
  const listId = useId();
  const webhooks = useOutboundWebhooks(projectId);
  const create = useCreateOutboundWebhook(projectId);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const body = () => {
    if (webhooks.isError) {
      return (
        <LoadError
          size="sm"
          what="We could not load the webhooks."
          error={webhooks.error}
          retrying={webhooks.isFetching}
          onRetry={() => void webhooks.refetch()}
        />
      );
    }
    const list = webhooks.data;
    if (!list) return <Spinner label="Loading the webhooks" />;
    return (
      <>
        {secret ? <WebhookSecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
        {list.length === 0 && !adding ? (
          <p className="webhooks__empty">
            No webhooks yet. A webhook sends each new lead, and each change of a lead&apos;s status, to an
            address of yours as a signed JSON POST, so your CRM, Zapier or your own code can act on it at
            once.
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul id={listId} className="webhooks__list" aria-label="Webhook endpoints">
            {list.map((webhook) => (
              <WebhookEndpoint
                key={webhook.id}
                projectId={projectId}
                webhook={webhook}
                onAnnounce={setAnnouncement}
              />
            ))}
          </ul>
        ) : null}
        {adding ? (
          <WebhookForm
            initial={{ url: '', events: ['lead.created'], description: '' }}
            submitLabel="Add webhook"
            pendingLabel="Adding"
            pending={create.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={async (values) => {
              const created = await create.mutateAsync(values);
              setAdding(false);
              setSecret(created.secret);
              setAnnouncement('Webhook added. Copy its signing secret now.');
            }}
          />
        ) : list.length < MAX_ENDPOINTS ? (
          <div>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Add webhook
            </Button>
          </div>
        ) : (
          <p className="sb-text-sm sb-muted">
            A project can have {MAX_ENDPOINTS} webhooks; delete one to add another.
          </p>
        )}
      </>
    );
  };

  return (
    <Card
      title="Outbound webhooks"
      aria-label="Outbound webhooks"
      description="Send lead events to your own systems, signed so they can tell the events come from Signalboard."
      className="webhooks sb-stack"
    >
      {body()}
      <p className="sb-visually-hidden" role="status">
        {announcement}
      </p>
    </Card>
  );
}
