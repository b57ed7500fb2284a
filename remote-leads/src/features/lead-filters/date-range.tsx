// The date range: from/to dates (whole UTC days, as the API reads a date) and quick ranges.
import { useId } from 'react';
import { Button } from '@signalboard/shared/ui';
import type { LeadFilter } from './lead-filter';
import type { UseLeadFilter } from './use-lead-filter';

const day = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Quick ranges as absolute bounds, so the URL (and the query key) does not move with the clock. */
export const quickRanges: { label: string; from: (now: number) => string }[] = [
  {
    label: 'Last 24 hours',
    // To the minute: a stable value, and the API takes a date-time with its offset.
    from: (now) => new Date(Math.floor((now - day) / 60_000) * 60_000).toISOString(),
  },
  { label: 'Last 7 days', from: (now) => isoDate(now - 6 * day) },
  { label: 'Last 30 days', from: (now) => isoDate(now - 29 * day) },
];

const dateValue = (bound: string | null) => bound?.slice(0, 10) ?? '';

export function DateRange({
  filter,
  setFilter,
}: {
  filter: LeadFilter;
  setFilter: UseLeadFilter['setFilter'];
}) {
  const id = useId();
  return (
    <div className="sb-lead-filters__dates">
      <label htmlFor={`${id}-from`}>From</label>
      <input
        id={`${id}-from`}
        type="date"
        value={dateValue(filter.dateFrom)}
        max={dateValue(filter.dateTo) || undefined}
        onChange={(event) => setFilter({ dateFrom: event.target.value || null })}
      />
      <label htmlFor={`${id}-to`}>To</label>
      <input
        id={`${id}-to`}
        type="date"
        value={dateValue(filter.dateTo)}
        min={dateValue(filter.dateFrom) || undefined}
        onChange={(event) => setFilter({ dateTo: event.target.value || null })}
      />
      <div className="sb-lead-filters__quick" role="group" aria-label="Quick ranges">
        {quickRanges.map((range) => (
          <Button
            key={range.label}
            size="sm"
            variant="ghost"
            onClick={() => setFilter({ dateFrom: range.from(Date.now()), dateTo: null })}
          >
            {range.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
