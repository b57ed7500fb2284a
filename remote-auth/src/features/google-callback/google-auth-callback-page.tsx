// /google-auth-callback?code=&state=: Google sends the browser back here. The query goes to the API
// as it came (exactly once: the code is single-use), and the returned token signs the user in.
import { useMutation } from '@signalboard/shared/query';
import { Link, useNavigate, useSearchParams } from '@signalboard/shared/router';
import { errorMessage, googleCallback } from '@signalboard/shared/api';
import { useSession } from '@signalboard/shared/session';
import { buttonClassName, PageSpinner } from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { useOnce } from '../../lib/use-once';

function GoogleSignInFailed({ reason }: { reason: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthScreen title="Sign in with Google did not finish" headingRef={headingRef}>
      <p role="alert" className="sb-form-error">
        {reason}
      </p>
      <Link className={buttonClassName()} to="/sign-in" replace>
        Back to sign in
      </Link>
    </AuthScreen>
  );
}

export default function GoogleAuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const exchange = useMutation({
    mutationFn: googleCallback,
    onSuccess: ({ access_token }) => {
      signIn(access_token);
      navigate('/', { replace: true });
    },
  });

  useOnce(() => exchange.mutate(Object.fromEntries(searchParams)));

  if (exchange.isError) {
    return <GoogleSignInFailed reason={errorMessage(exchange.error, 'Sign in with Google failed')} />;
  }
  return (
    <AuthScreen title="Signing you in with Google">
      <PageSpinner label="Finishing sign-in with Google" message="This takes a moment." />
    </AuthScreen>
  );
}
