// The lead list of a project with no lead at all yet, telling the truth about its data sources briefly:
// none yet or none on (nothing can come in), all failing (one short line per source, or once that this
// server reaches no platform at all), or on and working (when the next check is). A member gets the next
// steps as actions (next-steps.tsx); a guest can change neither the sources nor the signals, so is told
// what happens and who chooses. Why a source fails is worded in one place: source-failure.ts.
import { platformName, useDataSources, useProject } from '@signalboard/shared/api';
import { EmptyState, linkClassName } from '@signalboard/shared/ui';
import { Link } from '@signalboard/shared/router';
import { NextSteps } from './next-steps';
import { failureSentence, isFailing, serverIsOffline } from './source-failure';
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

const membersChoose = 'Its members choose the data sources.';

export function StillCollecting({ projectId, now = new Date() }: { projectId: string; now?: Date }) {
  const settings = `/projects/${encodeURIComponent(projectId)}/settings`;
  const isGuest = useProject(projectId).data?.viewer_role === 'guest';
  const sources = useDataSources(projectId);
  const all = sources.data ?? [];
  const on = all.filter((source) => source.enabled);
  const steps = (sourcesLabel: string) =>
    isGuest ? null : (
      <NextSteps
        projectId={projectId}
        sourcesLabel={sourcesLabel}
        // The demo project is fed by the sample feed: offering "the demo" there would go in a circle.
        offerDemo={!all.some((source) => source.platform === 'sample')}
      />
    );

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
    const none = all.length === 0;
    return (
      <EmptyState
        className="sb-leads__state"
        title={none ? 'No data sources yet' : 'No data source is on'}
        description={`This project watches no platform yet, so no lead can come in. ${
          isGuest
            ? membersChoose
            : 'Switch on the platforms where your customers ask questions, import posts you already have, or look around the demo project first.'
        }`}
        action={steps('Choose data sources')}
      />
    );
  }

  const failing = on.filter(isFailing);
  if (failing.length === on.length) {
    const retry = failing
      .map((source) => source.next_poll_at)
      .filter((at): at is string => at !== null)
      .sort()[0];
    const when = retry ? ` Signalboard tries again ${nextCheck(retry, now)}.` : '';
    const guestNote = isGuest ? ' The project’s members can change its data sources.' : '';
    if (serverIsOffline(failing)) {
      return (
        <EmptyState
          className="sb-leads__state"
          title="No source could be read"
          description={`This server cannot reach the internet, so no source could be read.${when}${guestNote}`}
          action={steps('Check the data sources')}
        />
      );
    }
    return (
      <EmptyState
        className="sb-leads__state"
        title={failing.length === 1 ? 'The data source is failing' : 'Every data source is failing'}
        description={`No post could be read yet.${when}${guestNote}`}
        action={
          <>
            <ul className="sb-leads__state-failures" aria-label="Failing data sources">
              {failing.map((source) => (
                <li key={source.platform}>{failureSentence(source)}</li>
              ))}
            </ul>
            {steps('Fix a data source')}
          </>
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
          {when} {failing.length > 0 ? `Failing: ${failing.map(failureSentence).join(' ')} ` : ''}
          {isGuest ? (
            'The project’s members choose its sources and intent signals.'
          ) : (
            <>
              Nothing after a while?{' '}
              <Link className={linkClassName} to={`${settings}/data-sources`}>
                Check your data sources
              </Link>{' '}
              or widen your intent signals with <strong>Signals</strong> above the list.
            </>
          )}
        </>
      }
    />
  );
}
