// Invitations addressed to the user's e-mail, on the home page of someone without an organization:
// joining one is the other way in. Accepting goes to the organization's projects.
import { useNavigate } from '@signalboard/shared/router';
import {
  errorMessage,
  useAcceptInvite,
  useInvitesAddressedToMe,
  useRejectInvite,
  type Invite,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Card, FormError, Spinner } from '@signalboard/shared/ui';
import { formatDate, roleLabels } from '../../lib/format';

export function InvitesForYou() {
  const navigate = useNavigate();
  const invites = useInvitesAddressedToMe();
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const failure = accept.error ?? reject.error;

  // mutateAsync: once the organization is cached the home page swaps this list out, and TanStack
  // drops per-call callbacks of an unmounted observer.
  const join = async (invite: Invite) => {
    try {
      await accept.mutateAsync(invite.id);
    } catch {
      return; // shown below
    }
    notify.success(`You joined ${invite.organization_name}.`);
    navigate('/projects', { replace: true });
  };

  if (invites.isPending) return <Spinner label="Loading your invitations" />;
  if (invites.isError) {
    return (
      <p className="sb-muted">Your invitations could not be loaded. {errorMessage(invites.error, '')}</p>
    );
  }
  if (invites.data.length === 0) return null;

  return (
    <Card
      title="Invitations for you"
      description="Join an organization that invited you instead of creating one."
    >
      <ul className="sb-stack sb-plain-list" role="list" aria-label="Invitations for you">
        {invites.data.map((invite) => (
          <li key={invite.id} className="sb-cluster">
            <div className="sb-stack sb-stack--sm">
              <strong>{invite.organization_name}</strong>
              <span className="sb-muted sb-text-sm">
                {roleLabels[invite.role]}
                {invite.inviter_name ? `, invited by ${invite.inviter_name}` : ''}. Expires{' '}
                {formatDate(invite.expires_at)}.
              </span>
            </div>
            <Button
              aria-label={`Accept the invitation to ${invite.organization_name}`}
              loading={accept.isPending && accept.variables === invite.id}
              disabled={reject.isPending}
              onClick={() => void join(invite)}
            >
              Accept
            </Button>
            <Button
              variant="secondary"
              aria-label={`Decline the invitation to ${invite.organization_name}`}
              loading={reject.isPending && reject.variables === invite.id}
              disabled={accept.isPending}
              onClick={() =>
                reject.mutate(invite.id, {
                  onSuccess: () =>
                    notify.success(`You declined the invitation to ${invite.organization_name}.`),
                })
              }
            >
              Decline
            </Button>
          </li>
        ))}
      </ul>
      <FormError>{failure ? errorMessage(failure, 'Could not answer the invitation') : null}</FormError>
    </Card>
  );
}
