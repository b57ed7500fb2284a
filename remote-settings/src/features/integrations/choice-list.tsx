// A group of checkboxes over a project's statuses or intent signals, kept in the list's order. The
// group's legend says what ticking means; a problem the API names is shown under the legend.
import { useId, type Ref } from 'react';
import { Spinner } from '@signalboard/shared/ui';

export interface ChoiceListProps {
  legend: string;
  hint?: string;
  items: readonly { id: string; name: string }[] | undefined;
  loadingLabel: string;
  emptyText: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** The first checkbox, so a save can move focus to the group. */
  firstRef?: Ref<HTMLInputElement>;
}

export function ChoiceList({
  legend,
  hint,
  items,
  loadingLabel,
  emptyText,
  selected,
  onChange,
  error,
  firstRef,
}: ChoiceListProps) {
  const id = useId();
  const toggle = (choice: string, on: boolean) => {
    const chosen = new Set(selected);
    if (on) chosen.add(choice);
    else chosen.delete(choice);
    // The saved order follows the list's, whatever order the boxes were ticked in.
    onChange((items ?? []).map((item) => item.id).filter((candidate) => chosen.has(candidate)));
  };
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="settings-choice-group" aria-describedby={describedBy || undefined}>
      <legend className="sb-field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="sb-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="sb-field__error">
          {error}
        </p>
      ) : null}
      {items === undefined ? <Spinner size="sm" label={loadingLabel} /> : null}
      {items?.length === 0 ? <p className="sb-text-sm sb-muted">{emptyText}</p> : null}
      {items && items.length > 0 ? (
        <ul className="sb-plain-list crm-choices" role="list">
          {items.map((item, index) => (
            <li key={item.id}>
              <label className="settings-check">
                <input
                  ref={index === 0 ? firstRef : undefined}
                  type="checkbox"
                  checked={selected.includes(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
                <span>{item.name}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
