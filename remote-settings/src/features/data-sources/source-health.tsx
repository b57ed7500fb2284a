// How a saved source's polling is going: when it last ran, when it last worked, its last error,
// and how many items it has seen. The error is styled as an alert but not announced on load: it is
// a fact about the source, not something that just happened.
import type { DataSource } from '@signalboard/shared/api';
import { IconError } from '@signalboard/shared/ui';
import { formatDateTime } from '../../lib/format';

const when = (iso: string | null, never: string) =>
  iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : never;

export function SourceHealth({ source }: { source: DataSource }) {
  return (
    <div className="settings-health">
      <dl className="settings-health__facts">
        <div>
          <dt>Last poll</dt>
          <dd>{when(source.last_polled_at, 'Not yet')}</dd>
        </div>
        <div>
          <dt>Last success</dt>
          <dd>{when(source.last_success_at, 'Not yet')}</dd>
        </div>
        <div>
          <dt>Items seen</dt>
          <dd>{source.items_seen.toLocaleString('en')}</dd>
        </div>
      </dl>
      {source.last_error ? (
        <p className="settings-health__error">
          <IconError size={16} aria-hidden="true" />
          <span>
            <span className="settings-health__error-label">Last error: </span>
            {source.last_error}
          </span>
        </p>
      ) : null}
    </div>
  );
}
