// Asks for a new verification e-mail. The API answers the same for every address (so it does not
// reveal which accounts exist), and so does this form.
import { useMutation } from '@signalboard/shared/query';
import { errorMessage, requestVerifyToken } from '@signalboard/shared/api';
import { Button, email, Form, FormError, required, TextField, useForm } from '@signalboard/shared/ui';
import { OutboxNote } from '../../components/outbox-note';

const rules = { email: [required('E-mail'), email] };

export function RequestVerificationForm() {
  const form = useForm({ email: '' }, rules);
  const request = useMutation({ mutationFn: (address: string) => requestVerifyToken(address) });

  return (
    <Form onSubmit={form.handleSubmit((values) => request.mutate(values.email.trim()))}>
      <TextField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
      <p role="status" className="sb-muted">
        {request.isSuccess
          ? `If ${request.variables} has an account that still needs verifying, we sent it a new link.`
          : ''}
      </p>
      <FormError>{request.isError ? errorMessage(request.error, 'An error occurred') : null}</FormError>
      <Button type="submit" block loading={request.isPending}>
        Send a new verification link
      </Button>
      <OutboxNote />
    </Form>
  );
}
