// /invite?t=: an invitation link. Anyone can see what it offers (organization, inviter, role,
// expiry; for a guest invitation, the one project shared); a signed-in user accepts or declines it,
// a signed-out visitor signs in or signs up and comes back here. Accepting goes to the projects
// (joined organization) or to the shared project's leads (guest). Like every auth screen it sits in
// the public layout's card.
import { useSearchParams } from '@signalboard/shared/router';
import { ApiError, useInvitePreview } from '@signalboard/shared/api';
import { LoadError, Spinner } from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import { InviteAnswer } from './invite-answer';
import { InviteDetails } from './invite-details';
import { linkProblemFor, linkProblems } from './link-problems';

export default function InvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t');
  const preview = useInvitePreview(token);

  if (!token) {
    const problem = linkProblems.INVITE_UNKNOWN;
    return <AuthScreen title={problem.title} description={problem.explanation} />;
  }
  if (preview.isPending) return <Spinner label="Loading the invitation" />;
  if (preview.isError) {
    const problem = preview.error instanceof ApiError ? linkProblemFor(preview.error.code) : undefined;
    if (problem) return <AuthScreen title={problem.title} description={problem.explanation} />;
    return (
      <AuthScreen title="Invitation">
        <LoadError
          what="We could not load the invitation."
          error={preview.error}
          retrying={preview.isFetching}
          onRetry={() => void preview.refetch()}
        />
      </AuthScreen>
    );
  }

  const invite = preview.data;
  const inviter = invite.inviter_name ?? 'Someone';
  const { project } = invite;
  if (project) {
    return (
      <AuthScreen
        title={`Guest access to ${project.name}`}
        description={`${inviter} shared the project ${project.name} with you as a guest.`}
      >
        <InviteDetails invite={invite} />
        <InviteAnswer
          token={token}
          subject={project.name}
          destination={`/projects/${encodeURIComponent(project.id)}/leads`}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      title={`Join ${invite.organization_name}`}
      description={`${inviter} invited you to join ${invite.organization_name} on Signalboard.`}
    >
      <InviteDetails invite={invite} />
      <InviteAnswer
        token={token}
        subject={invite.organization_name}
        destination="/projects"
        joinsOrganization
      />
    </AuthScreen>
  );
}
