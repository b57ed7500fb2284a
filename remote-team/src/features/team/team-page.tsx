// /team: the organization's members and their roles, invitations (by e-mail or a one-time link),
// guest access per project and, at the end, leaving the organization. Owners and admins manage the
// team and its guests (inviting is the page's main action); members see who is in it.
import { Link } from '@signalboard/shared/router';
import { useOrganization } from '@signalboard/shared/api';
import {
  Button,
  buttonClassName,
  EmptyState,
  LoadError,
  PageHeader,
  PageSpinner,
} from '@signalboard/shared/ui';
import { GuestAccessCard } from './guest-access-card';
import { INVITE_EMAIL_ID, InviteForm } from './invite-form';
import { LeaveOrganizationCard } from './leave-organization-card';
import { MembersCard } from './members-card';
import { PendingInvites } from './pending-invites';
import '../../lib/touch-targets.css';
import './team.css';

export default function TeamPage() {
  const organization = useOrganization();

  if (organization.isPending) return <PageSpinner label="Loading your team" />;
  if (organization.isError) {
    return (
      <div className="sb-stack">
        <PageHeader title="Team" />
        <LoadError
          what="We could not load your organization."
          error={organization.error}
          retrying={organization.isFetching}
          onRetry={() => void organization.refetch()}
        />
      </div>
    );
  }
  if (organization.data === null) {
    return (
      <div className="sb-stack">
        <PageHeader title="Team" />
        <EmptyState
          className="sb-card"
          title="You are not in an organization"
          description="Create your organization, or accept an invitation, to work with a team."
          action={
            <Link className={buttonClassName()} to="/">
              Go to the home page
            </Link>
          }
        />
      </div>
    );
  }

  const { id, role, name } = organization.data;
  const manages = role === 'owner' || role === 'admin';
  return (
    <div className="team-screen sb-stack sb-stack--lg">
      <PageHeader
        title="Team"
        subtitle={name}
        actions={
          manages ? (
            <Button onClick={() => document.getElementById(INVITE_EMAIL_ID)?.focus()}>Invite people</Button>
          ) : null
        }
      />
      <MembersCard callerRole={role} />
      {manages ? <InviteForm /> : null}
      {manages ? <PendingInvites organizationName={name} /> : null}
      <GuestAccessCard callerRole={role} organizationId={id} />
      <LeaveOrganizationCard organizationName={name} callerRole={role} />
    </div>
  );
}
