// The Slack section's two warnings: the server has no Slack app credentials (a member is told whom to
// ask; the variables are folded away for the administrator), and a connection Slack refused (what
// Slack said and the fix).
import { IconWarning, OperatorNotice } from '@signalboard/shared/ui';
import { SLACK_VARIABLES } from '../../lib/operator-variables';

export function SlackNotConfiguredNotice() {
  return (
    <OperatorNotice
      what="Slack"
      then="Then a Slack workspace can be connected here."
      variables={SLACK_VARIABLES}
    />
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
