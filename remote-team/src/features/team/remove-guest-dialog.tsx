// Asks before ending someone's guest access; a refusal is shown inside the dialog, where focus is.
import {
  errorMessage,
  useRemoveProjectGuest,
  type Project,
  type ProjectGuest,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { ConfirmDialog, DialogError } from '@signalboard/shared/ui';
import { memberName } from '../../lib/format';

interface RemoveGuestDialogProps {
  project: Project;
  guest: ProjectGuest | null;
  onClose: () => void;
}

export function RemoveGuestDialog({ project, guest, onClose }: RemoveGuestDialogProps) {
  const remove = useRemoveProjectGuest(project.id);
  const name = guest ? memberName(guest) : '';
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={guest !== null}
      title={`Remove ${name}'s guest access?`}
      description={
        <>
          {name} will no longer see {project.name} and its leads. You can add them again later.
          <DialogError>
            {remove.isError ? errorMessage(remove.error, 'Could not remove the guest') : null}
          </DialogError>
        </>
      }
      confirmLabel="Remove access"
      destructive
      loading={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!guest) return;
        remove.mutate(guest.id, {
          onSuccess: () => {
            notify.success(`${name} no longer has access to ${project.name}.`);
            close();
          },
        });
      }}
    />
  );
}
