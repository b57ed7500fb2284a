// The Slack section's two warnings: the server has no Slack app credentials (what to set), and a
// connection Slack refused (what Slack said and the fix).
import { IconWarning } from '@signalboard/shared/ui';

export function SlackNotConfiguredNotice() {
  return (
    <p className="settings-notice">
      Slack is not set up on this server. Your administrator sets <code>SLACK_CLIENT_ID</code>,{' '}
      <code>SLACK_CLIENT_SECRET</code> and <code>SLACK_SIGNING_SECRET</code> (from a Slack app) on the API
      server; then a workspace can be connected here.
    </p>
  );
}

export function SlackBrokenNotice({ reason, fix }: { reason: string | null; fix: string }) {
  return (
    <div className="slack-connection__broken">
      <IconWarning size={18} aria-hidden="true" className="slack-connection__broken-icon" />
      <div>
        <p>
          <strong>Slack alerts stopped.</strong> {reason ?? 'Slack refused Signalboard’s messages.'}
        </p>
        <p>{fix}</p>
      </div>
    </div>
  );
}
