// One CRM on the Integrations tab: its name and state, what a lead becomes there, then by state: the
// ways to connect it; or the account and its counts, the broken banner with its fix, the settings and
// the delivery log. What happens is announced in the card's live region.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CRM_LABELS, type CrmConnection } from '@signalboard/shared/api';
import { Card, StatusIcon } from '@signalboard/shared/ui';
import { BrokenBanner } from './broken-banner';
import { ConnectPanel } from './connect-panel';
import { ConnectionFacts } from './connection-facts';
import { CrmSettingsSection } from './crm-settings-section';
import { CRM_WORDS } from './crm-words';
import { DeliveryLog } from './delivery-log';

export interface CrmCardProps {
  projectId: string;
  connection: CrmConnection;
  owner: boolean;
  /** The CRM callback page has just connected it: say so here, where the user lands. */
  justConnected: boolean;
  onDirtyChange: (provider: CrmConnection['provider'], dirty: boolean) => void;
}

const STATES = {
  disconnected: { icon: 'information', words: 'Not connected' },
  connected: { icon: 'success', words: 'Connected' },
  broken: { icon: 'warning', words: 'Pushes stopped' },
} as const;

export function CrmCard({ projectId, connection, owner, justConnected, onDirtyChange }: CrmCardProps) {
  const name = CRM_LABELS[connection.provider];
  const [announcement, setAnnouncement] = useState('');
  const [focusConnect, setFocusConnect] = useState(false);
  const welcome = useRef<HTMLParagraphElement>(null);
  const state = STATES[connection.status];
  const dirtyChanged = useCallback(
    (dirty: boolean) => onDirtyChange(connection.provider, dirty),
    [onDirtyChange, connection.provider],
  );

  useEffect(() => {
    // Back from the CRM's consent page: keyboard and screen-reader users start at this card.
    if (justConnected) welcome.current?.focus();
  }, [justConnected]);

  return (
    <Card
      aria-label={name}
      className="crm-card"
      title={
        <span className="crm-card__title">
          <span>{name}</span>
          <span className={`crm-badge crm-badge--${connection.status}`}>
            <StatusIcon status={state.icon} size={14} aria-hidden="true" />
            {state.words}
          </span>
        </span>
      }
      description={CRM_WORDS[connection.provider].arrives}
    >
      <div className="sb-stack sb-stack--lg crm-card__body">
        {justConnected && connection.status !== 'disconnected' ? (
          <p ref={welcome} tabIndex={-1} className="crm-welcome">
            {name} is connected. Check what goes where below and save it; then send leads from their menu or
            turn on the push rule.
          </p>
        ) : null}
        {connection.status === 'disconnected' ? (
          <ConnectPanel
            projectId={projectId}
            connection={connection}
            owner={owner}
            autoFocus={focusConnect}
            onConnected={(connected) =>
              setAnnouncement(`${name} is connected to ${connected.account_name ?? 'your account'}.`)
            }
          />
        ) : (
          <>
            {connection.status === 'broken' ? (
              <BrokenBanner
                projectId={projectId}
                connection={connection}
                owner={owner}
                announce={setAnnouncement}
              />
            ) : null}
            <ConnectionFacts
              projectId={projectId}
              connection={connection}
              onDisconnected={() => {
                setAnnouncement(`${name} is disconnected. No lead goes to ${name} now.`);
                setFocusConnect(true);
              }}
            />
            <CrmSettingsSection projectId={projectId} connection={connection} onDirtyChange={dirtyChanged} />
            <DeliveryLog projectId={projectId} provider={connection.provider} announce={setAnnouncement} />
          </>
        )}
        <p className="sb-visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </Card>
  );
}
