// /slack-callback?code=&state=: Slack returns here after the user allows the connection. Finishing
// the connection arrives with the notifications issue.
import { ComingSoon } from '@signalboard/shared/ui';

export default function SlackCallbackPage() {
  return (
    <ComingSoon
      title="Connecting Slack"
      description="When you connect Slack from a project's Notifications settings, Slack sends you back here and Signalboard finishes the connection, then returns you to your settings."
    />
  );
}
