// The lowest lead score that sends an alert: a slider for a quick choice and a number box for an
// exact one, kept in step, with a sentence saying what the value means.
import { useId } from 'react';
import { SCORE_MAX, SCORE_MIN, scoreOf } from './notification-draft';

export interface MinScoreFieldProps {
  value: string;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
}

export function MinScoreField({ value, error, inputRef, onChange }: MinScoreFieldProps) {
  const id = useId();
  const score = scoreOf(value);
  const describedBy = [error ? `${id}-error` : null, `${id}-meaning`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'sb-field sb-field--invalid' : 'sb-field'}>
      <label className="sb-field__label" htmlFor={`${id}-range`}>
        Minimum lead score
      </label>
      <div className="settings-score">
        <input
          id={`${id}-range`}
          type="range"
          min={SCORE_MIN}
          max={SCORE_MAX}
          step={1}
          className="settings-score__range"
          value={score ?? SCORE_MIN}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <label className="sb-visually-hidden" htmlFor={`${id}-number`}>
          Minimum lead score, as a number
        </label>
        <input
          ref={inputRef}
          id={`${id}-number`}
          type="number"
          min={SCORE_MIN}
          max={SCORE_MAX}
          step={1}
          inputMode="numeric"
          className="sb-input settings-score__number"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="sb-field__error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-meaning`} className="sb-field__hint">
        {score === null
          ? `Scores go from ${SCORE_MIN} (any mention) to ${SCORE_MAX} (clearly looking to buy).`
          : score === SCORE_MIN
            ? 'Every new lead sends an alert.'
            : `Only leads scoring ${score} or more send an alert (scores go up to ${SCORE_MAX}).`}
      </p>
    </div>
  );
}
