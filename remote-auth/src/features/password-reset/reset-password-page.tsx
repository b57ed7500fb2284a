// /reset-password?token=: sets a new password with the token from the e-mailed link.
import { useMutation } from '@signalboard/shared/query';
import { Link, useSearchParams } from '@signalboard/shared/router';
import { errorMessage, resetPassword } from '@signalboard/shared/api';
import {
  Button,
  buttonClassName,
  Form,
  FormError,
  linkClassName,
  MIN_PASSWORD_LENGTH,
  minPasswordLength,
  PasswordField,
  PasswordStrengthMeter,
  required,
  strongEnoughPassword,
  useForm,
  type Validator,
} from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';

type Values = { password: string; confirmation: string };

const matchesPassword: Validator<Values> = (value, values) =>
  !value || value === values.password ? null : 'The passwords do not match.';

const rules = {
  password: [required('New password'), minPasswordLength, strongEnoughPassword],
  confirmation: [required('Confirm the new password'), matchesPassword],
};

function PasswordResetDone() {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthScreen title="Your password has been reset" headingRef={headingRef}>
      <p role="status">You can now sign in with your new password.</p>
      <Link className={buttonClassName()} to="/sign-in">
        Sign in
      </Link>
    </AuthScreen>
  );
}

function MissingToken() {
  return (
    <AuthScreen title="This reset link is incomplete">
      <p>
        The link you followed has no reset token. Use the link from the e-mail as it is, or ask for a new one.
      </p>
      <Link className={buttonClassName()} to="/forgot-password">
        Request a new reset link
      </Link>
    </AuthScreen>
  );
}

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  const form = useForm<Values>({ password: '', confirmation: '' }, rules);
  const reset = useMutation({ mutationFn: (password: string) => resetPassword(token ?? '', password) });

  if (!token) return <MissingToken />;
  if (reset.isSuccess) return <PasswordResetDone />;

  return (
    <AuthScreen title="Set a new password" description="Choose a new password for your Signalboard account.">
      <Form onSubmit={form.handleSubmit((values) => reset.mutate(values.password))}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, and not a common password.`}
          {...form.field('password')}
        />
        {/* The field's own error already says why a password is refused: the meter does not repeat it. */}
        <PasswordStrengthMeter password={form.values.password} showProblem={!form.errors.password} />
        <PasswordField
          label="Confirm the new password"
          autoComplete="new-password"
          required
          {...form.field('confirmation')}
        />
        {/* One child or null: two nulls would be a non-empty children array and show an empty box. */}
        <FormError>
          {reset.isError ? (
            <>
              {errorMessage(reset.error, 'An error occurred')}{' '}
              <Link className={linkClassName} to="/forgot-password">
                Request a new reset link
              </Link>
            </>
          ) : null}
        </FormError>
        <Button type="submit" block loading={reset.isPending}>
          Set new password
        </Button>
      </Form>
    </AuthScreen>
  );
}
