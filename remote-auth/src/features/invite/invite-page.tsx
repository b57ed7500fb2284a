// /invite?t=: an invitation link. Anyone can see what it offers (organization, inviter, role,
// expiry); a signed-in user accepts or declines it, a signed-out visitor signs in or signs up and
// comes back here. Like every auth screen it sits in the public layout's card.
import { useSearchParams } from 'react-router-dom';
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
  return (
    <AuthScreen
      title={`Join ${invite.organization_name}`}
      description={`${invite.inviter_name ?? 'Someone'} invited you to join ${invite.organization_name} on Signalboard.`}
    >
      <InviteDetails invite={invite} />
      <InviteAnswer token={token} organizationName={invite.organization_name} />
    </AuthScreen>
  );
}
