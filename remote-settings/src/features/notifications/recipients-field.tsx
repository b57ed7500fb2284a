// Who receives the e-mails: a list with a Remove button each, and a field to add one more (Enter
// adds it instead of submitting the form). Each address is checked as it is added.
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, IconClose, IconPlus } from '@signalboard/shared/ui';
import { MAX_RECIPIENTS, recipientError } from './notification-draft';

export interface RecipientsFieldProps {
  recipients: string[];
  pending: string;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onPending: (value: string) => void;
  onChange: (recipients: string[]) => void;
  onError: (message: string | null) => void;
}

export function RecipientsField({
  recipients,
  pending,
  error,
  inputRef,
  onPending,
  onChange,
  onError,
}: RecipientsFieldProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');

  const add = () => {
    const problem = recipientError(pending, recipients);
    if (problem) {
      onError(problem);
      return;
    }
    const address = pending.trim();
    onChange([...recipients, address]);
    onPending('');
    onError(null);
    setAnnouncement(`${address} added.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="sb-field">
      <label className="sb-field__label" htmlFor={id}>
        Recipients
      </label>
      {recipients.length > 0 ? (
        <ul className="settings-chips sb-plain-list" role="list" aria-label="Recipients">
          {recipients.map((address) => (
            <li key={address} className="settings-chip">
              <span>{address}</span>
              <button
                type="button"
                className="sb-icon-button settings-chip__remove"
                aria-label={`Remove ${address}`}
                onClick={() => {
                  onChange(recipients.filter((r) => r !== address));
                  setAnnouncement(`${address} removed.`);
                }}
              >
                <IconClose size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sb-text-sm sb-muted">No recipients yet.</p>
      )}
      <div className="settings-inline-add">
        <input
          ref={inputRef}
          id={id}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          className="sb-input"
          value={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => {
            onPending(event.target.value);
            if (error) onError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" icon={<IconPlus size={16} />} onClick={add}>
          Add
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="sb-field__error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="sb-field__hint">
        Up to {MAX_RECIPIENTS} addresses; they need no Signalboard account.
      </p>
      <p role="status" className="sb-visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
