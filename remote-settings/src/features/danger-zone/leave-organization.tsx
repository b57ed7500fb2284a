// "Leave organization", behind a confirmation. Access ends at once, so the user goes home, where
// they can create or join another organization. The API refuses the last owner; its sentence is
// shown in the dialog.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useLeaveOrganization, useOrganization } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, ConfirmDialog, preloadDialog } from '@signalboard/shared/ui';

export function LeaveOrganization() {
  const navigate = useNavigate();
  const leave = useLeaveOrganization();
  const organization = useOrganization();
  const name = organization.data?.name ?? 'the organization';
  const [open, setOpen] = useState(false);

  const close = () => {
    leave.reset();
    setOpen(false);
  };

  const confirm = async () => {
    try {
      await leave.mutateAsync();
    } catch {
      return; // shown in the dialog
    }
    notify.success(`You left ${name}.`);
    navigate('/', { replace: true });
  };

  return (
    <>
      <Button
        variant="secondary"
        onMouseEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpen(true)}
      >
        Leave organization
      </Button>
      <ConfirmDialog
        open={open}
        title={`Leave ${name}?`}
        description={
          <>
            You will lose access to its projects and leads at once. To come back you need a new invitation.
            <span
              role="alert"
              className={leave.isError ? 'sb-form-error settings-dialog-error' : 'sb-visually-hidden'}
            >
              {leave.isError ? errorMessage(leave.error, 'Could not leave the organization') : null}
            </span>
          </>
        }
        confirmLabel="Leave organization"
        destructive
        loading={leave.isPending}
        onCancel={close}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
