// "Delete project", behind a dialog that asks for the project's name, typed exactly: the button
// stays off until it matches, so a project is never deleted by a stray click or Enter. On success
// the project leaves every cache and the user lands on the project list.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import { errorMessage, useDeleteProject, type Project } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Dialog, FormError, preloadDialog } from '@signalboard/shared/ui';

export function DeleteProject({ project }: { project: Project }) {
  const navigate = useNavigate();
  // The page moves to /projects after the delete, so the project leaves the caches once it has.
  const remove = useDeleteProject({ leavingProject: true });
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const formId = useId();
  const matches = typed === project.name;

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    setTyped('');
    setOpen(false);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    try {
      await remove.mutateAsync(project.id);
    } catch {
      return; // shown in the dialog
    }
    notify.success('Project deleted', { description: `“${project.name}” and its leads are gone.` });
    navigate('/projects', { replace: true });
  };

  return (
    <>
      <Button
        variant="danger"
        onMouseEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpen(true)}
      >
        Delete project
      </Button>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title={`Delete ${project.name}?`}
        description="Its leads, intent signals, data sources, notification settings and guest access are deleted with it. This cannot be undone."
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="danger"
              disabled={!matches}
              loading={remove.isPending}
              loadingLabel="Deleting"
            >
              Delete project
            </Button>
          </>
        }
      >
        <form
          id={formId}
          className="sb-stack sb-stack--sm"
          noValidate
          onSubmit={(event) => void confirm(event)}
        >
          <div className="sb-field">
            <label className="sb-field__label" htmlFor={inputId}>
              Type <strong className="settings-confirm-name">{project.name}</strong> to confirm
            </label>
            <input
              id={inputId}
              className="sb-input"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <FormError>
            {remove.isError ? errorMessage(remove.error, 'Could not delete the project') : null}
          </FormError>
        </form>
      </Dialog>
    </>
  );
}
