// "Invite a guest by e-mail" for one project: the server mails the address a link that makes its
// holder a guest of the project (they sign in, or create an account, from it). The address is
// checked here against what the page already knows (current guests, pending invitations) so the
// usual mistakes are explained before sending; the server still decides, and its refusals (a member
// of the organization, someone already a guest, a pending invitation, a bad address) show at the field.
import {
  errorMessage,
  isApiError,
  useInviteGuest,
  type GuestInvite,
  type Project,
  type ProjectGuest,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import {
  Button,
  email,
  Form,
  FormError,
  required,
  TextField,
  useForm,
  type Validator,
} from '@signalboard/shared/ui';
import { memberName } from '../../lib/format';

/** The refusals that are about the address typed, so they belong under the field. */
const ABOUT_THE_ADDRESS = new Set(['GUEST_ALREADY_HAS_ACCESS', 'GUEST_IS_MEMBER', 'GUEST_INVITE_PENDING']);

interface InviteGuestFormProps {
  project: Project;
  /** The project's current guests. */
  guests: ProjectGuest[];
  /** The project's pending guest invitations. */
  pending: GuestInvite[];
}

type Values = { email: string };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function InviteGuestForm({ project, guests, pending }: InviteGuestFormProps) {
  const invite = useInviteGuest(project.id);
  const rules: { email: Validator<Values>[] } = {
    email: [
      required('E-mail'),
      email,
      (value) => {
        const guest = guests.find((g) => sameAddress(g.email, value));
        return guest ? `${memberName(guest)} already has guest access to ${project.name}.` : null;
      },
      (value) =>
        pending.some((i) => sameAddress(i.email, value))
          ? `An invitation to ${value.trim()} is already pending. Use Resend in the list above to send it again.`
          : null,
    ],
  };
  const form = useForm<Values>({ email: '' }, rules);

  const failure = invite.error;
  const atField =
    isApiError(failure) && (failure.field === 'email' || ABOUT_THE_ADDRESS.has(failure.code ?? ''))
      ? errorMessage(failure, 'Could not send the invitation')
      : undefined;
  const elsewhere = failure && !atField ? errorMessage(failure, 'Could not send the invitation') : null;

  const submit = form.handleSubmit(async (values) => {
    const address = values.email.trim();
    try {
      await invite.mutateAsync(address);
    } catch {
      return; // shown from invite.error
    }
    notify.success(`Invitation sent to ${address}.`, {
      description: `They become a guest of ${project.name} when they accept it.`,
    });
    form.setValues({ email: '' });
  });

  const field = form.field('email');
  return (
    <Form onSubmit={submit} className="team-guest-form" aria-label={`Invite a guest to ${project.name}`}>
      <TextField
        label={
          <>
            Invite a guest by e-mail <span className="sb-visually-hidden">to {project.name}</span>
          </>
        }
        type="email"
        autoComplete="off"
        spellCheck={false}
        hint="We e-mail them a link. They sign in, or create an account (no organization needed), and see this project's leads."
        {...field}
        error={field.error ?? atField}
        onChange={(event) => {
          // The server's answer was about the previous address.
          if (invite.isError) invite.reset();
          field.onChange(event);
        }}
      />
      <FormError>{elsewhere}</FormError>
      <div>
        <Button type="submit" loading={invite.isPending}>
          {/* The visible words start the name (WCAG 2.5.3); the project tells the forms apart. */}
          Send invitation <span className="sb-visually-hidden">{`for ${project.name}`}</span>
        </Button>
      </div>
    </Form>
  );
}
