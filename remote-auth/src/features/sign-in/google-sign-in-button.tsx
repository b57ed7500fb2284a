// "Continue with Google": asks the API where Google's consent page is, then leaves the app for it.
// When the server has no Google credentials (503 GOOGLE_NOT_CONFIGURED) its sentence is shown.
import { useMutation } from '@signalboard/shared/query';
import { errorMessage, googleAuthorize } from '@signalboard/shared/api';
import { Button, FormError } from '@signalboard/shared/ui';

interface GoogleSignInButtonProps {
  /** How to leave for Google; tests pass their own because jsdom cannot navigate away. */
  redirect?: (url: string) => void;
  /** While another sign-in is running. */
  disabled?: boolean;
}

const leaveApp = (url: string) => window.location.assign(url);

export function GoogleSignInButton({ redirect = leaveApp, disabled = false }: GoogleSignInButtonProps) {
  const authorize = useMutation({
    mutationFn: googleAuthorize,
    onSuccess: (authorizationUrl) => redirect(authorizationUrl),
  });

  return (
    <div className="sb-stack sb-stack--sm">
      <FormError>
        {authorize.isError ? errorMessage(authorize.error, 'Sign in with Google failed') : null}
      </FormError>
      <Button
        type="button"
        variant="secondary"
        block
        disabled={disabled}
        // Stays busy after success too: the page is being replaced by Google's.
        loading={authorize.isPending || authorize.isSuccess}
        onClick={() => authorize.mutate()}
      >
        Continue with Google
      </Button>
    </div>
  );
}
