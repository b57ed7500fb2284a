// /sign-in: e-mail and password, or Google where the server has its credentials (GET /auth/methods).
// On success the token is stored and the user goes to the `next` path they came from (only when it is
// a path inside the app), else home. A newcomer can look round the demo first.
import { useMutation } from '@signalboard/shared/query';
import { Link, useNavigate, useSearchParams } from '@signalboard/shared/router';
import { errorMessage, login, useSignInMethods } from '@signalboard/shared/api';
import { pathWithNext, safeNextPath, useSession } from '@signalboard/shared/session';
import {
  Button,
  email,
  Form,
  FormError,
  linkClassName,
  PasswordField,
  required,
  TextField,
  useForm,
} from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import { OutboxNote } from '../../components/outbox-note';
import { GoogleSignInButton } from './google-sign-in-button';

const rules = {
  email: [required('E-mail'), email],
  password: [required('Password')],
};

export default function SignInPage() {
  const [searchParams] = useSearchParams();
  const methods = useSignInMethods();
  // Only where Google can work; when the server cannot say (an API from before /auth/methods), the
  // button stays as it was and a click tells what the server answers.
  const withGoogle = methods.data?.google === true || methods.isError;
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const form = useForm({ email: '', password: '' }, rules);

  const signInWithPassword = useMutation({
    mutationFn: (values: { email: string; password: string }) => login(values.email.trim(), values.password),
    onSuccess: ({ access_token }) => {
      signIn(access_token);
      navigate(safeNextPath(searchParams.get('next')), { replace: true });
    },
  });

  return (
    <AuthScreen title="Sign in to Signalboard" description="Welcome back. Sign in to see your leads.">
      <Form onSubmit={form.handleSubmit((values) => signInWithPassword.mutate(values))}>
        <TextField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <p className="auth-screen__links sb-text-sm">
          <Link className={linkClassName} to="/forgot-password">
            Forgot your password?
          </Link>
        </p>
        <FormError>
          {signInWithPassword.isError ? errorMessage(signInWithPassword.error, 'Login failed') : null}
        </FormError>
        <Button type="submit" block loading={signInWithPassword.isPending}>
          Sign in
        </Button>
      </Form>
      {withGoogle ? (
        <>
          <p className="sb-center sb-muted sb-text-sm">or</p>
          <GoogleSignInButton disabled={signInWithPassword.isPending} />
        </>
      ) : null}
      {/* One line for a newcomer: an account of their own, or a look round the demo first. */}
      <p className="auth-screen__links sb-text-sm sb-text-center">
        New to Signalboard?{' '}
        <Link className={linkClassName} to={pathWithNext('/sign-up', searchParams.get('next'))}>
          Create an account
        </Link>{' '}
        or{' '}
        <Link className={linkClassName} to="/demo">
          explore the demo
        </Link>
      </p>
      <OutboxNote />
    </AuthScreen>
  );
}
