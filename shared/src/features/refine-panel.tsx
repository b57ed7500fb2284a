// "Refine" for one intent signal, in the wizard and in the lead list's signal editor: an optional
// instruction ("focus on agencies"), then the server's improved version with the changes it made in
// sentences, and Accept or Discard.
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, useRefineIntentSignal, type ProposedIntentSignal } from '@signalboard/shared/api';
import { Button, FormError, TextField } from '@signalboard/shared/ui';

const MAX_INSTRUCTION = 500;

export interface RefinePanelProps {
  projectId: string;
  /** The signal as the form holds it now: what the server improves. */
  signal: ProposedIntentSignal;
  /** Called with the improved signal when the user accepts it. */
  onAccept: (signal: ProposedIntentSignal) => void;
  onClose: () => void;
  /** The suggestion's heading level, under the heading the panel sits in. */
  headingLevel?: 3 | 4;
}

export function RefinePanel({ projectId, signal, onAccept, onClose, headingLevel = 3 }: RefinePanelProps) {
  const refine = useRefineIntentSignal(projectId);
  const [instruction, setInstruction] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const result = refine.data;
  const tooLong = instruction.trim().length > MAX_INSTRUCTION;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';

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
      <section className="sb-refine sb-stack sb-stack--sm" aria-labelledby={headingId}>
        <Heading id={headingId} ref={resultHeading} tabIndex={-1} className="sb-refine__title">
          Suggested changes
        </Heading>
        {result.changes.length > 0 ? (
          <ul className="sb-refine__changes">
            {result.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : (
          <p>No changes suggested: the signal looks good as it is.</p>
        )}
        {result.notice ? <p className="sb-refine__notice">{result.notice}</p> : null}
        <dl className="sb-refine__preview sb-text-sm">
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
    <div className="sb-refine sb-stack sb-stack--sm">
      <TextField
        label="How should it change? (optional)"
        placeholder="e.g. focus on marketing agencies"
        value={instruction}
        onChange={(event) => setInstruction(event.target.value)}
        onKeyDown={(event) => {
          // Enter refines; it must not submit the form the panel sits in.
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
      <p role="status" aria-live="polite" className="sb-visually-hidden">
        {refine.isPending ? 'Refining the intent signal…' : ''}
      </p>
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
