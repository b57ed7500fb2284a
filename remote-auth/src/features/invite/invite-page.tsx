// /invite?t=: the tokenized invitation (preview, accept, decline) arrives with the team issue.
import { ComingSoon } from '@signalboard/shared/ui';

export default function InvitePage() {
  return (
    <ComingSoon
      title="Invitation"
      description="Here you will see who invited you to which organization, and accept or decline the invitation."
    />
  );
}
