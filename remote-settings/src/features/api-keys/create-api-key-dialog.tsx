// "Create API key": the form, then, in the same dialog, the new key's secret shown once. The secret lives
// in this dialog's state only: Done (or closing) unmounts it and forgets the mutation that carried it.
import { useId, useState } from 'react';
import type { Project } from '@signalboard/shared/api';
import { Button, Dialog } from '@signalboard/shared/ui';
import { useCreateApiKey } from './api/use-create-api-key';
import { ApiKeySecret } from './api-key-secret';
import { CreateApiKeyForm } from './create-api-key-form';

export interface CreateApiKeyDialogProps {
  open: boolean;
  project: Project;
  organizationName: string;
  onClose: () => void;
}

export function CreateApiKeyDialog(props: CreateApiKeyDialogProps) {
  // A fresh dialog (empty form, no secret) each time it opens.
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ project, organizationName, onClose }: CreateApiKeyDialogProps) {
  const formId = useId();
  const create = useCreateApiKey(project.id);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  const done = () => {
    setCreated(null);
    create.reset();
    onClose();
  };

  if (created) {
    return (
      <Dialog
        open
        onClose={done}
        title="Copy your new API key"
        actions={<Button onClick={done}>Done</Button>}
      >
        <ApiKeySecret name={created.name} secret={created.secret} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={create.isPending ? () => undefined : onClose}
      title="Create an API key"
      description="Name it for what will use it, and give it only the reach and scopes that needs."
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending} loadingLabel="Creating">
            Create key
          </Button>
        </>
      }
    >
      <CreateApiKeyForm
        id={formId}
        projectName={project.name}
        organizationName={organizationName}
        onSubmit={async (body) => {
          const answer = await create.mutateAsync(body);
          setCreated({ name: answer.key.name, secret: answer.secret });
        }}
      />
    </Dialog>
  );
}
