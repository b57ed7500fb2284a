// Asks before withdrawing an invitation to the organization (the link already sent stops working);
// a refusal is shown inside the dialog, where focus is.
import { errorMessage, useCancelInvite, type Invite } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { ConfirmDialog, DialogError } from '@signalboard/shared/ui';

interface CancelInviteDialogProps {
  organizationName: string;
  invite: Invite | null;
  onClose: () => void;
}

export function CancelInviteDialog({ organizationName, invite, onClose }: CancelInviteDialogProps) {
  const cancel = useCancelInvite();
  const close = () => {
    cancel.reset();
    onClose();
  };
  const to = invite?.email ? `the invitation to ${invite.email}` : 'this invite link';

  return (
    <ConfirmDialog
      open={invite !== null}
      title={`Cancel ${to}?`}
      description={
        <>
          {invite?.email
            ? `The link we e-mailed to ${invite.email} will stop working, and they will not join ${organizationName}.`
            : `Whoever has the link will not be able to join ${organizationName} with it.`}{' '}
          You can invite them again later.
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
            notify.success(
              invite.email
                ? `The invitation to ${invite.email} was cancelled.`
                : 'The invite link was cancelled.',
            );
            close();
          },
        });
      }}
    />
  );
}
