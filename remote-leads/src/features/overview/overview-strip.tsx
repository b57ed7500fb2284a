// The strip above the lead list: leads per day over the last 30 days by intent signal, and the
// project's leads per status. Every part filters the list (a day, a signal, a status; again to undo),
// through the URL like the filter bar. It folds away, and remembers that.
import { useMemo } from 'react';
import {
  LEAD_OVERVIEW_DAYS,
  useIntentSignals,
  useLeadOverview,
  useStatusConfigs,
} from '@signalboard/shared/api';
import { Link } from '@signalboard/shared/router';
import { Button, Spinner, linkClassName } from '@signalboard/shared/ui';
import { useLeadFilter } from '../lead-filters/use-lead-filter';
import { OverviewChart } from './overview-chart';
import { chartData, plural } from './overview-series';
import { SignalLegend } from './signal-legend';
import { StatusChips } from './status-chips';
import { useCollapsed } from './use-collapsed';
import './overview.css';

const rangeLabel = `last ${LEAD_OVERVIEW_DAYS} days`;

export function OverviewStrip({ projectId }: { projectId: string }) {
  const [collapsed, toggle] = useCollapsed();
  const overview = useLeadOverview(projectId);
  const signals = useIntentSignals(projectId);
  const statuses = useStatusConfigs(projectId);
  const { filter, setFilter } = useLeadFilter();
  // Drawn once the signals' names are in too (or failed to come), so no segment flickers as "Other".
  const data = useMemo(
    () => (overview.data && !signals.isPending ? chartData(overview.data, signals.data) : null),
    [overview.data, signals.isPending, signals.data],
  );

  const oneDay = filter.dateFrom && filter.dateFrom === filter.dateTo ? filter.dateFrom : null;
  const oneSignal = filter.signals.length === 1 ? filter.signals[0]! : null;
  const oneStatus = filter.status === 'all' ? null : filter.status;
  // A second click on what is already the filter takes it off again.
  const selectDay = (date: string) =>
    setFilter(oneDay === date ? { dateFrom: null, dateTo: null } : { dateFrom: date, dateTo: date });
  const selectSignal = (id: string) => setFilter({ signals: oneSignal === id ? [] : [id] });
  const selectStatus = (id: string) => setFilter({ status: oneStatus === id ? 'all' : id });

  const bodyId = `overview-${projectId}`;
  return (
    <section className="overview-strip" aria-labelledby={`${bodyId}-title`}>
      <div className="overview-strip__header">
        <h2 id={`${bodyId}-title`} className="overview-strip__title">
          Overview
        </h2>
        {data ? (
          <span className="overview-strip__summary">
            {plural(data.total, 'lead')} in the {rangeLabel}
          </span>
        ) : null}
        {/* The Team panel (issue 26): how fast the team answers these leads. */}
        <Link className={linkClassName} to={`/projects/${projectId}/leads/team`}>
          Team reply speed
        </Link>
        <Button variant="ghost" size="sm" aria-expanded={!collapsed} aria-controls={bodyId} onClick={toggle}>
          {collapsed ? 'Show overview' : 'Hide overview'}
        </Button>
      </div>
      {collapsed ? null : (
        <div id={bodyId} className="overview-strip__body">
          {overview.isError ? (
            <p className="overview-strip__message" role="alert">
              The overview could not be loaded.{' '}
              <Button variant="ghost" size="sm" onClick={() => void overview.refetch()}>
                Try again
              </Button>
            </p>
          ) : !data ? (
            <Spinner label="Loading the overview" size="sm" />
          ) : (
            <>
              <div className="overview-strip__chart">
                {data.total === 0 ? (
                  <p className="overview-strip__message">
                    No leads in the {rangeLabel}. New ones appear here as they are found.
                  </p>
                ) : (
                  <OverviewChart
                    data={data}
                    selectedDate={oneDay}
                    onSelectDay={selectDay}
                    rangeLabel={rangeLabel}
                  />
                )}
                {data.series.length > 0 ? (
                  <SignalLegend series={data.series} selectedId={oneSignal} onSelect={selectSignal} />
                ) : null}
              </div>
              {statuses.data ? (
                <StatusChips
                  counts={overview.data?.by_status ?? []}
                  statuses={statuses.data}
                  selectedId={oneStatus}
                  onSelect={selectStatus}
                />
              ) : null}
            </>
          )}
        </div>
      )}
    </section>
  );
}
