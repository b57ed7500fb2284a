// Adding or editing an endpoint: its https URL, the events it receives and an optional note. The API
// checks the address (https, public network); its refusal is shown under the field it names.
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isApiError, type WebhookEventType } from '@signalboard/shared/api';
import { Button, FormError, TextField } from '@signalboard/shared/ui';
import { WEBHOOK_EVENTS } from './webhook-events';

export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  description: string;
}

export function WebhookForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: WebhookFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: WebhookFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const legendId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});

  const toggle = (type: WebhookEventType, on: boolean) =>
    setValues((current) => ({
      ...current,
      events: on ? [...current.events, type] : current.events.filter((event) => event !== type),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const url = values.url.trim();
    const found: typeof errors = {};
    if (!/^https?:\/\/\S+$/i.test(url)) found.url = 'Enter the https address of your endpoint.';
    if (values.events.length === 0) found.events = 'Choose at least one event.';
    setErrors(found);
    if (found.url || found.events) return;
    try {
      await onSubmit({ ...values, url, description: values.description.trim() });
    } catch (error) {
      const field = isApiError(error) ? error.field : undefined;
      const message = errorMessage(error, 'Could not save the webhook');
      const detail = message.replace(/^(url|events|description): /, '');
      if (field === 'url') setErrors({ url: detail });
      else if (field?.startsWith('events')) setErrors({ events: detail });
      else setErrors({ form: message });
    }
  };

  return (
    <form className="webhooks__form sb-stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/hooks/signalboard"
        required
        value={values.url}
        error={errors.url}
        hint="An https address on the public internet. Signalboard sends each event as a signed POST."
        onChange={(event) => setValues({ ...values, url: event.target.value })}
      />
      <fieldset
        className="settings-choice-group"
        aria-describedby={errors.events ? `${legendId}-error` : undefined}
      >
        <legend id={legendId} className="sb-field__label">
          Events to send
        </legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event.type} className="settings-check">
            <input
              type="checkbox"
              checked={values.events.includes(event.type)}
              onChange={(change) => toggle(event.type, change.target.checked)}
            />
            <span>
              {event.label}
              <span className="sb-text-sm sb-muted webhooks__event-hint">{event.hint}</span>
            </span>
          </label>
        ))}
        {errors.events ? (
          <p id={`${legendId}-error`} className="sb-field__error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Description (optional)"
        maxLength={200}
        value={values.description}
        placeholder="e.g. Sync to our CRM"
        onChange={(event) => setValues({ ...values, description: event.target.value })}
      />
      <FormError>{errors.form ?? null}</FormError>
      <div className="webhooks__actions">
        <Button type="submit" loading={pending} loadingLabel={pendingLabel}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
