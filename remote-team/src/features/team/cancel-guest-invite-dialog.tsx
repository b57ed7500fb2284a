// Asks before withdrawing a guest invitation (the link already in their mailbox stops working); a
// refusal is shown inside the dialog, where focus is.
import { errorMessage, useCancelGuestInvite, type GuestInvite, type Project } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { ConfirmDialog, DialogError } from '@signalboard/shared/ui';

interface CancelGuestInviteDialogProps {
  project: Project;
  invite: GuestInvite | null;
  onClose: () => void;
}

export function CancelGuestInviteDialog({ project, invite, onClose }: CancelGuestInviteDialogProps) {
  const cancel = useCancelGuestInvite(project.id);
  const address = invite?.email ?? '';
  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={invite !== null}
      title={`Cancel the invitation to ${address}?`}
      description={
        <>
          The link we e-mailed to {address} will stop working, and they will not see {project.name}. You can
          invite them again later.
          <DialogError>
            {cancel.isError ? errorMessage(cancel.error, 'Could not cancel the invitation') : null}
          </DialogError>
        </>
      }
      confirmLabel="Cancel invitation"
      cancelLabel="Keep it"
      destructive
      loading={cancel.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!invite) return;
        cancel.mutate(invite.id, {
          onSuccess: () => {
            notify.success(`The invitation to ${address} was cancelled.`);
            close();
          },
        });
      }}
    />
  );
}
