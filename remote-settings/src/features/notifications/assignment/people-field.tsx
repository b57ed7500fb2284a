// Who gets new leads in turn: the project's people (members of its organization, then its guests), ticked
// in the order shown, which is the order of the turns. People who left are no longer listed.
import { useId } from 'react';
import { errorMessage, useProjectPeople } from '@signalboard/shared/api';
import { Button, Spinner } from '@signalboard/shared/ui';

export interface PeopleFieldProps {
  projectId: string;
  selected: string[];
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (memberIds: string[]) => void;
}

export function PeopleField({ projectId, selected, error, inputRef, onChange }: PeopleFieldProps) {
  const id = useId();
  const people = useProjectPeople(projectId);
  const list = people.data ?? [];

  // The turns follow the list's order, whatever the order of the clicks.
  const toggle = (personId: string, on: boolean) => {
    const chosen = new Set(selected);
    if (on) chosen.add(personId);
    else chosen.delete(personId);
    onChange(list.map((person) => person.id).filter((candidate) => chosen.has(candidate)));
  };

  return (
    <fieldset
      className="settings-choice-group"
      aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
    >
      <legend className="sb-field__label">People who get new leads</legend>
      <p id={`${id}-hint`} className="sb-field__hint">
        In turn, in this order. Guests of the project may be chosen: they work its leads too.
      </p>
      {people.isPending ? <Spinner size="sm" label="Loading the project's people" /> : null}
      {people.isError ? (
        <div className="sb-cluster">
          <p className="sb-field__error">
            {errorMessage(people.error, "The project's people could not be loaded.")}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void people.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="sb-plain-list sb-stack sb-stack--sm" role="list">
          {list.map((person, index) => (
            <li key={person.id}>
              <label className="settings-check">
                <input
                  ref={index === 0 ? inputRef : undefined}
                  type="checkbox"
                  checked={selected.includes(person.id)}
                  onChange={(event) => toggle(person.id, event.target.checked)}
                />
                <span>{person.name}</span>
                {person.kind === 'guest' ? (
                  <>
                    {' '}
                    <span className="sb-muted">(guest)</span>
                  </>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="sb-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
