// The project's Slack workspace, under the "Slack alerts" switch: not set up on this server (what
// the administrator sets), not connected (Connect starts Slack's OAuth page), connected (workspace,
// channel, change it, a test message, Disconnect after a confirmation), connected without a channel
// (pick one), or broken (what Slack said and the fix). What happens is announced in a live region.
import { useEffect, useId, useRef, useState } from 'react';
import {
  errorMessage,
  useConnectSlack,
  useDisconnectSlack,
  useSendSlackTest,
  useSlackConnection,
  useUpdateSlackChannel,
  type SlackChannelChoice,
  type SlackConnection,
} from '@signalboard/shared/api';
import { Button, ConfirmDialog, FormError, LoadError, Spinner } from '@signalboard/shared/ui';
import { SlackChannelPicker } from './slack-channel-picker';
import { SlackNotConfiguredNotice, SlackBrokenNotice } from './slack-notices';
import './slack-connection.css';

/** Channel problems are mended by picking another channel; the others need a new connection. */
const CHANNEL_PROBLEMS = new Set(['channel_not_found', 'not_in_channel', 'is_archived']);

const leaveApp = (url: string) => window.location.assign(url);

export function SlackConnectionCard({
  projectId,
  slackEnabled,
}: {
  projectId: string;
  slackEnabled: boolean;
}) {
  const titleId = useId();
  const connection = useSlackConnection(projectId);
  const connect = useConnectSlack(projectId);
  const disconnect = useDisconnectSlack(projectId);
  const update = useUpdateSlackChannel(projectId);
  const test = useSendSlackTest(projectId);
  const [picking, setPicking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const connectButton = useRef<HTMLButtonElement>(null);
  // After Disconnect, focus goes to Connect once it is on the page. It appears only when the connection
  // has been read again, which under load comes a frame or more after the answer; and the confirmation
  // dialog, unmounting with the connected state, hands focus back to whatever had it before (in a
  // microtask), so ours comes in the frame after that.
  const [focusConnect, setFocusConnect] = useState(false);
  const status = connection.data?.status;
  useEffect(() => {
    if (!focusConnect || status !== 'disconnected') return;
    const frame = requestAnimationFrame(() => {
      connectButton.current?.focus();
      setFocusConnect(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusConnect, status]);

  const startConnecting = () => {
    setActionError(null);
    connect.mutate(undefined, {
      onSuccess: ({ authorization_url }) => leaveApp(authorization_url),
      onError: (error) => setActionError(errorMessage(error, 'Could not start connecting Slack')),
    });
  };

  const pick = (choice: SlackChannelChoice) => {
    setPickError(null);
    update.mutate(choice, {
      onSuccess: (saved) => {
        setPicking(false);
        setAnnouncement(`Alerts now go to #${saved.channel_name ?? choice.channel_name}.`);
        // The picker is gone: focus returns to the button that opened it.
        requestAnimationFrame(() => changeButton.current?.focus());
      },
      // A 409 SLACK_NOT_IN_CHANNEL's detail is the /invite hint: shown as the server words it.
      onError: (error) => setPickError(errorMessage(error, 'Could not change the Slack channel')),
    });
  };

  const sendTest = (channelName: string | null) => {
    setActionError(null);
    test.mutate(undefined, {
      onSuccess: () => setAnnouncement(`Test message sent to #${channelName ?? 'the channel'}.`),
      onError: (error) => setActionError(errorMessage(error, 'Could not send the test message')),
    });
  };

  const confirmDisconnect = () => {
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setPicking(false);
        setAnnouncement('Slack is disconnected. No alerts go to Slack now.');
        setFocusConnect(true);
      },
      onError: (error) => {
        setConfirming(false);
        setActionError(errorMessage(error, 'Could not disconnect Slack'));
      },
    });
  };

  const body = () => {
    if (connection.isError) {
      return (
        <LoadError
          size="sm"
          what="We could not load the Slack connection."
          error={connection.error}
          retrying={connection.isFetching}
          onRetry={() => void connection.refetch()}
        />
      );
    }
    const state = connection.data;
    if (!state) return <Spinner label="Loading the Slack connection" />;
    if (state.status === 'not_configured') return <SlackNotConfiguredNotice />;
    if (state.status === 'disconnected') {
      return (
        <>
          <p>
            No Slack workspace is connected.
            {slackEnabled ? ' Slack alerts start once one is connected and a channel is picked.' : ''}
          </p>
          <div>
            <Button
              ref={connectButton}
              loading={connect.isPending || connect.isSuccess}
              loadingLabel="Opening Slack"
              onClick={startConnecting}
            >
              Connect Slack
            </Button>
          </div>
        </>
      );
    }
    return connected(state);
  };

  const connected = (state: SlackConnection) => {
    const broken = state.status === 'broken';
    const channelProblem = broken && CHANNEL_PROBLEMS.has(state.broken_code ?? '');
    const mustPick = !broken && state.channel_id === null;
    const showPicker = picking || mustPick;
    return (
      <>
        <dl className="slack-connection__facts">
          <div>
            <dt>Workspace</dt>
            <dd>{state.team_name ?? state.team_id ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Channel</dt>
            <dd>{state.channel_name ? `#${state.channel_name}` : 'None yet'}</dd>
          </div>
        </dl>
        {broken ? (
          <SlackBrokenNotice
            reason={state.broken_reason}
            fix={
              channelProblem
                ? 'Pick another channel below, or invite the app back into this one and pick it again.'
                : 'Reconnect Slack to give Signalboard access again.'
            }
          />
        ) : null}
        {mustPick ? (
          <p className="slack-connection__warning">
            Pick the channel alerts go to. Until then, no alert goes to Slack.
          </p>
        ) : !broken && !slackEnabled ? (
          <p className="sb-text-sm sb-muted">
            Turn on Slack alerts above and save to post new leads to #{state.channel_name}.
          </p>
        ) : null}
        {showPicker ? (
          <SlackChannelPicker
            projectId={projectId}
            currentChannelId={state.channel_id}
            error={pickError}
            picking={update.isPending}
            onPick={pick}
            autoFocus={picking}
            onCancel={
              mustPick
                ? undefined
                : () => {
                    setPicking(false);
                    setPickError(null);
                    requestAnimationFrame(() => changeButton.current?.focus());
                  }
            }
          />
        ) : null}
        <div className="slack-connection__actions">
          {broken && !channelProblem ? (
            <Button
              loading={connect.isPending || connect.isSuccess}
              loadingLabel="Opening Slack"
              onClick={startConnecting}
            >
              Reconnect Slack
            </Button>
          ) : null}
          {/* A connection Slack no longer accepts (token revoked…) cannot list channels: Reconnect first. */}
          {!showPicker && (!broken || channelProblem) ? (
            <Button ref={changeButton} variant="secondary" onClick={() => setPicking(true)}>
              {channelProblem ? 'Pick another channel' : 'Change channel'}
            </Button>
          ) : null}
          {!broken && state.channel_id !== null ? (
            <Button
              variant="secondary"
              loading={test.isPending}
              loadingLabel="Sending the test message"
              onClick={() => sendTest(state.channel_name)}
            >
              Send a test message
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          title="Disconnect Slack?"
          description={`Signalboard stops posting to ${
            state.team_name ?? 'this workspace'
          } and gives up its access. You can connect again at any time.`}
          confirmLabel="Disconnect"
          destructive
          loading={disconnect.isPending}
          onConfirm={confirmDisconnect}
          onCancel={() => setConfirming(false)}
        />
      </>
    );
  };

  return (
    <section className="slack-connection sb-stack" aria-labelledby={titleId}>
      <h3 id={titleId} className="slack-connection__title">
        Slack workspace
      </h3>
      {body()}
      <FormError>{actionError}</FormError>
      <p className="slack-connection__status" role="status">
        {announcement}
      </p>
    </section>
  );
}
