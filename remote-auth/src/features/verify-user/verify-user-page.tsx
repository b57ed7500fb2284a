// /verify-user?token=: verifies the account as soon as the page opens (exactly once: a token is
// spent by its first use), then shows the outcome. On failure the user can ask for a new link.
import { useMutation } from '@signalboard/shared/query';
import { Link, useSearchParams } from '@signalboard/shared/router';
import { errorMessage, verify } from '@signalboard/shared/api';
import { buttonClassName, PageSpinner } from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { useOnce } from '../../lib/use-once';
import { RequestVerificationForm } from './request-verification-form';

const MISSING_TOKEN = 'The link you followed has no verification token.';

function Verified() {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthScreen title="Your e-mail address is verified" headingRef={headingRef}>
      <p role="status">Thank you. Your account is ready to use.</p>
      <Link className={buttonClassName()} to="/">
        Continue to Signalboard
      </Link>
    </AuthScreen>
  );
}

function VerificationFailed({ reason }: { reason: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthScreen title="We could not verify your e-mail address" headingRef={headingRef}>
      <p role="alert" className="sb-form-error">
        {reason}
      </p>
      <p>Enter your e-mail address and we will send you a new verification link.</p>
      <RequestVerificationForm />
    </AuthScreen>
  );
}

export default function VerifyUserPage() {
  const token = useSearchParams()[0].get('token');
  const verification = useMutation({ mutationFn: (value: string) => verify(value) });

  useOnce(() => {
    if (token) verification.mutate(token);
  });

  if (!token) return <VerificationFailed reason={MISSING_TOKEN} />;
  if (verification.isSuccess) return <Verified />;
  if (verification.isError) {
    return <VerificationFailed reason={errorMessage(verification.error, 'An error occurred')} />;
  }
  return (
    <AuthScreen title="Verifying your e-mail address">
      <PageSpinner label="Verifying your e-mail address" message="This takes a moment." />
    </AuthScreen>
  );
}
