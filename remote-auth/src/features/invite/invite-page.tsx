// /invite?t=: the tokenized invitation (preview, accept, decline) arrives with the team issue.
// Like every auth screen it sits in the public layout's card, so it draws no card of its own.
import { ComingSoon } from '@signalboard/shared/ui';

export default function InvitePage() {
  return (
    <ComingSoon
      title="Invitation"
      card={false}
      description="Here you will see who invited you to which organization, and accept or decline the invitation."
    />
  );
}
