// One project's pending guest invitations: to whom, sent by whom and when, until when; Resend (a new
// link and a new e-mail) and Cancel (after a confirmation, since the link in their mailbox stops
// working). Answered and cancelled invitations are not listed by the API; expired ones are, and say so.
import type { UseQueryResult } from '@signalboard/shared/query';
import { useState } from 'react';
import { errorMessage, useResendGuestInvite, type GuestInvite, type Project } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { FormError, LoadError, Spinner } from '@signalboard/shared/ui';
import { formatDate, memberName } from '../../lib/format';
import { CancelGuestInviteDialog } from './cancel-guest-invite-dialog';
import { InviteTable } from './invite-table';

interface PendingGuestInvitesProps {
  project: Project;
  invites: UseQueryResult<GuestInvite[]>;
}

export function PendingGuestInvites({ project, invites }: PendingGuestInvitesProps) {
  const resend = useResendGuestInvite(project.id);
  const [cancelling, setCancelling] = useState<GuestInvite | null>(null);
  // "Expired" is judged against when the list was first shown: good enough for a 7-day link.
  const [now] = useState(() => Date.now());
  const list = invites.data ?? [];

  if (invites.isPending) {
    return <Spinner size="sm" label={`Loading the pending invitations to ${project.name}`} />;
  }
  if (invites.isError) {
    return (
      <LoadError
        size="sm"
        what={`The pending invitations to ${project.name} could not be loaded.`}
        error={invites.error}
        retrying={invites.isFetching}
        onRetry={() => void invites.refetch()}
      />
    );
  }
  // Nothing pending is the usual state: say nothing rather than add a line to every project.
  if (list.length === 0) return null;

  return (
    <div className="sb-stack sb-stack--sm">
      <InviteTable
        caption={`Pending invitations to ${project.name}`}
        columns={[
          { header: 'E-mail', cell: (invite) => invite.email, className: 'team-table__email' },
          {
            header: 'Invited by',
            cell: (invite) => (invite.invited_by ? memberName(invite.invited_by) : 'Someone no longer here'),
          },
          { header: 'Sent', cell: (invite) => formatDate(invite.created_at) },
          {
            header: 'Expires',
            // The API lists expired invitations too: Resend gives them a new link.
            cell: (invite) =>
              Date.parse(invite.expires_at) < now
                ? `Expired ${formatDate(invite.expires_at)}`
                : formatDate(invite.expires_at),
          },
        ]}
        invites={list}
        resendLabel={(invite) => `Resend the invitation to ${invite.email}`}
        resendingId={resend.isPending ? resend.variables : undefined}
        onResend={(invite) =>
          resend.mutate(invite.id, {
            onSuccess: () =>
              notify.success(`Invitation sent again to ${invite.email}.`, {
                description: 'The new link works for 7 days; the previous one no longer works.',
              }),
          })
        }
        cancelLabel={(invite) => `Cancel the invitation to ${invite.email}`}
        onCancel={(invite) => {
          resend.reset();
          setCancelling(invite);
        }}
      />
      <FormError>
        {resend.isError ? errorMessage(resend.error, 'Could not send the invitation again') : null}
      </FormError>
      <CancelGuestInviteDialog project={project} invite={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
