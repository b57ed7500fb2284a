// /projects/{projectId}/leads/team: the Team panel (issue 26). How fast the team first touches the leads
// it finds and moves them to contacted, over the last 7 or 30 days (?days=30, so a view can be shared):
// the headline in words, a picture per day, and who and which intent signals are quick or slow.
import { REPLY_SPEED_WINDOWS, useReplySpeed, type ReplySpeedWindow } from '@signalboard/shared/api';
import { Link, useParams, useSearchParams } from '@signalboard/shared/router';
import { EmptyState, LoadError, PageHeader, Spinner, linkClassName } from '@signalboard/shared/ui';
import { plural } from '../overview/overview-series';
import { SpeedChart } from './speed-chart';
import { MemberTable, SignalTable } from './speed-tables';
import { contactedSentence, firstTouchSentence, firstTouchSpread } from './speed-words';
import { WindowSwitch } from './window-switch';
import './team-speed.css';

const windowOf = (value: string | null): ReplySpeedWindow =>
  REPLY_SPEED_WINDOWS.find((days) => String(days) === value) ?? 7;

export default function TeamSpeedPage() {
  const { projectId = '' } = useParams<{ projectId: string }>();
  const [search, setSearch] = useSearchParams();
  const days = windowOf(search.get('days'));
  const speed = useReplySpeed(projectId, days);
  const leadsPath = `/projects/${projectId}/leads`;
  const rangeLabel = `last ${days} days`;
  const choose = (next: ReplySpeedWindow) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 7) params.delete('days');
        else params.set('days', String(next));
        return params;
      },
      { replace: true },
    );

  const data = speed.data;
  return (
    <div className="team-speed">
      <p className="team-speed__back">
        <Link className={linkClassName} to={leadsPath}>
          Back to leads
        </Link>
      </p>
      <PageHeader
        title="Team"
        subtitle="How fast your team answers the leads Signalboard finds."
        actions={<WindowSwitch value={days} onChange={choose} />}
      />
      {/* Said once the numbers for the chosen window are in, so a switch is announced politely. */}
      <p className="sb-visually-hidden" role="status">
        {data
          ? `Showing the ${rangeLabel}: ${plural(data.totals.found, 'lead')} found, ${data.totals.touched} touched.`
          : ''}
      </p>
      {speed.isError ? (
        <LoadError
          what="The reply speed could not be loaded."
          error={speed.error}
          onRetry={() => void speed.refetch()}
        />
      ) : !data ? (
        <Spinner label="Loading the reply speed" />
      ) : data.totals.found === 0 ? (
        <EmptyState
          title={`No leads found in the ${rangeLabel}`}
          description="Leads appear here once they are found, with how fast the team answered each one."
        />
      ) : (
        <>
          <section className="team-speed__headline" aria-label="Reply speed">
            <p className="team-speed__sentence">{firstTouchSentence(data)}</p>
            {firstTouchSpread(data) ? <p className="team-speed__aside">{firstTouchSpread(data)}</p> : null}
            <p className="team-speed__sentence">{contactedSentence(data)}</p>
            <p className="team-speed__aside">
              {plural(data.totals.found, 'lead')} found in the {rangeLabel}; a touch is the first status
              change or note by a person.
            </p>
          </section>
          {data.totals.touched === 0 ? (
            <p className="team-speed__nobody">
              Nobody has touched a lead yet: open one and set a status or add a note.{' '}
              <Link className={linkClassName} to={leadsPath}>
                Open the leads
              </Link>
            </p>
          ) : null}
          <SpeedChart series={data.series} rangeLabel={rangeLabel} />
          {data.by_member.length > 0 ? <MemberTable members={data.by_member} /> : null}
          <SignalTable signals={data.by_signal} />
        </>
      )}
    </div>
  );
}
