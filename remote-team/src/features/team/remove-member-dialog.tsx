// Asks before removing a member; a refusal is shown inside the dialog, where focus is.
import { errorMessage, useRemoveMember, type Member } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { ConfirmDialog, DialogError } from '@signalboard/shared/ui';
import { memberName } from '../../lib/format';

export function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const remove = useRemoveMember();
  const name = member ? memberName(member) : '';
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={`Remove ${name}?`}
      description={
        <>
          {name} will lose access to the organization and its projects at once. You can invite them again
          later.
          <DialogError>
            {remove.isError ? errorMessage(remove.error, 'Could not remove the member') : null}
          </DialogError>
        </>
      }
      confirmLabel="Remove"
      destructive
      loading={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!member) return;
        remove.mutate(member.id, {
          onSuccess: () => {
            notify.success(`${name} was removed from the organization.`);
            close();
          },
        });
      }}
    />
  );
}
