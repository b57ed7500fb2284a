// "Change password" from the account menu. The API signs every other browser and device out and answers
// a fresh token, which this browser keeps: it stays signed in. The new password follows the sign-up
// rules, checked here as the API checks them (length, the common-password meter).
import { CHANGE_PASSWORD_FAILED, errorMessage, useChangePassword, useMe } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import {
  Button,
  Dialog,
  Form,
  FormActions,
  FormError,
  minPasswordLength,
  MIN_PASSWORD_LENGTH,
  PasswordField,
  PasswordStrengthMeter,
  required,
  strongEnoughPassword,
  useForm,
  type Validator,
} from '@signalboard/shared/ui';

export const PASSWORD_CHANGED = 'Your password was changed. Other browsers and devices were signed out.';

type Values = { current: string; next: string; confirmation: string };

const matchesNew: Validator<Values> = (value, values) =>
  !value || value === values.next ? null : 'The new passwords do not match.';

const rules = {
  current: [required('Current password')],
  next: [required('New password'), minPasswordLength, strongEnoughPassword],
  confirmation: [required('Confirm the new password'), matchesNew],
};

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={change.isPending ? () => undefined : close}
      title="Change password"
      description="Every other browser and device signed in to your account will have to sign in again."
    >
      <ChangePasswordForm change={change} onCancel={close} />
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts empty. */
function ChangePasswordForm({
  change,
  onCancel,
}: {
  change: ReturnType<typeof useChangePassword>;
  onCancel: () => void;
}) {
  const { data: me } = useMe();
  const form = useForm<Values>({ current: '', next: '', confirmation: '' }, rules);
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { current: values.current, next: values.next },
      {
        onSuccess: () => {
          notify.success(PASSWORD_CHANGED);
          onCancel();
        },
      },
    ),
  );
  return (
    <Form onSubmit={submit}>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        {...form.field('current')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters, not containing your e-mail address, and not a common password.`}
        {...form.field('next')}
      />
      {/* The field's own error already says why a password is refused: the meter does not repeat it. */}
      <PasswordStrengthMeter
        password={form.values.next}
        showProblem={!form.errors.next}
        userInputs={[me?.email ?? '', me?.first_name ?? '', me?.last_name ?? '']}
      />
      <PasswordField
        label="Confirm the new password"
        autoComplete="new-password"
        required
        {...form.field('confirmation')}
      />
      <FormError>{change.isError ? errorMessage(change.error, CHANGE_PASSWORD_FAILED) : null}</FormError>
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </FormActions>
    </Form>
  );
}
