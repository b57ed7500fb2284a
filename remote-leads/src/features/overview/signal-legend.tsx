// The chart's legend, one button per signal: it names each colour and filters the list by that signal.
import type { OverviewSeries } from './overview-series';

export interface SignalLegendProps {
  series: OverviewSeries[];
  /** The signal the list is filtered to, if it is exactly one. */
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function SignalLegend({ series, selectedId, onSelect }: SignalLegendProps) {
  return (
    <ul className="overview-legend" aria-label="Intent signals">
      {series.map((item) => {
        const label = (
          <>
            <span className="overview-swatch" style={{ background: item.color }} aria-hidden="true" />
            <span className="overview-legend__name">{item.name}</span>
            <span className="sb-visually-hidden">:</span>{' '}
            <span className="overview-count">{item.total.toLocaleString('en')}</span>
          </>
        );
        return (
          <li key={item.id ?? 'none'}>
            {item.id === null ? (
              // Leads without a signal cannot be filtered for: the list has no such filter.
              <span className="overview-chip overview-chip--static" title={item.name}>
                {label}
              </span>
            ) : (
              <button
                type="button"
                className="overview-chip"
                // A long name is cut short to fit the card: the whole of it shows on hover.
                title={item.name}
                aria-pressed={selectedId === item.id}
                onClick={() => onSelect(item.id!)}
              >
                {/* Named by what it shows plus hidden words ("Name: 21 leads. Show only this signal"),
                    not an aria-label, so the visible text stays inside the name (WCAG 2.5.3). */}
                {label} <span className="sb-visually-hidden">leads. Show only this signal</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
