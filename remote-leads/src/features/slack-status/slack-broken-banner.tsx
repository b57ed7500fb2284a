// Over the lead list, for the project's members: "Slack alerts stopped" when Slack refused the
// project's connection (token revoked, channel gone…), with Slack's reason and the way to fix it.
// Dismissible; it comes back if the connection breaks again another way. Guests see nothing (the
// connection is not theirs to see: the API answers them 404), nor does a server without Slack.
import { useState } from 'react';
import { Link } from '@signalboard/shared/router';
import { useProject, useSlackConnection } from '@signalboard/shared/api';
import { IconClose, IconWarning } from '@signalboard/shared/ui';
import './slack-broken-banner.css';

const dismissedKey = (projectId: string) => `signalboard.slack-broken-dismissed.${projectId}`;

// Storage can be off (private mode, policy): the warning then shows, and a dismissal lasts the visit.
function readDismissed(projectId: string): string | null {
  try {
    return localStorage.getItem(dismissedKey(projectId));
  } catch {
    return null;
  }
}

function rememberDismissed(projectId: string, signature: string): void {
  try {
    localStorage.setItem(dismissedKey(projectId), signature);
  } catch {
    /* not remembered: hidden for this visit only */
  }
}

export function SlackBrokenBanner({ projectId }: { projectId: string }) {
  const role = useProject(projectId).data?.viewer_role;
  const member = role !== undefined && role !== 'guest';
  const connection = useSlackConnection(projectId, { enabled: member });
  const state = connection.data;
  const broken = member && state?.status === 'broken' ? state : null;
  // What was dismissed: this breakage (its code since it was connected), not every later one.
  const signature = broken ? `${broken.connected_at ?? ''} ${broken.broken_code ?? ''}` : '';
  const [dismissed, setDismissed] = useState(() => readDismissed(projectId));
  if (!broken || dismissed === signature) return null;

  const dismiss = () => {
    rememberDismissed(projectId, signature);
    setDismissed(signature);
  };
  return (
    <div className="slack-broken-banner" role="region" aria-label="Slack alerts">
      <IconWarning size={18} className="slack-broken-banner__icon" />
      <p className="slack-broken-banner__text">
        <strong>Slack alerts stopped:</strong>{' '}
        {broken.broken_reason ?? 'Slack refused Signalboard’s messages.'} Fix it in{' '}
        <Link className="sb-link" to={`/projects/${projectId}/settings/notifications`}>
          Settings → Notifications
        </Link>
        .
      </p>
      <button
        type="button"
        className="sb-icon-button slack-broken-banner__close"
        aria-label="Dismiss the Slack warning"
        onClick={dismiss}
      >
        <IconClose size={16} />
      </button>
    </div>
  );
}
