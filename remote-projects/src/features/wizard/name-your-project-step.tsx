// /projects/new (step 1): names and creates the project, then goes on to step 2 for it.
import { useNavigate } from 'react-router-dom';
import { errorMessage, useCreateProject } from '@signalboard/shared/api';
import { WIZARD_STEPS } from '@signalboard/shared/contract';
import { Button, Form, FormError, maxLength, required, TextField, useForm } from '@signalboard/shared/ui';
import { WizardStepFrame } from './wizard-step-frame';

const rules = { name: [required('Project name'), maxLength('Project name', 100)] };

export default function NameYourProjectStep() {
  const navigate = useNavigate();
  const form = useForm({ name: '' }, rules);
  const createProject = useCreateProject();

  const submit = form.handleSubmit(({ name }) =>
    createProject.mutate(
      { name: name.trim() },
      { onSuccess: (project) => navigate(`/projects/new/${encodeURIComponent(project.id)}/step-2`) },
    ),
  );

  return (
    <WizardStepFrame step={WIZARD_STEPS[0]}>
      <p className="sb-muted">
        Give the project a name your team will recognise, like your product or brand.
      </p>
      <Form onSubmit={submit}>
        <TextField
          label="Project name"
          autoComplete="off"
          required
          hint="At most 100 characters."
          {...form.field('name')}
        />
        <FormError>
          {createProject.isError ? errorMessage(createProject.error, 'Could not create the project') : null}
        </FormError>
        <div>
          <Button type="submit" loading={createProject.isPending}>
            Continue
          </Button>
        </div>
      </Form>
    </WizardStepFrame>
  );
}
