// Leaving the organization, at the bottom of the team page: a quiet way out, not the page's main
// action. The API refuses the last owner (LAST_OWNER_CANNOT_LEAVE) and has no way to delete an
// organization, so the sole owner is told what leaving takes instead of being offered a button that
// can only fail.
import { useMembers, type Role } from '@signalboard/shared/api';
import { LeaveOrganization } from '@signalboard/shared/features';

interface LeaveOrganizationCardProps {
  organizationName: string;
  callerRole: Role;
}

export function LeaveOrganizationCard({ organizationName, callerRole }: LeaveOrganizationCardProps) {
  const members = useMembers().data;
  const owners = members?.filter((member) => member.role === 'owner').length;
  const soleOwner = callerRole === 'owner' && owners === 1;
  const alone = members?.length === 1;

  return (
    <section className="team-leave" aria-labelledby="team-leave-title">
      <h2 id="team-leave-title" className="team-leave__title">
        Leave {organizationName}
      </h2>
      {soleOwner ? (
        <p className="sb-muted sb-text-sm">
          You are the only owner of {organizationName}, so you cannot leave it:{' '}
          {alone
            ? 'invite someone, make them an owner, then you can leave.'
            : 'first make another member an owner (their role, under Members), then you can leave.'}
        </p>
      ) : (
        <div className="team-leave__row">
          <p className="sb-muted sb-text-sm">
            You lose access to its projects and leads at once; to come back you need a new invitation.
          </p>
          <LeaveOrganization organizationName={organizationName} />
        </div>
      )}
    </section>
  );
}
