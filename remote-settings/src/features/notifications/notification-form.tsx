// The notification settings as one form, saved whole with PUT. Problems are named under their
// field; a refusal from the API lands at the field it names. The Slack workspace itself is connected
// under the Slack switch (slack-connection-card.tsx), with its own calls: it is not part of the save.
import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  useIntentSignals,
  useUpdateNotificationSettings,
  type NotificationSettings,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Card, Form, FormError } from '@signalboard/shared/ui';
import { SaveBar } from '../../lib/save-bar';
import { serverFieldError } from '../../lib/server-field-error';
import { ToggleSwitch } from '../../lib/toggle-switch';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes-prompt';
import { useFieldRefs } from '../../lib/use-field-refs';
import { FrequencyField } from './frequency-field';
import { MinScoreField } from './min-score-field';
import {
  draftOf,
  notificationFieldOf,
  recipientError,
  settingsOf,
  validateNotifications,
  type NotificationDraft,
  type NotificationErrors,
  type NotificationField,
} from './notification-draft';
import { RecipientsField } from './recipients-field';
import { SignalsField } from './signals-field';
import { TimezoneField } from './timezone-field';
import { SlackConnectionCard } from './slack-connection-card';

const FIELDS: readonly NotificationField[] = ['email_recipients', 'min_score', 'intent_signal_ids'];

/** The save bar's status until these settings are saved once. */
export const NOT_SAVED_YET =
  'Suggested settings, not saved yet: no e-mail about leads is sent until you save them.';

export function NotificationForm({
  projectId,
  settings,
}: {
  projectId: string;
  settings: NotificationSettings;
}) {
  const save = useUpdateNotificationSettings(projectId);
  const signals = useIntentSignals(projectId);
  const [baseline, setBaseline] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState<NotificationDraft>(baseline);
  const [pendingRecipient, setPendingRecipient] = useState('');
  const [errors, setErrors] = useState<NotificationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { register, focus } = useFieldRefs<NotificationField>();

  // The scope counts on its own: choosing "only these" before ticking any is a change to finish.
  const comparable = (d: NotificationDraft) => JSON.stringify({ ...settingsOf(d), scope: d.scope });
  const dirty = comparable(draft) !== comparable(baseline) || pendingRecipient.trim() !== '';

  const change = (changes: Partial<NotificationDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    // Messages already showing follow the change, so they clear once fixed.
    const now = validateNotifications(next);
    setErrors((current) => {
      const kept: NotificationErrors = {};
      for (const name of FIELDS) if (current[name]) kept[name] = now[name];
      return kept;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    let next = draft;
    // An address typed but not added yet is surely meant to be added.
    if (pendingRecipient.trim() !== '') {
      const problem = recipientError(pendingRecipient, draft.email_recipients);
      if (problem) {
        setErrors({ email_recipients: problem });
        focus('email_recipients');
        return;
      }
      next = { ...next, email_recipients: [...next.email_recipients, pendingRecipient.trim()] };
      setPendingRecipient('');
    }
    if (signals.data) {
      // Signals deleted since they were chosen are left out (the list shows how many).
      const known = new Set(signals.data.map((signal) => signal.id));
      next = { ...next, intent_signal_ids: next.intent_signal_ids.filter((id) => known.has(id)) };
    }
    setDraft(next);
    const found = validateNotifications(next);
    setErrors(found);
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) {
      focus(invalid);
      return;
    }
    try {
      const saved = await save.mutateAsync(settingsOf(next));
      const fresh = draftOf(saved);
      setBaseline(fresh);
      setDraft(fresh);
      notify.success('Notification settings saved');
    } catch (error) {
      const field = serverFieldError(error);
      const name = field ? notificationFieldOf(field.field) : null;
      if (field && name) {
        setErrors({ [name]: field.message });
        focus(name);
      } else {
        setFormError(errorMessage(error, 'Could not save the notification settings'));
      }
    }
  };

  const reset = () => {
    setDraft(baseline);
    setPendingRecipient('');
    setErrors({});
    setFormError(null);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Notification settings">
      <Card title="Channels" description="Where alerts about new leads go.">
        <div className="sb-stack">
          <ToggleSwitch
            checked={draft.email_enabled}
            onChange={(email_enabled) => change({ email_enabled })}
            label="E-mail alerts"
            description="Send new leads to the recipients below."
          />
          <ToggleSwitch
            checked={draft.slack_enabled}
            onChange={(slack_enabled) => change({ slack_enabled })}
            label="Slack alerts"
            description="Post new leads to a Slack channel."
          />
          <SlackConnectionCard projectId={projectId} slackEnabled={draft.slack_enabled} />
        </div>
      </Card>
      <Card
        title="E-mail"
        description={draft.email_enabled ? undefined : 'Turn on e-mail alerts to change these.'}
      >
        <fieldset className="settings-plain-fieldset sb-stack" disabled={!draft.email_enabled}>
          <legend className="sb-visually-hidden">E-mail alerts</legend>
          <FrequencyField
            value={draft.email_frequency}
            onChange={(email_frequency) => change({ email_frequency })}
          />
          <RecipientsField
            inputRef={register('email_recipients')}
            recipients={draft.email_recipients}
            pending={pendingRecipient}
            error={errors.email_recipients}
            onPending={setPendingRecipient}
            onChange={(email_recipients) => change({ email_recipients })}
            onError={(message) =>
              setErrors((current) => ({ ...current, email_recipients: message ?? undefined }))
            }
          />
          <TimezoneField
            value={draft.timezone}
            frequency={draft.email_frequency}
            onChange={(timezone) => change({ timezone })}
          />
        </fieldset>
      </Card>
      <Card title="Which leads send an alert">
        <div className="sb-stack sb-stack--lg">
          <MinScoreField
            inputRef={register('min_score')}
            value={draft.min_score}
            error={errors.min_score}
            onChange={(min_score) => change({ min_score })}
          />
          <SignalsField
            projectId={projectId}
            inputRef={register('intent_signal_ids')}
            scope={draft.scope}
            selected={draft.intent_signal_ids}
            error={errors.intent_signal_ids}
            onChange={(changes) => change(changes)}
          />
        </div>
      </Card>
      <FormError>{formError}</FormError>
      <UnsavedChangesPrompt dirty={dirty} what="the notification settings" />
      {/* Never saved: the form shows suggestions, and saving them as they are starts the e-mail. The
          save bar's one status line says so (not "All changes saved."). A save puts the stored
          settings (saved: true) in the query this form is given. */}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        onReset={reset}
        unsavedSuggestions={settings.saved ? undefined : NOT_SAVED_YET}
      />
    </Form>
  );
}
