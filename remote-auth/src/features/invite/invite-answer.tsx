// Accept or decline (signed in), or the way to an account that comes back here (signed out).
// `subject` is what the invitation is to (the organization, or the shared project); `destination`
// is where accepting leads (the projects, or the shared project's leads: the host's guard lets a
// guest open the projects shared with them).
import { Link, useNavigate } from '@signalboard/shared/router';
import {
  errorMessage,
  useAcceptInviteLink,
  useOrganization,
  useRejectInviteLink,
} from '@signalboard/shared/api';
import { NEXT_PARAM, useIsSignedIn } from '@signalboard/shared/session';
import { Button, buttonClassName, FormError, linkClassName } from '@signalboard/shared/ui';
import './invite.css';

interface InviteAnswerProps {
  token: string;
  subject: string;
  destination: string;
  /** An invitation to join the organization (not guest access to one project). */
  joinsOrganization?: boolean;
}

export function InviteAnswer({ token, subject, destination, joinsOrganization = false }: InviteAnswerProps) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const accept = useAcceptInviteLink();
  const reject = useRejectInviteLink();
  // The API lets an account belong to one organization: it refuses to join another (ALREADY_IN_ORGANIZATION).
  const current = useOrganization().data ?? null;

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

  if (joinsOrganization && current) {
    return (
      <AlreadyInOrganization
        current={current.name}
        subject={subject}
        onDecline={() => reject.mutate(token)}
        declining={reject.isPending}
        error={reject.error}
      />
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

interface AlreadyInOrganizationProps {
  current: string;
  subject: string;
  onDecline: () => void;
  declining: boolean;
  error: unknown;
}

/**
 * A signed-in member of an organization cannot accept an invitation to join one: the API refuses. Said
 * before they try, with what joining would take (leaving theirs, and what that costs).
 */
function AlreadyInOrganization({
  current,
  subject,
  onDecline,
  declining,
  error,
}: AlreadyInOrganizationProps) {
  const same = current === subject;
  return (
    <div className="sb-stack">
      <div className="invite-notice" role="note">
        {same ? (
          <p>You are already a member of {subject}: there is nothing to accept.</p>
        ) : (
          <>
            <p>
              You are a member of <strong>{current}</strong>. An account belongs to one organization at a
              time, so you cannot join {subject} while you are in {current}.
            </p>
            <p>
              To join {subject}, first leave {current} (at the bottom of its Team page): you will lose access
              to its projects and leads at once. Then open this invitation again.
            </p>
          </>
        )}
      </div>
      <FormError>{error ? errorMessage(error, 'Could not answer the invitation') : null}</FormError>
      <Link className={buttonClassName('primary', 'md', true)} to={same ? '/projects' : '/team'}>
        {same ? 'Go to your projects' : `Go to the ${current} team page`}
      </Link>
      {same ? null : (
        <Button block variant="secondary" loading={declining} onClick={onDecline}>
          Decline
        </Button>
      )}
    </div>
  );
}
