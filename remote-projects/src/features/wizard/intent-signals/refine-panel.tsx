// "Refine" for one intent signal: an optional instruction ("focus on agencies"), the server's
// improved version with the changes it made in sentences, and Accept or Discard.
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, useRefineIntentSignal, type ProposedIntentSignal } from '@signalboard/shared/api';
import { Button, FormError, TextField } from '@signalboard/shared/ui';
import { LiveStatus } from '../../../components/live-status';

const MAX_INSTRUCTION = 500;

export interface RefinePanelProps {
  projectId: string;
  signal: ProposedIntentSignal;
  /** Called with the improved signal when the user accepts it. */
  onAccept: (signal: ProposedIntentSignal) => void;
  onClose: () => void;
}

export function RefinePanel({ projectId, signal, onAccept, onClose }: RefinePanelProps) {
  const refine = useRefineIntentSignal(projectId);
  const [instruction, setInstruction] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const result = refine.data;
  const tooLong = instruction.trim().length > MAX_INSTRUCTION;

  // The suggestion replaces the form: take the user to it.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const run = () => {
    if (tooLong) return;
    const text = instruction.trim();
    refine.mutate({ intent_signal: signal, ...(text ? { instruction: text } : {}) });
  };

  if (result) {
    const refined = result.intent_signal;
    return (
      <section className="refine-panel sb-stack sb-stack--sm" aria-labelledby={headingId}>
        <h4 id={headingId} ref={resultHeading} tabIndex={-1} className="wizard-subheading">
          Suggested changes
        </h4>
        {result.changes.length > 0 ? (
          <ul className="refine-panel__changes">
            {result.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : (
          <p>No changes suggested: the signal looks good as it is.</p>
        )}
        {result.notice ? <p className="wizard-notice">{result.notice}</p> : null}
        <dl className="refine-panel__preview sb-text-sm">
          <dt>Name</dt>
          <dd>{refined.name}</dd>
          <dt>Description</dt>
          <dd>{refined.description || '—'}</dd>
          <dt>Keywords</dt>
          <dd>{refined.keywords.join(', ') || '—'}</dd>
          <dt>Negative keywords</dt>
          <dd>{refined.negative_keywords.join(', ') || '—'}</dd>
        </dl>
        <div className="sb-cluster">
          <Button size="sm" onClick={() => onAccept(refined)}>
            Accept changes
          </Button>
          <Button size="sm" variant="secondary" onClick={onClose}>
            Discard
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="refine-panel sb-stack sb-stack--sm">
      <TextField
        label="How should it change? (optional)"
        placeholder="e.g. focus on marketing agencies"
        value={instruction}
        onChange={(event) => setInstruction(event.target.value)}
        onKeyDown={(event) => {
          // Enter refines; it must not submit the wizard's form.
          if (event.key === 'Enter') {
            event.preventDefault();
            run();
          }
        }}
        error={tooLong ? `The instruction must be at most ${MAX_INSTRUCTION} characters.` : undefined}
        hint="Leave it empty for general improvements."
        autoFocus
      />
      <FormError>
        {refine.isError ? errorMessage(refine.error, 'We could not refine this signal.') : null}
      </FormError>
      <LiveStatus>{refine.isPending ? 'Refining the intent signal…' : ''}</LiveStatus>
      <div className="sb-cluster">
        <Button size="sm" loading={refine.isPending} loadingLabel="Refining" disabled={tooLong} onClick={run}>
          Suggest changes
        </Button>
        <Button size="sm" variant="ghost" disabled={refine.isPending} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
