// The organization's pending invites (the server also keeps answered and cancelled ones, which are
// history, not work): to whom, which role, when sent and until when; resend, or cancel after a
// confirmation.
import { useState } from 'react';
import { errorMessage, useInvites, useResendInvite, type Invite } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Card, FormError, LoadError, Spinner } from '@signalboard/shared/ui';
import { formatDate, roleLabels } from '../../lib/format';
import { CancelInviteDialog } from './cancel-invite-dialog';
import { InviteTable } from './invite-table';

const who = (invite: Invite) => invite.email ?? 'Link invite';

export function PendingInvites({ organizationName }: { organizationName: string }) {
  const invites = useInvites();
  const resend = useResendInvite();
  const [cancelling, setCancelling] = useState<Invite | null>(null);
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');

  return (
    <Card title="Pending invites">
      {invites.isPending ? <Spinner label="Loading invites" /> : null}
      {invites.isError ? (
        <LoadError
          size="sm"
          what="The invites could not be loaded."
          error={invites.error}
          onRetry={() => void invites.refetch()}
        />
      ) : null}
      {invites.isSuccess && pending.length === 0 ? <p className="sb-muted">No pending invites.</p> : null}
      {pending.length > 0 ? (
        <InviteTable
          caption="Pending invites"
          captionHidden
          columns={[
            { header: 'Invited', cell: who },
            { header: 'Role', cell: (invite) => roleLabels[invite.role] },
            { header: 'Sent', cell: (invite) => formatDate(invite.created_at) },
            { header: 'Expires', cell: (invite) => formatDate(invite.expires_at) },
          ]}
          invites={pending}
          resendLabel={(invite) => (invite.email ? `Resend the invite to ${invite.email}` : null)}
          resendingId={resend.isPending ? resend.variables : undefined}
          onResend={(invite) =>
            resend.mutate(invite.id, {
              onSuccess: () => notify.success(`Invitation sent again to ${invite.email ?? ''}.`),
            })
          }
          cancelLabel={(invite) => `Cancel the invite ${invite.email ? `to ${invite.email}` : 'link'}`}
          onCancel={setCancelling}
        />
      ) : null}
      <FormError>{resend.error ? errorMessage(resend.error, 'Could not resend the invite') : null}</FormError>
      <CancelInviteDialog
        organizationName={organizationName}
        invite={cancelling}
        onClose={() => setCancelling(null)}
      />
    </Card>
  );
}
