// One CRM's line in the open lead: "Send to HubSpot" (members, before any push; a broken connection says
// the lead waits until it is mended), "Sending to HubSpot…" while the push is on its way (and why it
// waits, when the CRM asked us to slow down or its connection needs mending), "In HubSpot ↗" once it is
// there (the record, in a new tab), or "Not sent: <reason> · Retry" when it gave up. The state is a polite
// live region from the start, so each change is said.
import { CRM_LABELS, useCrmPushes, type CrmConnection, type LeadCrmLink } from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';
import { brokenNote, clock, sendLabel } from '../../components/crm/crm-words';

const webAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** Why a push gave up: the broken connection's reason, else the delivery log's last error for the lead. */
function useFailedReason(
  projectId: string,
  leadId: string,
  link: LeadCrmLink | undefined,
  connection: CrmConnection | undefined,
): string {
  // The lead's link says why (`last_error`); the delivery log is asked only when it does not.
  const askLog =
    link?.state === 'failed' &&
    !link.last_error &&
    connection !== undefined &&
    connection.status !== 'broken';
  const log = useCrmPushes(projectId, connection?.provider ?? 'hubspot', askLog);
  if (link?.state !== 'failed') return '';
  if (connection?.status === 'broken' && connection.broken_reason) return connection.broken_reason;
  if (link.last_error) return link.last_error;
  const push = log.data?.items.find((item) => item.lead_id === leadId);
  return push?.last_error ?? `${CRM_LABELS[link.provider]} did not take it.`;
}

export interface LeadCrmStateProps {
  projectId: string;
  leadId: string;
  provider: LeadCrmLink['provider'];
  /** Where the lead is in this CRM; none before its first push. */
  link: LeadCrmLink | undefined;
  /** The CRM's connection, when a member may send to it (a guest sees where the lead is, nothing more). */
  connection: CrmConnection | undefined;
  /** Sends the lead (or tries a failed push again). */
  onSend: () => void;
  sending: boolean;
}

function pendingWords(crm: string, connection: CrmConnection | undefined): string {
  if (connection?.status === 'broken')
    return `Sending to ${crm}… It waits until the ${crm} connection is mended.`;
  if (connection?.waiting_until)
    return `Sending to ${crm}… (${crm} asked us to slow down; it goes at ${clock(connection.waiting_until)})`;
  return `Sending to ${crm}…`;
}

export function LeadCrmState(props: LeadCrmStateProps) {
  const { projectId, leadId, provider, link, connection } = props;
  const crm = CRM_LABELS[provider];
  const reason = useFailedReason(projectId, leadId, link, connection);
  let said;
  if (!link) said = '';
  else if (link.state === 'pushed')
    said = webAddress(link.record_url) ? (
      <a className="sb-link" href={link.record_url} target="_blank" rel="noopener noreferrer">
        In {crm} <span aria-hidden="true">↗</span>
        <span className="sb-visually-hidden"> (opens in a new tab)</span>
      </a>
    ) : (
      `In ${crm}`
    );
  else if (link.state === 'pending') said = pendingWords(crm, connection);
  else said = `Not sent: ${reason}`;
  const broken = connection?.status === 'broken';
  return (
    <div className="lead-crm__line">
      <span role="status" aria-live="polite" className="lead-crm__said">
        {said}
      </span>
      {connection && !link ? (
        <span className="lead-crm__send">
          <Button
            variant="secondary"
            size="sm"
            loading={props.sending}
            aria-keyshortcuts="c"
            aria-describedby={broken ? `lead-crm-broken-${provider}` : undefined}
            onClick={props.onSend}
          >
            {sendLabel(provider)}
          </Button>
          {broken ? (
            <span id={`lead-crm-broken-${provider}`} className="lead-crm__note">
              {brokenNote(provider)}
            </span>
          ) : null}
        </span>
      ) : null}
      {connection && link?.state === 'failed' ? (
        <>
          <span aria-hidden="true">·</span>
          <Button variant="ghost" size="sm" loading={props.sending} onClick={props.onSend}>
            Retry
          </Button>
        </>
      ) : null}
    </div>
  );
}
