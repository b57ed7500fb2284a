// Which intent signals send an alert: all of them (the API's empty list), or the ones ticked.
// Signals that no longer exist are dropped from the choice when the list is known.
import { useId } from 'react';
import { errorMessage, useIntentSignals } from '@signalboard/shared/api';
import { Button, Spinner } from '@signalboard/shared/ui';
import type { NotificationDraft, SignalScope } from './notification-draft';

export interface SignalsFieldProps {
  projectId: string;
  scope: SignalScope;
  selected: string[];
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (changes: Partial<Pick<NotificationDraft, 'scope' | 'intent_signal_ids'>>) => void;
}

export function SignalsField({ projectId, scope, selected, error, inputRef, onChange }: SignalsFieldProps) {
  const id = useId();
  const signals = useIntentSignals(projectId);
  const list = signals.data ?? [];
  const known = new Set(list.map((signal) => signal.id));
  const missing = signals.data ? selected.filter((signalId) => !known.has(signalId)).length : 0;

  const toggle = (signalId: string, on: boolean) => {
    // Ids of deleted signals go as soon as the list is edited.
    const kept = signals.data ? selected.filter((s) => known.has(s)) : selected;
    onChange({ intent_signal_ids: on ? [...kept, signalId] : kept.filter((s) => s !== signalId) });
  };

  return (
    <fieldset className="settings-choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sb-field__label">Intent signals</legend>
      <div className="settings-choice-group__options">
        <label className="settings-choice" htmlFor={`${id}-all`}>
          <input
            id={`${id}-all`}
            type="radio"
            name={`${id}-scope`}
            checked={scope === 'all'}
            onChange={() => onChange({ scope: 'all' })}
            aria-labelledby={`${id}-all-label`}
            aria-describedby={`${id}-all-explanation`}
          />
          <span className="settings-choice__text">
            <span id={`${id}-all-label`} className="settings-choice__label">
              All signals
            </span>
            <span id={`${id}-all-explanation`} className="settings-choice__explanation">
              A lead matching any signal sends an alert.
            </span>
          </span>
        </label>
        <label className="settings-choice" htmlFor={`${id}-some`}>
          <input
            id={`${id}-some`}
            type="radio"
            name={`${id}-scope`}
            checked={scope === 'some'}
            onChange={() => onChange({ scope: 'some' })}
            aria-labelledby={`${id}-some-label`}
            aria-describedby={`${id}-some-explanation`}
          />
          <span className="settings-choice__text">
            <span id={`${id}-some-label`} className="settings-choice__label">
              Only the signals I choose
            </span>
            <span className="settings-choice__explanation">
              Other matches still become leads, without an alert.
            </span>
          </span>
        </label>
      </div>

      {scope === 'some' ? (
        <div className="settings-signal-list">
          {signals.isPending ? <Spinner size="sm" label="Loading the intent signals" /> : null}
          {signals.isError ? (
            <div className="sb-cluster">
              <p className="sb-field__error">
                {errorMessage(signals.error, 'The intent signals could not be loaded.')}
              </p>
              <Button size="sm" variant="secondary" onClick={() => void signals.refetch()}>
                Try again
              </Button>
            </div>
          ) : null}
          {signals.isSuccess && list.length === 0 ? (
            <p className="sb-text-sm sb-muted">
              This project has no intent signals yet. Add them from the project wizard; until then every lead
              counts.
            </p>
          ) : null}
          {list.length > 0 ? (
            <ul className="sb-plain-list sb-stack sb-stack--sm" role="list">
              {list.map((signal, index) => (
                <li key={signal.id}>
                  <label className="settings-check">
                    <input
                      ref={index === 0 ? inputRef : undefined}
                      type="checkbox"
                      checked={selected.includes(signal.id)}
                      onChange={(event) => toggle(signal.id, event.target.checked)}
                      aria-labelledby={`${id}-${signal.id}`}
                      aria-describedby={signal.enabled ? undefined : `${id}-${signal.id}-off`}
                    />
                    <span id={`${id}-${signal.id}`}>{signal.name}</span>
                    {signal.enabled ? null : (
                      <span id={`${id}-${signal.id}-off`} className="sb-muted">
                        (switched off: it matches no new leads)
                      </span>
                    )}
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {missing > 0 ? (
            <p className="sb-text-sm sb-muted">
              {missing === 1
                ? 'One chosen signal no longer exists; it is left out when you save.'
                : `${missing} chosen signals no longer exist; they are left out when you save.`}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="sb-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
