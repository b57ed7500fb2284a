// One push in the delivery log: the lead, when, who or what sent it, its state as an icon and a word,
// the CRM's answer folded away (the last status, what went wrong, the requests of the last attempt),
// and Retry once it failed.
import { CRM_LABELS, type CrmPush } from '@signalboard/shared/api';
import { Link } from '@signalboard/shared/router';
import { Button, StatusIcon, type StatusIconStatus } from '@signalboard/shared/ui';
import { formatDateTime } from '../../lib/format';

export interface PushEntryProps {
  projectId: string;
  push: CrmPush;
  retrying: boolean;
  onRetry: (push: CrmPush) => void;
}

const STATE_ICONS: Record<CrmPush['state'], StatusIconStatus> = {
  pushed: 'success',
  pending: 'information',
  failed: 'error',
};

function stateWords(push: CrmPush): string {
  const name = CRM_LABELS[push.provider];
  if (push.state === 'pushed') return `In ${name}`;
  if (push.state === 'failed') return 'Failed';
  return push.attempts > 0 ? 'Waiting to try again' : 'Sending';
}

function whoSent(push: CrmPush): string {
  if (push.trigger === 'rule') return 'Sent by the push rule';
  const who = push.requested_by ?? 'a member';
  return push.trigger === 'bulk' ? `Sent by ${who}, with other leads` : `Sent by ${who}`;
}

export function leadTitle(push: CrmPush): string {
  return push.lead_title?.trim() || 'Untitled lead';
}

export function PushEntry({ projectId, push, retrying, onRetry }: PushEntryProps) {
  const name = CRM_LABELS[push.provider];
  const title = leadTitle(push);
  const answered = push.last_status !== null || push.last_error !== null || push.exchanges.length > 0;
  return (
    <li className={`crm-push crm-push--${push.state}`}>
      <div className="crm-push__head">
        <Link
          className="sb-link crm-push__lead"
          to={`/projects/${encodeURIComponent(projectId)}/leads/${encodeURIComponent(push.lead_id)}`}
        >
          {title}
        </Link>
        <span className="crm-push__state">
          <StatusIcon status={STATE_ICONS[push.state]} size={16} aria-hidden="true" />
          {stateWords(push)}
        </span>
      </div>
      <p className="crm-push__facts sb-text-sm sb-muted">
        {whoSent(push)} · {formatDateTime(push.created_at)}
        {push.pushed_at ? ` · arrived ${formatDateTime(push.pushed_at)}` : null}
        {push.state === 'pending' && push.attempts > 0 && push.next_attempt_at
          ? ` · next try ${formatDateTime(push.next_attempt_at)}`
          : null}
      </p>
      {push.state !== 'pushed' && push.last_error ? (
        <p className="crm-push__error">{push.last_error}</p>
      ) : null}
      {push.record_url ? (
        <p className="sb-text-sm">
          <a className="sb-link" href={push.record_url} target="_blank" rel="noopener noreferrer">
            Open in {name} <span aria-hidden="true">↗</span>
            <span className="sb-visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {answered ? (
        <details className="crm-fold crm-push__answer">
          <summary>{name}’s answer</summary>
          <dl className="crm-push__answer-facts">
            <div>
              <dt>Last status</dt>
              <dd>{push.last_status !== null ? `HTTP ${push.last_status}` : 'No answer'}</dd>
            </div>
            <div>
              <dt>Attempts</dt>
              <dd>{push.attempts}</dd>
            </div>
            {push.last_error ? (
              <div>
                <dt>Last error</dt>
                <dd>{push.last_error}</dd>
              </div>
            ) : null}
          </dl>
          {push.exchanges.length > 0 ? (
            <ol className="crm-exchanges" aria-label={`Requests of the last attempt to ${name}`}>
              {push.exchanges.map((exchange, index) => (
                <li key={index} className="crm-exchange">
                  <code className="crm-exchange__request">
                    {exchange.method} {exchange.path} → {exchange.status ?? 'no answer'}
                  </code>
                  {exchange.excerpt ? <pre className="crm-exchange__excerpt">{exchange.excerpt}</pre> : null}
                </li>
              ))}
            </ol>
          ) : null}
        </details>
      ) : null}
      {push.state === 'failed' ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Retry sending ${title} to ${name}`}
            loading={retrying}
            loadingLabel="Retrying"
            onClick={() => onRetry(push)}
          >
            Retry
          </Button>
        </div>
      ) : null}
    </li>
  );
}
