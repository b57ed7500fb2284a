// Accept or decline (signed in), or the way to an account that comes back here (signed out).
// `subject` is what the invitation is to (the organization, or the shared project); `destination`
// is where accepting leads (the projects, or the shared project's leads: the host's guard lets a
// guest open the projects shared with them).
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useAcceptInviteLink, useRejectInviteLink } from '@signalboard/shared/api';
import { NEXT_PARAM, useIsSignedIn } from '@signalboard/shared/session';
import { Button, buttonClassName, FormError, linkClassName } from '@signalboard/shared/ui';

interface InviteAnswerProps {
  token: string;
  subject: string;
  destination: string;
}

export function InviteAnswer({ token, subject, destination }: InviteAnswerProps) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const accept = useAcceptInviteLink();
  const reject = useRejectInviteLink();

  if (!signedIn) {
    const next = `?${NEXT_PARAM}=${encodeURIComponent(`/invite?t=${encodeURIComponent(token)}`)}`;
    return (
      <div className="sb-stack">
        <p>Sign in, or create an account, to accept. You will come back to this invitation.</p>
        <Link className={buttonClassName('primary', 'md', true)} to={`/sign-in${next}`}>
          Sign in to accept
        </Link>
        <p className="sb-text-sm sb-text-center">
          New to Signalboard?{' '}
          <Link className={linkClassName} to={`/sign-up${next}`}>
            Create an account
          </Link>
        </p>
      </div>
    );
  }

  if (reject.isSuccess) {
    return (
      <p role="status">
        You declined the invitation to {subject}.{' '}
        <Link className={linkClassName} to="/">
          Go to Signalboard
        </Link>
      </p>
    );
  }

  const acceptAndGo = async () => {
    try {
      await accept.mutateAsync(token);
    } catch {
      return; // shown below
    }
    navigate(destination, { replace: true });
  };
  const failure = accept.error ?? reject.error;

  return (
    <div className="sb-stack">
      <FormError>{failure ? errorMessage(failure, 'Could not answer the invitation') : null}</FormError>
      <Button block loading={accept.isPending} disabled={reject.isPending} onClick={() => void acceptAndGo()}>
        Accept invitation
      </Button>
      <Button
        block
        variant="secondary"
        loading={reject.isPending}
        disabled={accept.isPending}
        onClick={() => reject.mutate(token)}
      >
        Decline
      </Button>
    </div>
  );
}
