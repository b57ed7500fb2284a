// One key: its name and masked secret, what it reaches and may do, who made it and when, its last use,
// and whether it still works. Each cell carries its heading for the narrow layout (data-label).
import type { ReactNode } from 'react';
import { Button, cx } from '@signalboard/shared/ui';
import { formatDate, formatDateTime } from '../../lib/format';
import type { ApiKey } from './api/api-key-types';
import { maskedSecret, scopeChip } from './api-key-words';
import { timeAgo } from './relative-time';

function When({ iso, children }: { iso: string; children: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {children}
    </time>
  );
}

/** A cell: its heading (shown before it in the narrow layout) and its content in one box. */
function Cell({ label, kind, children }: { label?: string; kind?: string; children: ReactNode }) {
  return (
    <td className={cx('api-keys-cell', kind && `api-keys-cell--${kind}`)} data-label={label}>
      <div className="api-keys-cell__body">{children}</div>
    </td>
  );
}

function Status({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.state === 'revoked' && apiKey.revoked_at) {
    return (
      <>
        <span className="api-key-badge api-key-badge--revoked">Revoked</span>
        <span className="api-keys-cell__sub">
          <When iso={apiKey.revoked_at}>{formatDate(apiKey.revoked_at)}</When>
        </span>
      </>
    );
  }
  if (apiKey.state === 'expired' && apiKey.expires_at) {
    return (
      <>
        <span className="api-key-badge api-key-badge--expired">Expired</span>
        <span className="api-keys-cell__sub">
          <When iso={apiKey.expires_at}>{formatDate(apiKey.expires_at)}</When>
        </span>
      </>
    );
  }
  return (
    <>
      <span className="api-key-badge api-key-badge--active">Active</span>
      <span className="api-keys-cell__sub">
        {apiKey.expires_at ? (
          <>
            Expires <When iso={apiKey.expires_at}>{formatDate(apiKey.expires_at)}</When>
          </>
        ) : (
          'No expiry'
        )}
      </span>
    </>
  );
}

export function ApiKeyRow({
  apiKey,
  nameId,
  projectName,
  onRevoke,
}: {
  apiKey: ApiKey;
  nameId: string;
  projectName: string;
  onRevoke: () => void;
}) {
  const active = apiKey.state === 'active';
  return (
    <tr className={cx('api-keys-row', !active && 'api-keys-row--stopped')}>
      <Cell kind="key">
        <span id={nameId} tabIndex={-1} className="api-keys-row__name">
          {apiKey.name}
        </span>
        <code className="api-keys-row__prefix">{maskedSecret(apiKey.prefix)}</code>
      </Cell>
      <Cell label="Access">
        <span>{apiKey.reach === 'organization' ? 'All projects' : projectName}</span>
        <ul className="api-keys-row__scopes" aria-label="Scopes">
          {apiKey.scopes.map((scope) => (
            <li key={scope} className="api-key-chip">
              {scopeChip(scope)}
            </li>
          ))}
        </ul>
      </Cell>
      <Cell label="Created">
        <When iso={apiKey.created_at}>{formatDate(apiKey.created_at)}</When>
        <span className="api-keys-cell__sub">by {apiKey.created_by?.name ?? 'a former member'}</span>
      </Cell>
      <Cell label="Last used">
        {apiKey.last_used_at ? (
          <When iso={apiKey.last_used_at}>{timeAgo(apiKey.last_used_at)}</When>
        ) : (
          'Never'
        )}
      </Cell>
      <Cell label="Status">
        <Status apiKey={apiKey} />
      </Cell>
      <Cell kind="actions">
        {active ? (
          <Button variant="secondary" size="sm" aria-label={`Revoke “${apiKey.name}”`} onClick={onRevoke}>
            Revoke
          </Button>
        ) : null}
      </Cell>
    </tr>
  );
}
