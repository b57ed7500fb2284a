// How often one source is polled: a labelled native select of the offered intervals, "default"
// (the deployment's), and the source's current interval when it was set to another value elsewhere.
import { useId } from 'react';
import { INTERVAL_CHOICES, describeInterval } from './poll-interval';

const DEFAULT = 'default';

export interface PollIntervalFieldProps {
  /** Seconds, or null to follow the default. */
  value: number | null;
  /** The deployment's default, when a saved source has shown it. */
  defaultSeconds: number | null;
  error: string | undefined;
  selectRef: (element: HTMLElement | null) => void;
  onChange: (value: number | null) => void;
}

export function PollIntervalField({
  value,
  defaultSeconds,
  error,
  selectRef,
  onChange,
}: PollIntervalFieldProps) {
  const id = useId();
  const choices =
    value === null || INTERVAL_CHOICES.some((c) => c.seconds === value)
      ? INTERVAL_CHOICES
      : [...INTERVAL_CHOICES, { seconds: value, label: capitalised(describeInterval(value)) }].sort(
          (a, b) => a.seconds - b.seconds,
        );
  return (
    <div className={error ? 'sb-field sb-field--invalid' : 'sb-field'}>
      <label className="sb-field__label" htmlFor={id}>
        How often to check
      </label>
      <select
        id={id}
        ref={selectRef}
        className="sb-select"
        value={value === null ? DEFAULT : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value === DEFAULT ? null : Number(event.target.value))}
      >
        <option value={DEFAULT}>
          {defaultSeconds === null ? 'Default' : `Default (${describeInterval(defaultSeconds)})`}
        </option>
        {choices.map((choice) => (
          <option key={choice.seconds} value={String(choice.seconds)}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="sb-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <p className="sb-field__hint" id={`${id}-hint`}>
        More often finds posts sooner; after failures the wait doubles, up to 6 hours.
      </p>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
