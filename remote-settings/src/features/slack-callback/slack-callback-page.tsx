// /slack-callback?code=&state=: Slack returns here after the user allows the connection. Finishing
// the connection arrives with the notifications issue. It sits in the public layout's card, so it
// draws no card of its own.
import { ComingSoon } from '@signalboard/shared/ui';

export default function SlackCallbackPage() {
  return (
    <ComingSoon
      title="Connecting Slack"
      card={false}
      description="When you connect Slack from a project's Notifications settings, Slack sends you back here and Signalboard finishes the connection, then returns you to your settings."
    />
  );
}
