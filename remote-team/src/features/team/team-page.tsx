// /team: members, invitations and guest access arrive with the team issue.
import { ComingSoon } from '@signalboard/shared/ui';

export default function TeamPage() {
  return (
    <ComingSoon
      title="Team"
      subtitle="The people in your organization."
      description="Here you will see your organization's members and their roles, invite colleagues by e-mail or with a link, follow pending invitations, and give guests access to single projects."
    />
  );
}
