// "Notification choices": how you are told of a lead given to you and of a mention, besides the bell. Each
// person chooses for themselves. A Slack DM goes through the lead's project's Slack workspace, found by
// your e-mail; when that is not possible it goes by e-mail, and this dialog says why.
import {
  errorMessage,
  useNotificationChoice,
  useSaveNotificationChoice,
  type PersonNotificationChannel,
  type PersonNotificationChoice,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Dialog, Form, FormActions, FormError } from '@signalboard/shared/ui';
import { useState } from 'react';

export const CHOICE_SAVED = 'Your notification choice was saved.';

const channels: { value: PersonNotificationChannel; label: string }[] = [
  { value: 'app', label: 'In the app only' },
  { value: 'email', label: 'In the app and by e-mail' },
  { value: 'slack', label: 'In the app and by Slack direct message' },
];

type Kind = 'assigned' | 'mentioned';
const legends: Record<Kind, string> = {
  assigned: 'When someone assigns you a lead',
  mentioned: 'When someone mentions you in a note',
};

function ChannelGroup({
  kind,
  value,
  onChange,
}: {
  kind: Kind;
  value: PersonNotificationChannel;
  onChange: (value: PersonNotificationChannel) => void;
}) {
  return (
    <fieldset className="sb-choice">
      <legend className="sb-choice__legend">{legends[kind]}</legend>
      {channels.map((channel) => (
        <label key={channel.value} className="sb-choice__option">
          <input
            type="radio"
            name={`notify-${kind}`}
            value={channel.value}
            checked={value === channel.value}
            onChange={() => onChange(channel.value)}
          />{' '}
          {channel.label}
        </label>
      ))}
    </fieldset>
  );
}

const badges: { value: PersonNotificationChoice['badge']; label: string }[] = [
  { value: 'all', label: 'Every unread lead of the project' },
  { value: 'mine', label: 'Only the unread leads assigned to me' },
];

/** What the Leads badge in the navigation counts. */
function BadgeGroup({
  value,
  onChange,
}: {
  value: PersonNotificationChoice['badge'];
  onChange: (value: PersonNotificationChoice['badge']) => void;
}) {
  return (
    <fieldset className="sb-choice">
      <legend className="sb-choice__legend">The Leads badge counts</legend>
      {badges.map((badge) => (
        <label key={badge.value} className="sb-choice__option">
          <input
            type="radio"
            name="leads-badge"
            value={badge.value}
            checked={value === badge.value}
            onChange={() => onChange(badge.value)}
          />{' '}
          {badge.label}
        </label>
      ))}
    </fieldset>
  );
}

export function NotificationChoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const choice = useNotificationChoice(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Notification choices"
      description="The bell always shows them. Choose what else tells you; only you see this choice."
    >
      {choice.data ? (
        <ChoiceForm saved={choice.data} onDone={onClose} />
      ) : choice.isError ? (
        <p role="alert">{errorMessage(choice.error, 'Could not load your notification choice.')}</p>
      ) : (
        <p>Loading…</p>
      )}
    </Dialog>
  );
}

/** Mounted once the saved choice is known, so every opening starts from it. */
function ChoiceForm({ saved, onDone }: { saved: PersonNotificationChoice; onDone: () => void }) {
  const [assigned, setAssigned] = useState(saved.assigned);
  const [mentioned, setMentioned] = useState(saved.mentioned);
  const [badge, setBadge] = useState(saved.badge);
  const save = useSaveNotificationChoice();
  const slackChosen = assigned === 'slack' || mentioned === 'slack';
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { assigned, mentioned, badge },
          {
            onSuccess: () => {
              notify.success(CHOICE_SAVED);
              onDone();
            },
          },
        );
      }}
    >
      <ChannelGroup kind="assigned" value={assigned} onChange={setAssigned} />
      <ChannelGroup kind="mentioned" value={mentioned} onChange={setMentioned} />
      {slackChosen ? (
        <p className="sb-choice__hint">
          A Slack message comes from the Slack workspace connected to the lead&apos;s project, to the Slack
          account with your e-mail address. When there is none, you get an e-mail instead.
        </p>
      ) : null}
      {saved.slack_fallback ? (
        <p className="sb-choice__fallback" role="status">
          Your last Slack message was sent by e-mail instead: {saved.slack_fallback}
        </p>
      ) : null}
      <BadgeGroup value={badge} onChange={setBadge} />
      <FormError>{save.isError ? errorMessage(save.error, 'Could not save your choice.') : null}</FormError>
      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </FormActions>
    </Form>
  );
}
