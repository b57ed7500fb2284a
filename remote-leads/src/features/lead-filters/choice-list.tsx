// A list of checkboxes for a filter that takes several values (data sources, intent signals).
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** Extra words, e.g. a lead count. */
  hint?: string;
}

export interface ChoiceListProps {
  legend: string;
  choices: Choice[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** Said when there is nothing to choose. */
  empty: string;
}

export function ChoiceList({ legend, choices, selected, onChange, empty }: ChoiceListProps) {
  const id = useId();
  if (choices.length === 0) return <p className="sb-lead-filters__empty">{empty}</p>;
  return (
    <fieldset className="sb-lead-filters__choices">
      <legend className="sb-visually-hidden">{legend}</legend>
      {choices.map((choice, index) => {
        const checked = selected.includes(choice.value);
        return (
          <label key={choice.value} className="sb-lead-filters__choice" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type="checkbox"
              checked={checked}
              onChange={() =>
                onChange(
                  checked ? selected.filter((value) => value !== choice.value) : [...selected, choice.value],
                )
              }
            />
            <span>{choice.label}</span>
            {choice.hint ? <span className="sb-lead-filters__hint">{choice.hint}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
