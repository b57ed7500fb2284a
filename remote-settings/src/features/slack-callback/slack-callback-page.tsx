// /slack-callback?status=success|error&reason=&project_id=: where the API sends the browser after
// Slack's consent page (the API has already finished the connection or named why not). Success says
// so and returns to the project's Notifications tab after a few seconds (or at once, or never: the
// user chooses); an error says what happened in words and offers the way back. It sits in the public
// layout's card, so it draws no card of its own.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@signalboard/shared/router';
import { Button, buttonClassName, OperatorNotice, PageHeader } from '@signalboard/shared/ui';
import { SLACK_VARIABLES } from '../../lib/operator-variables';
import '../../lib/settings.css';

/** Seconds before a successful connection returns to the settings on its own. */
export const AUTO_RETURN_SECONDS = 5;

const REASONS: Record<string, string> = {
  access_denied: 'You cancelled on Slack’s page, so nothing was connected.',
  invalid_state:
    'This connection link expired or was already used. Start again from the Notifications settings.',
  exchange_failed:
    'Slack did not confirm the connection. Try again in a moment; if it keeps failing, ask the person who runs Signalboard to check the Slack app’s settings.',
};
const UNKNOWN_REASON = 'Slack could not be connected.';

// Only an id goes into the return path (the query string is anyone's to write).
const projectIdOf = (value: string | null) => (value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null);

function useFocusedHeading() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The outcome is the first thing a screen reader hears after arriving from Slack.
    const title = ref.current?.querySelector('h1');
    title?.setAttribute('tabindex', '-1');
    title?.focus();
  }, []);
  return ref;
}

function Connected({ back }: { back: string }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(AUTO_RETURN_SECONDS);
  const [staying, setStaying] = useState(false);
  const heading = useFocusedHeading();

  useEffect(() => {
    if (staying) return undefined;
    if (left <= 0) {
      void navigate(back, { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, staying, back, navigate]);

  return (
    <div className="settings-screen sb-stack" ref={heading}>
      <PageHeader title="Slack is connected" />
      <p role="status">Pick the channel for alerts in the Notifications settings, if you have not yet.</p>
      <div className="sb-cluster">
        <Link className={buttonClassName()} to={back} replace>
          Back to Notifications settings
        </Link>
        {staying ? null : (
          <Button variant="ghost" onClick={() => setStaying(true)}>
            Stay on this page
          </Button>
        )}
      </div>
      {staying ? null : (
        <p className="sb-text-sm sb-muted">
          Returning in {left} {left === 1 ? 'second' : 'seconds'}.
        </p>
      )}
    </div>
  );
}

function Failed({ reason, back, projectKnown }: { reason: string; back: string; projectKnown: boolean }) {
  const heading = useFocusedHeading();
  return (
    <div className="settings-screen sb-stack" ref={heading}>
      <PageHeader title="Slack was not connected" />
      {reason === 'not_configured' ? (
        // Said to a member in their words; the variables are for whoever runs the server.
        <div role="alert">
          <OperatorNotice what="Slack" variables={SLACK_VARIABLES} />
        </div>
      ) : (
        <p role="alert">{REASONS[reason] ?? UNKNOWN_REASON}</p>
      )}
      <div>
        <Link className={buttonClassName()} to={back}>
          {projectKnown ? 'Back to Notifications settings' : 'Go to your projects'}
        </Link>
      </div>
    </div>
  );
}

export default function SlackCallbackPage() {
  const [params] = useSearchParams();
  const projectId = projectIdOf(params.get('project_id'));
  const back = projectId ? `/projects/${projectId}/settings/notifications` : '/projects';
  if (params.get('status') === 'success' && projectId) return <Connected back={back} />;
  return (
    <Failed
      reason={params.get('status') === 'success' ? '' : (params.get('reason') ?? '')}
      back={back}
      projectKnown={projectId !== null}
    />
  );
}
