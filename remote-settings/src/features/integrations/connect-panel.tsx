// A CRM not connected yet: "Connect HubSpot" (OAuth) when the server has the CRM's OAuth app, with
// the owner's token folded under "Use a private app token instead"; without OAuth, the token field for
// an owner, and for anyone else whom to ask (and, folded, what the administrator can set up).
import { useEffect, useRef, useState, type Ref } from 'react';
import { CRM_LABELS, errorMessage, type CrmConnection } from '@signalboard/shared/api';
import { Button, FormError, OperatorNotice } from '@signalboard/shared/ui';
import { crmOAuthVariables } from '../../lib/operator-variables';
import { consentPage, useConnectCrm } from './api/use-connect-crm';
import { AskAnOwner } from './ask-an-owner';
import { CRM_WORDS } from './crm-words';
import { TokenForm } from './token-form';

export interface ConnectPanelProps {
  projectId: string;
  connection: CrmConnection;
  owner: boolean;
  onConnected: (connection: CrmConnection) => void;
  /** Focus the first way to connect (after a disconnect, so focus does not fall to the page). */
  autoFocus?: boolean;
}

/** "Connect HubSpot" with OAuth: the browser leaves for the CRM's consent page. */
export function OAuthButton({
  projectId,
  connection,
  label,
  buttonRef,
}: {
  projectId: string;
  connection: CrmConnection;
  label: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const connect = useConnectCrm(projectId);
  const [error, setError] = useState<string | null>(null);
  const name = CRM_LABELS[connection.provider];
  return (
    <div className="sb-stack sb-stack--sm">
      <div>
        <Button
          ref={buttonRef}
          // Busy until the page has left, so it cannot be pressed twice.
          loading={connect.isPending || connect.isSuccess}
          loadingLabel={`Opening ${name}`}
          onClick={() => {
            setError(null);
            connect.mutate(connection.provider, {
              onSuccess: (url) => consentPage.open(url),
              onError: (failure) => setError(errorMessage(failure, `Could not start connecting ${name}`)),
            });
          }}
        >
          {label}
        </Button>
      </div>
      <FormError>{error}</FormError>
    </div>
  );
}

export function ConnectPanel({ projectId, connection, owner, onConnected, autoFocus }: ConnectPanelProps) {
  const name = CRM_LABELS[connection.provider];
  const words = CRM_WORDS[connection.provider];
  const first = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus) return undefined;
    // After the confirmation dialog has handed focus back (to a button that is gone by then).
    const frame = requestAnimationFrame(() =>
      first.current?.querySelector<HTMLElement>('button, input, summary')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  const tokenForm = (
    <TokenForm
      projectId={projectId}
      provider={connection.provider}
      submitLabel="Connect with this token"
      onConnected={onConnected}
    />
  );

  if (connection.oauth_available) {
    return (
      <div className="sb-stack" ref={first}>
        <OAuthButton projectId={projectId} connection={connection} label={`Connect ${name}`} />
        {owner ? (
          <details className="crm-fold">
            <summary>Use {words.aTokenName} instead</summary>
            {tokenForm}
          </details>
        ) : null}
      </div>
    );
  }
  if (owner) {
    return (
      <div className="sb-stack" ref={first}>
        <p className="crm-card__state">
          Connect it with {words.aTokenName}: only owners of the organization can.
        </p>
        {tokenForm}
      </div>
    );
  }
  return (
    <div className="sb-stack" ref={first}>
      <AskAnOwner action={`connect ${name}`} what={`${words.aTokenName} from ${name}`} />
      <OperatorNotice
        what={`Connecting ${name} with OAuth`}
        then={`Then any member could connect it with ${name}’s own sign-in.`}
        variables={crmOAuthVariables(connection.provider)}
      />
    </div>
  );
}
