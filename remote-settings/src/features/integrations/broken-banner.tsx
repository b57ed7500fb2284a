// A connection the CRM refused: pushes stopped, what the CRM said (the API's `broken_reason`, which also
// names the fix) and the fix as a button. Access revoked or missing a permission (auth, scope): connect
// again, the way it was connected (OAuth, or an owner's new token). A lead the CRM refused (validation):
// fix it in the CRM, then "Resume pushes".
import { useState } from 'react';
import { CRM_LABELS, errorMessage, useResumeCrm, type CrmConnection } from '@signalboard/shared/api';
import { Button, FormError, IconWarning } from '@signalboard/shared/ui';
import { AskAnOwner } from './ask-an-owner';
import { OAuthButton } from './connect-panel';
import { CRM_WORDS } from './crm-words';
import { TokenForm } from './token-form';

export interface BrokenBannerProps {
  projectId: string;
  connection: CrmConnection;
  owner: boolean;
  announce: (sentence: string) => void;
}

export function BrokenBanner({ projectId, connection, owner, announce }: BrokenBannerProps) {
  const name = CRM_LABELS[connection.provider];
  const words = CRM_WORDS[connection.provider];
  const resume = useResumeCrm(projectId);
  const [pasting, setPasting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fix = () => {
    if (connection.broken_code === 'validation') {
      return (
        <div>
          <Button
            loading={resume.isPending}
            loadingLabel="Resuming"
            onClick={() => {
              setError(null);
              // mutateAsync: the banner is gone once the mended connection is read again.
              resume.mutateAsync(connection.provider).then(
                () => announce(`Pushes to ${name} resumed; the leads that waited go now.`),
                (failure: unknown) => setError(errorMessage(failure, `Could not resume pushes to ${name}`)),
              );
            }}
          >
            Resume pushes
          </Button>
        </div>
      );
    }
    // Access: connect again. OAuth when the server can; a new token when it was one (owners only).
    const byOAuth = connection.oauth_available;
    const byToken = owner && (connection.auth_kind === 'token' || !connection.oauth_available);
    if (!byOAuth && !byToken)
      return <AskAnOwner action={`reconnect ${name}`} what={`a new ${words.tokenName} from ${name}`} />;
    return (
      <div className="sb-stack">
        <div className="crm-card__actions">
          {byOAuth ? (
            <OAuthButton projectId={projectId} connection={connection} label={`Reconnect ${name}`} />
          ) : null}
          {byToken && !pasting ? (
            <div>
              <Button variant={byOAuth ? 'secondary' : 'primary'} onClick={() => setPasting(true)}>
                Paste a new {words.tokenName}
              </Button>
            </div>
          ) : null}
        </div>
        {pasting ? (
          <TokenForm
            projectId={projectId}
            provider={connection.provider}
            submitLabel="Reconnect with this token"
            autoFocus
            onConnected={() => {
              setPasting(false);
              announce(`${name} is connected again; the leads that waited go now.`);
            }}
          />
        ) : null}
      </div>
    );
  };

  return (
    <div className="crm-broken" role="group" aria-label={`Pushes to ${name} stopped`}>
      <div className="crm-broken__text">
        <IconWarning size={18} aria-hidden="true" className="crm-broken__icon" />
        <p>
          <strong>Pushes to {name} stopped.</strong>{' '}
          {connection.broken_reason ?? `${name} refused Signalboard’s pushes.`}
        </p>
      </div>
      {fix()}
      <FormError>{error}</FormError>
    </div>
  );
}
