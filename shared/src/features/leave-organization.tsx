// "Leave organization", behind a confirmation: on the team page and in project settings' danger zone.
// Access ends at once, so the user goes home, where they can create or join another organization. The
// API refuses the last owner; its sentence is shown in the dialog.
import { useState } from 'react';
import { useNavigate } from '@signalboard/shared/router';
import { errorMessage, useLeaveOrganization } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, ConfirmDialog, DialogError, preloadDialog } from '@signalboard/shared/ui';

export function LeaveOrganization({ organizationName }: { organizationName: string }) {
  const navigate = useNavigate();
  const leave = useLeaveOrganization();
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
    notify.success(`You left ${organizationName}.`);
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
        title={`Leave ${organizationName}?`}
        description={
          <>
            You will lose access to its projects and leads at once. To come back you need a new invitation.
            <DialogError>
              {leave.isError ? errorMessage(leave.error, 'Could not leave the organization') : null}
            </DialogError>
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
