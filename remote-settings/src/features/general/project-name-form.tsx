// Renames the project. The name is checked here as the API checks it (1 to 100 characters once
// trimmed); a refusal from the server appears under the field it names, anything else above Save.
import { useState } from 'react';
import { errorMessage, useUpdateProject, type Project } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Form, FormError, maxLength, required, TextField, useForm } from '@signalboard/shared/ui';
import { SaveBar } from '../../lib/save-bar';
import { serverFieldError } from '../../lib/server-field-error';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes-prompt';

export const PROJECT_NAME_MAX = 100;

const rules = { name: [required('Project name'), maxLength('Project name', PROJECT_NAME_MAX)] };

export function ProjectNameForm({ project }: { project: Project }) {
  const update = useUpdateProject(project.id);
  const form = useForm({ name: project.name }, rules);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const dirty = form.values.name.trim() !== project.name;

  const nameProps = form.field('name');
  const nameServerError = serverError?.field === 'name' ? serverError.message : undefined;

  const save = form.handleSubmit(async ({ name }) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync({ name: name.trim() });
      notify.success('Project renamed', { description: `It is now called “${saved.name}”.` });
    } catch (error) {
      const field = serverFieldError(error);
      setServerError(field ?? { field: '', message: errorMessage(error, 'Could not save the project') });
    }
  });

  return (
    <Form onSubmit={save}>
      <TextField
        label="Project name"
        required
        autoComplete="off"
        hint={`Up to ${PROJECT_NAME_MAX} characters.`}
        {...nameProps}
        error={nameProps.error ?? nameServerError}
        onChange={(event) => {
          if (serverError) setServerError(null);
          nameProps.onChange(event);
        }}
      />
      <FormError>{serverError && serverError.field !== 'name' ? serverError.message : null}</FormError>
      <UnsavedChangesPrompt dirty={dirty} what="the project name" />
      <SaveBar
        dirty={dirty}
        saving={update.isPending}
        onReset={() => {
          setServerError(null);
          form.setValues({ name: project.name });
        }}
      />
    </Form>
  );
}
