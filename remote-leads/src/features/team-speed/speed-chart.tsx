// The window's days in two aligned bar rows, drawn like the overview's chart and in its colours: the
// median time to first touch of the leads found that day, and how many were found. The bars show no
// number of their own, so they are hidden from screen readers, which get the same numbers as a table.
import type { ReplySpeedDay } from '@signalboard/shared/api';
import { SIGNAL_COLORS } from '../overview/chart-colors';
import { dayLabel } from '../overview/overview-series';
import { duration } from './speed-words';
import '../overview/overview.css';

const BAR_STEP = 10;
const BAR_WIDTH = 7;
const HEIGHT = 48;
export const TOUCH_COLOR = SIGNAL_COLORS[1]!;
export const FOUND_COLOR = SIGNAL_COLORS[0]!;

function Bars({ values, color }: { values: (number | null)[]; color: string }) {
  const max = Math.max(0, ...values.map((value) => value ?? 0));
  const scale = max === 0 ? 0 : (HEIGHT - 2) / max;
  return (
    <svg
      className="team-speed-chart__svg"
      viewBox={`0 0 ${values.length * BAR_STEP} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {values.map((value, index) => {
        const x = index * BAR_STEP + (BAR_STEP - BAR_WIDTH) / 2;
        const height = value ? Math.max(1, value * scale) : 1;
        return (
          <rect
            key={index}
            x={x}
            y={HEIGHT - height}
            width={BAR_WIDTH}
            height={height}
            fill={value ? color : undefined}
            className={value ? undefined : 'overview-chart__empty'}
          />
        );
      })}
    </svg>
  );
}

export function SpeedChart({ series, rangeLabel }: { series: ReplySpeedDay[]; rangeLabel: string }) {
  const medians = series.map((day) => day.first_touch_median_seconds);
  const slowest = Math.max(0, ...medians.map((value) => value ?? 0));
  const busiest = Math.max(0, ...series.map((day) => day.found));
  return (
    <figure className="team-speed-chart">
      <div className="team-speed-chart__row">
        <span className="team-speed-chart__label">
          <span className="overview-swatch" style={{ background: TOUCH_COLOR }} aria-hidden="true" />
          Median time to first touch
          {slowest > 0 ? <span className="overview-count"> (up to {duration(slowest)})</span> : null}
        </span>
        <Bars values={medians} color={TOUCH_COLOR} />
      </div>
      <div className="team-speed-chart__row">
        <span className="team-speed-chart__label">
          <span className="overview-swatch" style={{ background: FOUND_COLOR }} aria-hidden="true" />
          Leads found
          {busiest > 0 ? <span className="overview-count"> (up to {busiest} a day)</span> : null}
        </span>
        <Bars values={series.map((day) => day.found)} color={FOUND_COLOR} />
      </div>
      <figcaption className="team-speed-chart__axis" aria-hidden="true">
        <span>{series[0] ? dayLabel(series[0].date) : ''}</span>
        <span>{series.at(-1) ? dayLabel(series.at(-1)!.date) : ''}</span>
      </figcaption>
      {/* Hidden by its wrapper, as in the overview: a table hidden itself is still laid out wide. */}
      <div className="sb-visually-hidden">
        <table>
          <caption>Reply speed per day, {rangeLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Leads found</th>
              <th scope="col">Touched</th>
              <th scope="col">Median time to first touch</th>
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{day.found}</td>
                <td>{day.touched}</td>
                <td>
                  {day.first_touch_median_seconds === null
                    ? 'none'
                    : duration(day.first_touch_median_seconds)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
