// /check-your-email-password-reset: the reset link is on its way. The e-mail comes from the
// previous screen (router state); after a reload it is gone, so "resend" then asks for it again.
import { useMutation } from '@signalboard/shared/query';
import { Link, useLocation } from '@signalboard/shared/router';
import { errorMessage, forgotPassword } from '@signalboard/shared/api';
import { Button, FormError, linkClassName } from '@signalboard/shared/ui';
import { AuthScreen } from '../../components/auth-screen';
import { OutboxNote } from '../../components/outbox-note';

export interface CheckYourEmailState {
  email: string;
}

function emailFromState(state: unknown): string | null {
  const value = (state as Partial<CheckYourEmailState> | null)?.email;
  return typeof value === 'string' && value ? value : null;
}

export default function CheckYourEmailPage() {
  const address = emailFromState(useLocation().state);
  const resend = useMutation({ mutationFn: (to: string) => forgotPassword(to) });

  return (
    <AuthScreen
      title="Check your e-mail"
      description={
        address ? (
          <>
            If an account exists for <strong>{address}</strong>, we sent it a link to set a new password.
          </>
        ) : (
          'If an account exists for the address you entered, we sent it a link to set a new password.'
        )
      }
    >
      <p>The link works once. If you do not see the message, look in your spam folder.</p>
      <p role="status" className="sb-muted">
        {resend.isSuccess && address ? `We sent another link to ${address}.` : ''}
      </p>
      <FormError>{resend.isError ? errorMessage(resend.error, 'An error occurred') : null}</FormError>
      <div className="sb-cluster">
        {address ? (
          <Button
            type="button"
            variant="secondary"
            loading={resend.isPending}
            onClick={() => resend.mutate(address)}
          >
            Resend the link
          </Button>
        ) : (
          <Link className={linkClassName} to="/forgot-password">
            Send a new link
          </Link>
        )}
        <Link className={linkClassName} to="/sign-in">
          Back to sign in
        </Link>
      </div>
      <OutboxNote />
    </AuthScreen>
  );
}
