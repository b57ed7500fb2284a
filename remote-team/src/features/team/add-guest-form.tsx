// Adds a guest to one project. The API names a person by their user id, so the form takes the
// person's Signalboard ID (they copy it from their home page or account menu), or offers the
// people who already are guests of another of the organization's projects.
import { useId } from 'react';
import {
  errorMessage,
  isApiError,
  useAddProjectGuest,
  type Project,
  type ProjectGuest,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Form, FormError, TextField, useForm, type Validator } from '@signalboard/shared/ui';
import { memberName } from '../../lib/format';
import { cleanGuestId, guestIdProblem } from './guest-id';

/** The select's value for "type their Signalboard ID". */
const BY_ID = '';

interface AddGuestFormProps {
  project: Project;
  /** The project's current guests. */
  guests: ProjectGuest[];
  /** People who are guests of other projects of the organization (not of this one). */
  knownPeople: ProjectGuest[];
}

type Values = { person: string; id: string };

const describe = (person: ProjectGuest) =>
  memberName(person) === person.email ? person.email : `${memberName(person)} (${person.email})`;

function addError(error: unknown): string {
  const message = errorMessage(error, 'Could not add the guest');
  // The server's "No user has this id." says what, not what to do.
  return isApiError(error) && error.code === 'GUEST_USER_NOT_FOUND'
    ? `${message} Check the ID with the person: they need a Signalboard account first.`
    : message;
}

export function AddGuestForm({ project, guests, knownPeople }: AddGuestFormProps) {
  const selectId = useId();
  const add = useAddProjectGuest(project.id);
  const rules: { id: Validator<Values>[] } = {
    id: [
      (value, values) => (values.person === BY_ID ? guestIdProblem(value) : null),
      (value, values) => {
        const already = guests.find((guest) => guest.id === cleanGuestId(value));
        return values.person === BY_ID && already
          ? `${memberName(already)} already has guest access to ${project.name}.`
          : null;
      },
    ],
  };
  const form = useForm<Values>({ person: BY_ID, id: '' }, rules);
  const chosen = knownPeople.find((person) => person.id === form.values.person);

  const submit = form.handleSubmit(async (values) => {
    const userId = chosen ? chosen.id : cleanGuestId(values.id);
    try {
      await add.mutateAsync(userId);
    } catch {
      return; // shown from add.error
    }
    notify.success(
      chosen ? `${memberName(chosen)} can now see ${project.name}.` : `Guest added to ${project.name}.`,
    );
    form.setValues({ person: BY_ID, id: '' });
  });

  return (
    <Form onSubmit={submit} className="team-guest-form" aria-label={`Add a guest to ${project.name}`}>
      {knownPeople.length > 0 ? (
        <div className="sb-field">
          <label className="sb-field__label" htmlFor={selectId}>
            Person <span className="sb-visually-hidden">to add to {project.name}</span>
          </label>
          <select
            id={selectId}
            className="sb-select"
            value={chosen ? chosen.id : BY_ID}
            onChange={(event) => {
              add.reset();
              form.setValues({ ...form.values, person: event.target.value });
            }}
          >
            <option value={BY_ID}>Someone new, by their Signalboard ID</option>
            <optgroup label="Guests of your other projects">
              {knownPeople.map((person) => (
                <option key={person.id} value={person.id}>
                  {describe(person)}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      ) : null}
      {chosen ? null : (
        <TextField
          label={
            <>
              Signalboard ID{' '}
              <span className="sb-visually-hidden">of the person to add to {project.name}</span>
            </>
          }
          autoComplete="off"
          spellCheck={false}
          hint="They find it on their Signalboard home page or in their account menu. No account yet? Ask them to sign up first: they need no organization."
          {...form.field('id')}
        />
      )}
      <FormError>{add.isError ? addError(add.error) : null}</FormError>
      <div>
        <Button type="submit" loading={add.isPending} aria-label={`Add guest to ${project.name}`}>
          Add guest
        </Button>
      </div>
    </Form>
  );
}
