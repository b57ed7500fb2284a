// How often e-mail alerts go out: native radios, each with what it means.
import { useId } from 'react';
import { FREQUENCIES, type Frequency } from './notification-draft';

export function FrequencyField({
  value,
  onChange,
}: {
  value: Frequency;
  onChange: (value: Frequency) => void;
}) {
  const name = useId();
  return (
    <fieldset className="settings-choice-group">
      <legend className="sb-field__label">How often</legend>
      <div className="settings-choice-group__options settings-choice-group__options--row">
        {FREQUENCIES.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className="settings-choice">
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                // Named by its label alone; the explanation is its description.
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-explanation`}
              />
              <span className="settings-choice__text">
                <span id={`${id}-label`} className="settings-choice__label">
                  {option.label}
                </span>
                <span id={`${id}-explanation`} className="settings-choice__explanation">
                  {option.explanation}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
