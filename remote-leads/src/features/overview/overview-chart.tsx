// Leads per day as a stacked bar chart (SVG). The days are one keyboard stop (arrow keys move between
// them, Enter or Space filters the list to that day); hovering or focusing a day shows its counts in
// a tooltip. Screen readers get the same numbers as a table, hidden from view.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { dayLabel, plural, type OverviewChartData } from './overview-series';

const BAR_STEP = 10;
const BAR_WIDTH = 7;
const HEIGHT = 64;

export interface OverviewChartProps {
  data: OverviewChartData;
  /** The day the list is filtered to, if it is exactly one day. */
  selectedDate: string | null;
  onSelectDay: (date: string) => void;
  rangeLabel: string;
}

export function OverviewChart({ data, selectedDate, onSelectDay, rangeLabel }: OverviewChartProps) {
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(() => Math.max(0, data.bars.length - 1));
  const days = useRef<(SVGGElement | null)[]>([]);
  const scale = data.max === 0 ? 0 : (HEIGHT - 2) / data.max;
  const width = data.bars.length * BAR_STEP;

  const moveTo = (index: number) => {
    const next = Math.min(data.bars.length - 1, Math.max(0, index));
    setFocusIndex(next);
    days.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number, date: string) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: data.bars.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelectDay(date);
    } else if (event.key === 'Escape') setActive(null);
  };

  const activeBar = active === null ? null : data.bars[active];
  return (
    <div className="overview-chart">
      <svg
        className="overview-chart__svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="group"
        aria-label={`Leads per day, ${rangeLabel}. Arrow keys move between days; Enter shows a day's leads.`}
      >
        {data.bars.map((bar, index) => {
          const x = index * BAR_STEP + (BAR_STEP - BAR_WIDTH) / 2;
          let y = HEIGHT;
          const parts = bar.counts.map((count, part) => {
            const height = count * scale;
            y -= height;
            return count === 0 ? null : (
              <rect
                key={data.series[part]!.id ?? 'none'}
                x={x}
                y={y}
                width={BAR_WIDTH}
                height={height}
                fill={data.series[part]!.color}
              />
            );
          });
          const counts = data.series
            .map((series, part) => (bar.counts[part] ? `${series.name} ${bar.counts[part]}` : null))
            .filter(Boolean)
            .join(', ');
          return (
            <g
              key={bar.date}
              ref={(node) => {
                days.current[index] = node;
              }}
              role="button"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={`${dayLabel(bar.date)}: ${plural(bar.total, 'lead')}${counts ? ` (${counts})` : ''}`}
              aria-pressed={selectedDate === bar.date}
              aria-describedby={active === index ? tooltipId : undefined}
              className="overview-chart__day"
              data-selected={selectedDate === bar.date || undefined}
              onClick={() => {
                setFocusIndex(index);
                onSelectDay(bar.date);
              }}
              onKeyDown={(event) => onKeyDown(event, index, bar.date)}
              onFocus={() => {
                setFocusIndex(index);
                setActive(index);
              }}
              onBlur={() => setActive(null)}
              onPointerEnter={() => setActive(index)}
              onPointerLeave={() => setActive(null)}
            >
              <rect
                className="overview-chart__hit"
                x={index * BAR_STEP}
                y={0}
                width={BAR_STEP}
                height={HEIGHT}
              />
              {bar.total === 0 ? (
                <rect className="overview-chart__empty" x={x} y={HEIGHT - 1} width={BAR_WIDTH} height={1} />
              ) : (
                parts
              )}
            </g>
          );
        })}
      </svg>
      {activeBar ? (
        <div
          id={tooltipId}
          role="tooltip"
          className="overview-chart__tooltip"
          style={{ left: `${((active! + 0.5) / data.bars.length) * 100}%` }}
        >
          <strong>{dayLabel(activeBar.date)}</strong> · {plural(activeBar.total, 'lead')}
          <ul>
            {data.series.map((series, part) =>
              activeBar.counts[part] ? (
                <li key={series.id ?? 'none'}>
                  <span className="overview-swatch" style={{ background: series.color }} aria-hidden="true" />
                  {series.name}: {activeBar.counts[part]}
                </li>
              ) : null,
            )}
          </ul>
        </div>
      ) : null}
      {/* Hidden by its wrapper: a table ignores a width of 1px and overflow, so hidden itself it still
          laid out wide and made the whole page scroll sideways. */}
      <div className="sb-visually-hidden">
        <table>
          <caption>Leads per day by intent signal, {rangeLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {data.series.map((series) => (
                <th scope="col" key={series.id ?? 'none'}>
                  {series.name}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {data.bars.map((bar) => (
              <tr key={bar.date}>
                <th scope="row">{dayLabel(bar.date)}</th>
                {bar.counts.map((count, part) => (
                  <td key={data.series[part]!.id ?? 'none'}>{count}</td>
                ))}
                <td>{bar.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
