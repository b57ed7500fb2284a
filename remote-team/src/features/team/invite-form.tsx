// Invite a colleague: with an e-mail the server mails the link; without one it makes a one-time
// link to hand over yourself, shown here with a Copy button.
import { useState } from 'react';
import { errorMessage, useCreateInvite } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Card, email, Form, FormError, TextField, useForm } from '@signalboard/shared/ui';
import { InviteLink } from './invite-link';
import { RoleSelect, type InviteRole } from './role-select';

const rules = { email: [email] };

/** The e-mail field's id: the team page's "Invite people" puts the focus there. */
export const INVITE_EMAIL_ID = 'team-invite-email';

export function InviteForm() {
  const form = useForm({ email: '' }, rules);
  const [role, setRole] = useState<InviteRole>('member');
  const [link, setLink] = useState<string | null>(null);
  const createInvite = useCreateInvite();

  const submit = form.handleSubmit(async (values) => {
    const address = values.email.trim();
    setLink(null);
    try {
      const invite = await createInvite.mutateAsync({ email: address || null, role });
      if (invite.invite_url) setLink(invite.invite_url);
      else notify.success(`Invitation sent to ${address}.`);
      form.setValues({ email: '' });
    } catch {
      // shown from createInvite.error
    }
  });

  return (
    <Card
      title="Invite a colleague"
      description="Enter their e-mail and we send them the invitation. Leave it empty to get a link you can share yourself."
    >
      <Form onSubmit={submit}>
        <TextField
          id={INVITE_EMAIL_ID}
          label="E-mail"
          type="email"
          autoComplete="off"
          hint="Optional. Without an e-mail you get a one-time invite link."
          {...form.field('email')}
        />
        <RoleSelect value={role} onChange={setRole} />
        <FormError>
          {createInvite.isError ? errorMessage(createInvite.error, 'Could not create the invite') : null}
        </FormError>
        <div>
          <Button type="submit" loading={createInvite.isPending}>
            {form.values.email.trim() ? 'Send invitation' : 'Create invite link'}
          </Button>
        </div>
      </Form>
      {/* keyed: a new link starts with no "copied" note */}
      {link ? <InviteLink key={link} url={link} /> : null}
    </Card>
  );
}
