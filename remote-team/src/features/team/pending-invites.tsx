// The organization's pending invites (the server also keeps answered and cancelled ones, which are
// history, not work): to whom, which role, when sent and until when; resend, or cancel after a
// confirmation.
import { useState } from 'react';
import { errorMessage, useInvites, useResendInvite, type Invite } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Card, FormError, LoadError, Spinner } from '@signalboard/shared/ui';
import { formatDate, roleLabels } from '../../lib/format';
import { CancelInviteDialog } from './cancel-invite-dialog';
import { TableScroll } from './table-scroll';

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
        <TableScroll label="Pending invites">
          <table className="team-table team-table--cards" role="table">
            <caption className="sb-visually-hidden">Pending invites</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Invited
                </th>
                <th scope="col" role="columnheader">
                  Role
                </th>
                <th scope="col" role="columnheader">
                  Sent
                </th>
                <th scope="col" role="columnheader">
                  Expires
                </th>
                <th scope="col" role="columnheader" className="team-table__actions">
                  <span className="sb-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {pending.map((invite) => (
                <tr key={invite.id} role="row">
                  <td role="cell" className="team-table__title">
                    {who(invite)}
                  </td>
                  <td role="cell" data-label="Role">
                    {roleLabels[invite.role]}
                  </td>
                  <td role="cell" data-label="Sent">
                    {formatDate(invite.created_at)}
                  </td>
                  <td role="cell" data-label="Expires">
                    {formatDate(invite.expires_at)}
                  </td>
                  <td role="cell" className="team-table__actions">
                    {invite.email ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Resend the invite to ${invite.email}`}
                        loading={resend.isPending && resend.variables === invite.id}
                        onClick={() =>
                          resend.mutate(invite.id, {
                            onSuccess: () =>
                              notify.success(`Invitation sent again to ${invite.email ?? ''}.`),
                          })
                        }
                      >
                        Resend
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Cancel the invite ${invite.email ? `to ${invite.email}` : 'link'}`}
                      onClick={() => setCancelling(invite)}
                    >
                      Cancel
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
