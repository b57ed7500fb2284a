// Which time zone's morning the digests arrive in: a native select of the main zones plus this
// browser's and the saved one (type-ahead works in it), with a sentence saying when the digest comes.
import { useId, useMemo } from 'react';
import type { Frequency } from './notification-draft';
import { timeZoneChoices } from './time-zones';

export function TimezoneField({
  value,
  frequency,
  onChange,
}: {
  value: string;
  frequency: Frequency;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const zones = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <div className="sb-field">
      <label className="sb-field__label" htmlFor={id}>
        Time zone for digests
      </label>
      <select
        id={id}
        className="sb-select"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="sb-field__hint">
        {frequency === 'weekly'
          ? 'The weekly digest arrives on Monday at 08:00 in this time zone.'
          : frequency === 'daily'
            ? 'The daily digest arrives at 08:00 in this time zone.'
            : 'Used when you choose a daily or weekly digest (08:00 in this time zone).'}
      </p>
    </div>
  );
}
