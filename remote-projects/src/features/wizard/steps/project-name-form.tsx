// The "Name your project" form, shared by /projects/new (creates the project) and step 1 of an
// existing project (renames it).
import { errorMessage } from '@signalboard/shared/api';
import { Form, FormError, maxLength, required, TextField, useForm } from '@signalboard/shared/ui';
import { StepActions } from '../step-actions';

const rules = { name: [required('Project name'), maxLength('Project name', 100)] };

export interface ProjectNameFormProps {
  initialName?: string;
  saving: boolean;
  error: unknown;
  onSave: (name: string) => void;
}

export function ProjectNameForm({ initialName = '', saving, error, onSave }: ProjectNameFormProps) {
  const form = useForm({ name: initialName }, rules);
  const submit = form.handleSubmit(({ name }) => onSave(name.trim()));

  return (
    <Form onSubmit={submit}>
      <TextField
        label="Project name"
        autoComplete="off"
        required
        hint="At most 100 characters."
        {...form.field('name')}
      />
      <FormError>{error ? errorMessage(error, 'Could not save the project') : null}</FormError>
      <StepActions busy={saving} />
    </Form>
  );
}
