// Which intent signals the rule is for: none ticked means any signal. Deleted signals are not listed
// (the API no longer answers them either).
import { useIntentSignals } from '@signalboard/shared/api';
import { Spinner } from '@signalboard/shared/ui';

export interface RuleSignalsFieldProps {
  projectId: string;
  selected: string[];
  onChange: (signalIds: string[]) => void;
}

export function RuleSignalsField({ projectId, selected, onChange }: RuleSignalsFieldProps) {
  const signals = useIntentSignals(projectId);
  const list = signals.data ?? [];
  const toggle = (signalId: string, on: boolean) => {
    const chosen = new Set(selected);
    if (on) chosen.add(signalId);
    else chosen.delete(signalId);
    onChange(list.map((signal) => signal.id).filter((candidate) => chosen.has(candidate)));
  };
  return (
    <fieldset className="settings-choice-group">
      <legend className="sb-field__label">Only leads matching these signals</legend>
      <p className="sb-field__hint">None ticked: a lead matching any signal is handed out.</p>
      {signals.isPending ? <Spinner size="sm" label="Loading the intent signals" /> : null}
      {signals.isSuccess && list.length === 0 ? (
        <p className="sb-text-sm sb-muted">This project has no intent signals yet.</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="sb-plain-list sb-stack sb-stack--sm" role="list">
          {list.map((signal) => (
            <li key={signal.id}>
              <label className="settings-check">
                <input
                  type="checkbox"
                  checked={selected.includes(signal.id)}
                  onChange={(event) => toggle(signal.id, event.target.checked)}
                  // The alert settings above list the same signals: the name says which list this is.
                  aria-label={`Hand out leads on ${signal.name}`}
                />
                <span>{signal.name}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
