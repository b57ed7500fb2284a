// Sign-up's last step (setting the name) failed: the account exists and the user is signed in, so
// say what did not work and let them carry on.
import { Link } from '@signalboard/shared/router';
import { AuthScreen } from '../../components/auth-screen';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { buttonClassName } from '@signalboard/shared/ui';

export function NameStepFailed({ email, continueTo }: { email: string; continueTo: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthScreen title="Your account is ready" headingRef={headingRef}>
      <p role="alert" className="sb-form-error">
        Failed to update user name
      </p>
      <p>
        You are signed in, and we sent a verification e-mail to {email}. You can set your name later in your
        profile.
      </p>
      <Link className={buttonClassName()} to={continueTo} replace>
        Continue to Signalboard
      </Link>
    </AuthScreen>
  );
}
