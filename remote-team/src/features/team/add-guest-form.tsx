// Gives access to someone who already is a guest of another of the organization's projects, picked
// from a list: they have an account, so no invitation is needed (the API adds a guest by user id,
// which the list carries). Shown only when there is someone to pick.
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, useAddProjectGuest, type Project, type ProjectGuest } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Form, FormError } from '@signalboard/shared/ui';
import { memberName } from '../../lib/format';

interface AddGuestFormProps {
  project: Project;
  /** People who are guests of other projects of the organization (not of this one). */
  knownPeople: ProjectGuest[];
}

const describe = (person: ProjectGuest) =>
  memberName(person) === person.email ? person.email : `${memberName(person)} (${person.email})`;

export function AddGuestForm({ project, knownPeople }: AddGuestFormProps) {
  const selectId = useId();
  const add = useAddProjectGuest(project.id);
  // The first person is preselected: the select never offers "nobody".
  const [picked, setPicked] = useState('');
  const chosen = knownPeople.find((person) => person.id === picked) ?? knownPeople[0];

  if (!chosen) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync(chosen.id);
    } catch {
      return; // shown from add.error
    }
    notify.success(`${memberName(chosen)} can now see ${project.name}.`);
    setPicked('');
  };

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      className="team-guest-form"
      aria-label={`Add a guest of your other projects to ${project.name}`}
    >
      <div className="sb-field">
        <label className="sb-field__label" htmlFor={selectId}>
          Or add a guest of your other projects <span className="sb-visually-hidden">to {project.name}</span>
        </label>
        <select
          id={selectId}
          className="sb-select"
          value={chosen.id}
          onChange={(event) => {
            add.reset();
            setPicked(event.target.value);
          }}
        >
          {knownPeople.map((person) => (
            <option key={person.id} value={person.id}>
              {describe(person)}
            </option>
          ))}
        </select>
      </div>
      <FormError>{add.isError ? errorMessage(add.error, 'Could not add the guest') : null}</FormError>
      <div>
        <Button
          type="submit"
          variant="secondary"
          loading={add.isPending}
          aria-label={`Add guest: ${memberName(chosen)} to ${project.name}`}
        >
          Add guest
        </Button>
      </div>
    </Form>
  );
}
