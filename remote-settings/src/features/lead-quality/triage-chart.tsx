// Good lead / Not a lead week by week for the whole project, one intent signal or one source: stacked
// bars drawn in SVG (decorative: the same figures are in the week-by-week table below it, which a
// screen reader reads instead), with "not judged yet" on top so the bar's height is the week's leads.
import { useId, useState } from 'react';
import { platformName, type LeadQuality, type LeadQualityGroup } from '@signalboard/shared/api';
import { weekLabel } from './quality-labels';

interface ChartSeries {
  key: string;
  label: string;
  group: LeadQualityGroup;
}

function seriesOf(quality: LeadQuality): ChartSeries[] {
  return [
    { key: 'all', label: 'All leads', group: quality.totals },
    ...quality.by_signal.map((s) => ({ key: `signal:${s.id}`, label: `Signal: ${s.name}`, group: s })),
    ...quality.by_source.map((s) => ({
      key: `source:${s.platform}`,
      label: `Source: ${platformName(s.platform)}`,
      group: s,
    })),
  ];
}

const HEIGHT = 140;
const BAR = 18;
const STEP = 32;

function Bars({ group }: { group: LeadQualityGroup }) {
  const top = Math.max(1, ...group.weekly.map((w) => w.found));
  const scale = (n: number) => (n / top) * HEIGHT;
  const width = group.weekly.length * STEP;
  return (
    <svg
      className="quality-chart__svg"
      viewBox={`0 0 ${width} ${HEIGHT + 20}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="quality-chart__axis" />
      {group.weekly.map((week, index) => {
        const x = index * STEP + (STEP - BAR) / 2;
        const accepted = scale(week.accepted);
        const rejected = scale(week.rejected);
        const open = scale(Math.max(0, week.found - week.accepted - week.rejected));
        return (
          <g key={week.week_start}>
            <rect x={x} width={BAR} y={HEIGHT - accepted} height={accepted} className="quality-chart__good" />
            <rect
              x={x}
              width={BAR}
              y={HEIGHT - accepted - rejected}
              height={rejected}
              className="quality-chart__rejected"
            />
            <rect
              x={x}
              width={BAR}
              y={HEIGHT - accepted - rejected - open}
              height={open}
              className="quality-chart__open"
            />
          </g>
        );
      })}
    </svg>
  );
}

export function TriageChart({ quality }: { quality: LeadQuality }) {
  const id = useId();
  const series = seriesOf(quality);
  const [key, setKey] = useState('all');
  const chosen = series.find((s) => s.key === key) ?? series[0]!;
  const { weekly } = chosen.group;
  return (
    <div className="sb-stack">
      <div className="sb-field quality-chart__picker">
        <label className="sb-field__label" htmlFor={`${id}-series`}>
          Show
        </label>
        <select
          id={`${id}-series`}
          className="sb-select"
          value={chosen.key}
          onChange={(e) => setKey(e.target.value)}
        >
          {series.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <figure className="quality-chart" aria-labelledby={`${id}-caption`}>
        <Bars group={chosen.group} />
        <div className="quality-chart__weeks" aria-hidden="true">
          <span>{weekLabel(weekly[0]?.week_start ?? quality.weeks[0] ?? '')}</span>
          <span>This week</span>
        </div>
        <figcaption id={`${id}-caption`} className="quality-chart__legend">
          <span className="quality-legend quality-legend--good">Good lead</span>
          <span className="quality-legend quality-legend--rejected">Not a lead</span>
          <span className="quality-legend quality-legend--open">Not judged yet</span>
          <span className="sb-visually-hidden">
            {`${chosen.label}, leads per week over the last ${weekly.length} weeks: the table below has the figures.`}
          </span>
        </figcaption>
      </figure>
      <details className="quality-details">
        <summary>Week by week, as a table</summary>
        <div
          className="quality-table-scroll"
          role="region"
          aria-label={`${chosen.label}, week by week`}
          tabIndex={0}
        >
          <table className="quality-table">
            <caption className="sb-visually-hidden">{`${chosen.label}: leads per week`}</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Leads</th>
                <th scope="col">Good lead</th>
                <th scope="col">Not a lead</th>
              </tr>
            </thead>
            <tbody>
              {weekly.map((week) => (
                <tr key={week.week_start}>
                  <th scope="row">{weekLabel(week.week_start)}</th>
                  <td>{week.found}</td>
                  <td>{week.accepted}</td>
                  <td>{week.rejected}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
