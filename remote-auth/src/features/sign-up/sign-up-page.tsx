// /sign-up: register, then sign in automatically, then set the first and last name (spec 4). Each
// step fails with its own sentence; once the account exists the user is never sent back to redo it.
// A safe ?next= (e.g. an invite link) is where the new user goes afterwards, as after sign-in.
import { useMutation } from '@signalboard/shared/query';
import { Link, useNavigate, useSearchParams } from '@signalboard/shared/router';
import { errorMessage } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { NEXT_PARAM, pathWithNext, safeNextPath } from '@signalboard/shared/session';
import {
  Button,
  email,
  Form,
  FormError,
  linkClassName,
  maxLength,
  MIN_PASSWORD_LENGTH,
  minPasswordLength,
  PasswordField,
  PasswordStrengthMeter,
  required,
  strongEnoughPassword,
  TextField,
  useForm,
} from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import { OutboxNote } from '../../components/outbox-note';
import { NameStepFailed } from './name-step-failed';
import { signUp, SignUpStepError, type SignUpValues } from './sign-up';

const rules = {
  firstName: [required('First name'), maxLength('First name', 100)],
  lastName: [required('Last name'), maxLength('Last name', 100)],
  email: [required('E-mail'), email],
  password: [required('Password'), minPasswordLength, strongEnoughPassword],
};

const fallbackFor = { register: 'Sign up failed', login: 'Login failed', name: 'Failed to update user name' };

export default function SignUpPage() {
  const navigate = useNavigate();
  const next = useSearchParams()[0].get(NEXT_PARAM);
  const signInPath = pathWithNext('/sign-in', next);
  const form = useForm<SignUpValues>({ firstName: '', lastName: '', email: '', password: '' }, rules);

  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: (_data, values) => {
      notify.success(`Welcome to Signalboard! We sent a verification e-mail to ${values.email.trim()}.`);
      navigate(safeNextPath(next), { replace: true });
    },
  });

  const failedStep = mutation.error instanceof SignUpStepError ? mutation.error.step : 'register';
  if (mutation.isError && failedStep === 'name')
    return <NameStepFailed email={form.values.email.trim()} continueTo={safeNextPath(next)} />;

  return (
    <AuthScreen
      title="Create your account"
      description="Find the people asking for what you sell. We will e-mail you a link to verify your address."
    >
      <Form onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        <TextField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, not containing your e-mail address, and not a common password.`}
          {...form.field('password')}
        />
        {/* The field's own error already says why a password is refused: the meter does not repeat it. */}
        <PasswordStrengthMeter
          password={form.values.password}
          showProblem={!form.errors.password}
          userInputs={[form.values.email, form.values.firstName, form.values.lastName]}
        />
        {/* One child or null: two nulls would be a non-empty children array and show an empty box. */}
        <FormError>
          {mutation.isError ? (
            <>
              {errorMessage(mutation.error, fallbackFor[failedStep])}
              {failedStep === 'login' ? (
                <>
                  {' '}
                  Your account was created:{' '}
                  <Link className={linkClassName} to={signInPath}>
                    sign in
                  </Link>
                  .
                </>
              ) : null}
            </>
          ) : null}
        </FormError>
        <Button type="submit" block loading={mutation.isPending}>
          Create account
        </Button>
      </Form>
      <p className="sb-text-sm sb-text-center">
        Already have an account?{' '}
        <Link className={linkClassName} to={signInPath}>
          Sign in
        </Link>
      </p>
      <OutboxNote />
    </AuthScreen>
  );
}
