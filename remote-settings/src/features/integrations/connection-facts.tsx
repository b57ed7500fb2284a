// A connected CRM: the account, how it is connected, what was sent (pushed / waiting / failed), the
// CRM's rate limit when it asked Signalboard to wait, and Disconnect after a confirmation that says
// what happens to the leads waiting and to the log.
import { useState } from 'react';
import { CRM_LABELS, errorMessage, useDisconnectCrm, type CrmConnection } from '@signalboard/shared/api';
import { Button, ConfirmDialog, FormError } from '@signalboard/shared/ui';
import { formatDate } from '../../lib/format';
import { resumeTime } from './resume-time';

export interface ConnectionFactsProps {
  projectId: string;
  connection: CrmConnection;
  onDisconnected: () => void;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

export function ConnectionFacts({ projectId, connection, onDisconnected }: ConnectionFactsProps) {
  const name = CRM_LABELS[connection.provider];
  const disconnect = useDisconnectCrm(projectId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pending, pushed, failed } = connection.pushes;
  const how = connection.auth_kind === 'oauth' ? 'Connected with OAuth' : 'Connected with a token';

  // mutateAsync: the answer must reach the card even though this part is gone by then (the connection
  // is read again as disconnected before mutate's own callbacks would run).
  const confirm = async () => {
    try {
      await disconnect.mutateAsync(connection.provider);
      onDisconnected();
    } catch (failure) {
      setConfirming(false);
      setError(errorMessage(failure, `Could not disconnect ${name}`));
    }
  };

  return (
    <div className="sb-stack">
      <dl className="crm-facts">
        <div>
          <dt>Account</dt>
          <dd>{connection.account_name ?? connection.account_id ?? 'Unknown'}</dd>
        </div>
        <div>
          <dt>Connection</dt>
          <dd>
            {how}
            {connection.connected_at ? (
              <span className="crm-facts__since"> since {formatDate(connection.connected_at)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Leads</dt>
          <dd>
            {pushed} sent · {pending} waiting · {failed} failed
          </dd>
        </div>
      </dl>
      {connection.waiting_until ? (
        <p className="crm-waiting">
          {name} asked us to slow down; pushes continue at {resumeTime(connection.waiting_until)}.
        </p>
      ) : null}
      <div>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Disconnect {name}
        </Button>
      </div>
      <FormError>{error}</FormError>
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${name}?`}
        description={[
          `Signalboard gives up its access to ${connection.account_name ?? `this ${name} account`}.`,
          pending > 0
            ? `The ${plural(pending, 'lead', 'leads')} waiting to be sent will not be sent, and the delivery log is cleared.`
            : 'The delivery log is cleared.',
          `What is already in ${name} stays there, and each lead’s history keeps that it was sent. You can connect again at any time.`,
        ].join(' ')}
        confirmLabel="Disconnect"
        destructive
        loading={disconnect.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
