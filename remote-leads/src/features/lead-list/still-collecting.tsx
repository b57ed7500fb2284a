// The lead list of a project with no lead at all yet, telling the truth about its data sources: none
// on (nothing can come in: where to switch them on), all of them failing (which, why, when they are
// retried and what to check), or on and working (when the next check is). A member is pointed at what
// they can change; a guest can change neither the data sources nor the signals, so is told what
// happens and who chooses.
import { platformName, useDataSources, useProject, type DataSource } from '@signalboard/shared/api';
import { EmptyState, buttonClassName, linkClassName } from '@signalboard/shared/ui';
import { Link } from '@signalboard/shared/router';
import './still-collecting.css';

const clock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });

/** "at 9:05 PM", or "in a moment" for a check that is due. */
function nextCheck(iso: string, now: Date): string {
  const at = new Date(iso);
  // A no-break space keeps "9:11 PM" on one line.
  return at.getTime() <= now.getTime() + 30_000
    ? 'in a moment'
    : `at ${clock.format(at).replace(/\s/g, '\u00a0')}`;
}

const isFailing = (source: DataSource) => source.consecutive_failures > 0 && source.last_error !== null;

/** The source's last error, named after its platform unless the sentence already starts with it. */
function failureLine(source: DataSource): string {
  const name = platformName(source.platform);
  const error = (source.last_error ?? '').replace(/\.$/, '');
  return error.startsWith(name) ? error : `${name}: ${error}`;
}

function SourcesLink({ settings, children }: { settings: string; children: string }) {
  return (
    <Link className={linkClassName} to={`${settings}/data-sources`}>
      {children}
    </Link>
  );
}

export function StillCollecting({ projectId, now = new Date() }: { projectId: string; now?: Date }) {
  const settings = `/projects/${encodeURIComponent(projectId)}/settings`;
  const isGuest = useProject(projectId).data?.viewer_role === 'guest';
  const sources = useDataSources(projectId);
  const on = (sources.data ?? []).filter((source) => source.enabled);

  // Until the sources are known (or if they cannot be), claim nothing about them.
  if (!sources.data) {
    return (
      <EmptyState
        className="sb-leads__state"
        title="No leads yet"
        description="Leads appear here as the project’s data sources find posts that match its intent signals."
      />
    );
  }

  if (on.length === 0) {
    return (
      <EmptyState
        className="sb-leads__state"
        title="No data source is on"
        description={
          isGuest
            ? 'This project watches no platform yet, so no lead can come in. Its members choose the data sources.'
            : 'This project watches no platform yet, so no lead can come in. Switch on the platforms where your customers ask questions.'
        }
        action={
          isGuest ? null : (
            <Link className={buttonClassName('primary')} to={`${settings}/data-sources`}>
              Choose data sources
            </Link>
          )
        }
      />
    );
  }

  const failing = on.filter(isFailing);
  if (failing.length === on.length) {
    const retries = failing
      .map((source) => source.next_poll_at)
      .filter((at): at is string => at !== null)
      .sort();
    return (
      <EmptyState
        className="sb-leads__state"
        title={failing.length === 1 ? 'The data source is failing' : 'Every data source is failing'}
        description={
          <>
            No post could be read yet.
            {retries[0] ? ` Signalboard tries again ${nextCheck(retries[0], now)}.` : ''}{' '}
            {isGuest ? (
              'The project’s members can fix its data sources.'
            ) : (
              <>
                Check this computer’s internet connection, or the settings in{' '}
                <SourcesLink settings={settings}>Data Sources</SourcesLink>.
              </>
            )}
          </>
        }
        action={
          <ul className="sb-leads__state-failures" aria-label="Failing data sources">
            {failing.map((source) => (
              <li key={source.platform}>{failureLine(source)}.</li>
            ))}
          </ul>
        }
      />
    );
  }

  const working = on.filter((source) => !isFailing(source));
  const next = working
    .map((source) => source.next_poll_at)
    .filter((at): at is string => at !== null)
    .sort()[0];
  const seen = working.reduce((total, source) => total + source.items_seen, 0);
  const names = working.map((source) => platformName(source.platform)).join(', ');
  const progress =
    seen > 0
      ? `${names}: ${seen.toLocaleString('en')} ${seen === 1 ? 'post' : 'posts'} read, none matching the intent signals yet.`
      : `${names}: being checked.`;
  const when = next
    ? ` Next check ${nextCheck(next, now)}.`
    : ' Leads come in when posts are imported or sent to the webhook.';
  return (
    <EmptyState
      className="sb-leads__state"
      title="Still collecting"
      description={
        <>
          {progress}
          {when} {failing.length > 0 ? `Failing: ${failing.map(failureLine).join('; ')}. ` : ''}
          {isGuest ? (
            'The project’s members choose its sources and intent signals.'
          ) : (
            <>
              Nothing after a while? <SourcesLink settings={settings}>Check your data sources</SourcesLink> or
              widen your intent signals with <strong>Signals</strong> above the list.
            </>
          )}
        </>
      }
    />
  );
}
