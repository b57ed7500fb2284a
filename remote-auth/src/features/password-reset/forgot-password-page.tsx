// /forgot-password: asks the API to mail a reset link, then shows the check-your-e-mail screen.
// The API answers the same whether or not the account exists, so nothing here leaks that either.
import { useMutation } from '@signalboard/shared/query';
import { Link, useNavigate } from '@signalboard/shared/router';
import { errorMessage, forgotPassword } from '@signalboard/shared/api';
import {
  Button,
  email,
  Form,
  FormError,
  linkClassName,
  required,
  TextField,
  useForm,
} from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import type { CheckYourEmailState } from './check-your-email-page';

const rules = { email: [required('E-mail'), email] };

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm({ email: '' }, rules);
  const request = useMutation({
    mutationFn: (address: string) => forgotPassword(address),
    onSuccess: (_data, address) => {
      const state: CheckYourEmailState = { email: address };
      navigate('/check-your-email-password-reset', { state });
    },
  });

  return (
    <AuthScreen
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <Form onSubmit={form.handleSubmit((values) => request.mutate(values.email.trim()))}>
        <TextField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
        <FormError>{request.isError ? errorMessage(request.error, 'An error occurred') : null}</FormError>
        <Button type="submit" block loading={request.isPending}>
          Send reset link
        </Button>
      </Form>
      <p className="sb-text-sm sb-text-center">
        Remembered it?{' '}
        <Link className={linkClassName} to="/sign-in">
          Back to sign in
        </Link>
      </p>
    </AuthScreen>
  );
}
