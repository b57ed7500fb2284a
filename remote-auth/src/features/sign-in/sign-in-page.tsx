// /sign-in: e-mail and password, or Google. On success the token is stored and the user goes to
// the `next` path they came from (only when it is a path inside the app), else home.
import { useMutation } from '@signalboard/shared/query';
import { Link, useNavigate, useSearchParams } from '@signalboard/shared/router';
import { errorMessage, login } from '@signalboard/shared/api';
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
        <p className="sb-text-sm">
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
      <p className="sb-center sb-muted sb-text-sm">or</p>
      <GoogleSignInButton disabled={signInWithPassword.isPending} />
      <p className="sb-text-sm sb-text-center">
        New to Signalboard?{' '}
        <Link className={linkClassName} to={pathWithNext('/sign-up', searchParams.get('next'))}>
          Create an account
        </Link>
      </p>
      <OutboxNote />
    </AuthScreen>
  );
}
