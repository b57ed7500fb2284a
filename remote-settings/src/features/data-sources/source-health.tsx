// How a saved source's polling is going: when it last ran, when it last worked, how many items it
// has seen, when it runs next (after failures: how many in a row and when it retries), its last
// error, and how it is read when not the usual way (Reddit's public feed). The server words the error
// as what happened and what to do: it is shown as is, once. It is styled as an alert but not announced
// on load: it is a fact about the source, not something that just happened.
import type { DataSource } from '@signalboard/shared/api';
import { IconError, IconInformation } from '@signalboard/shared/ui';
import { formatDateTime } from '../../lib/format';
import { describeInterval } from './poll-interval';

const when = (iso: string | null, never: string) =>
  iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : never;

/** The next poll, or null for a source that is off or pushed to us (never polled). */
function nextPoll(source: DataSource, now: Date) {
  const at = source.next_poll_at;
  if (!at || source.poll_interval_seconds === null) return null;
  // Overdue means the scheduler takes it at its next tick (every few seconds).
  const due = new Date(at) <= now;
  const failures = source.consecutive_failures;
  if (failures > 0) {
    const count = `${failures} ${failures === 1 ? 'failure' : 'failures'} in a row`;
    return due ? (
      `${count}, retrying now`
    ) : (
      <>
        {count}, retrying at {when(at, '')}
      </>
    );
  }
  const cadence = `${describeInterval(source.poll_interval_seconds)}${source.poll_interval_is_default ? ' (default)' : ''}`;
  return due ? (
    `Due now, then ${cadence}`
  ) : (
    <>
      {when(at, '')}, then {cadence}
    </>
  );
}

export function SourceHealth({ source, now = new Date() }: { source: DataSource; now?: Date }) {
  const next = nextPoll(source, now);
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
        {next ? (
          <div>
            <dt>Next poll</dt>
            <dd>{next}</dd>
          </div>
        ) : null}
      </dl>
      {source.health_note ? (
        <p className="settings-health__note">
          <IconInformation size={16} aria-hidden="true" />
          <span>
            <span className="settings-health__error-label">How it is read: </span>
            {source.health_note}
          </span>
        </p>
      ) : null}
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
