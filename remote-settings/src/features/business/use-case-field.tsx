// The use case as a group of native radio buttons (arrow keys move within the group), each with
// its plain-language label and a one-line explanation tied to it.
import { useId, type Ref } from 'react';
import { cx } from '@signalboard/shared/ui';
import { USE_CASES, type UseCase } from '@signalboard/shared/api';

export interface UseCaseFieldProps {
  value: UseCase | '';
  error?: string;
  onChange: (value: UseCase) => void;
  /** Receives the first radio (or the chosen one), for moving focus to the group. */
  ref?: Ref<HTMLInputElement>;
}

export function UseCaseField({ value, error, onChange, ref }: UseCaseFieldProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const focusIndex = Math.max(
    USE_CASES.findIndex((option) => option.id === value),
    0,
  );
  return (
    <fieldset
      className={cx('settings-choice-group', error ? 'sb-field--invalid' : undefined)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="sb-field__label">How do you want to use Signalboard?</legend>
      <div className="settings-choice-group__options">
        {USE_CASES.map((option, index) => {
          const id = `${name}-${option.id}`;
          return (
            <label key={option.id} htmlFor={id} className="settings-choice">
              <input
                ref={index === focusIndex ? ref : undefined}
                id={id}
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                // Named by its label alone; the explanation is its description.
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-explanation`}
              />
              <span className="settings-choice__text">
                <span id={`${id}-label`} className="settings-choice__label">
                  {option.title}
                </span>
                <span id={`${id}-explanation`} className="settings-choice__explanation">
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="sb-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
