// One intent signal, edited in place: name, description, keywords and negative keywords, with Remove
// and Refine (server suggestions the user accepts or discards).
import { useEffect, useRef, useState, type Ref } from 'react';
import { Button, ChipInput, TextAreaField, TextField } from '@signalboard/shared/ui';
import {
  LIMITS,
  signalLabel,
  toProposed,
  type SignalDraft,
  type SignalErrors,
  type SignalField,
  withCommon,
  withoutCommon,
} from './signal-drafts';
import { RefinePanel } from '@signalboard/shared/features';

export interface IntentSignalEditorProps {
  projectId: string;
  draft: SignalDraft;
  index: number;
  /** The problems to show now (the step decides which are due). */
  errors: SignalErrors;
  onChange: (changes: Partial<SignalDraft>) => void;
  onTouch: (field: SignalField) => void;
  onRemove: () => void;
  nameRef?: Ref<HTMLInputElement>;
  /** The negative keywords of every signal, edited once by the step (this signal's own are extra). */
  commonNegatives: readonly string[];
}

export function IntentSignalEditor({
  projectId,
  draft,
  index,
  errors,
  onChange,
  onTouch,
  onRemove,
  nameRef,
  commonNegatives,
}: IntentSignalEditorProps) {
  const [refining, setRefining] = useState(false);
  const refineButton = useRef<HTMLButtonElement>(null);
  const label = signalLabel(draft, index);

  const returnFocus = useRef(false);

  // The panel disappears on Accept, Discard or Cancel: give focus back to the button that opened it.
  useEffect(() => {
    if (!refining && returnFocus.current) {
      returnFocus.current = false;
      refineButton.current?.focus();
    }
  }, [refining]);

  const closeRefine = () => {
    returnFocus.current = true;
    setRefining(false);
  };

  return (
    <fieldset className="sb-card sb-card--padded sb-stack intent-signal">
      <legend className="intent-signal__legend">Intent signal {index + 1}</legend>
      <TextField
        ref={nameRef}
        label="Name"
        required
        value={draft.name}
        maxLength={LIMITS.name + 20}
        onChange={(event) => onChange({ name: event.target.value })}
        onBlur={() => onTouch('name')}
        error={errors.name}
      />
      <TextAreaField
        label="Description"
        rows={2}
        value={draft.description}
        onChange={(event) => onChange({ description: event.target.value })}
        onBlur={() => onTouch('description')}
        error={errors.description}
        hint="What kind of post this is, in a sentence."
      />
      <ChipInput
        label="Keywords"
        itemName="keyword"
        required
        values={draft.keywords}
        onChange={(keywords) => onChange({ keywords })}
        onBlur={() => onTouch('keywords')}
        error={errors.keywords}
        maxItems={LIMITS.keywords}
        maxLength={LIMITS.keywordLength}
        hint="Words and phrases such posts use."
      />
      <ChipInput
        label="More words that rule a post out, for this signal only"
        itemName="negative keyword"
        values={draft.negative_keywords}
        onChange={(negative_keywords) => onChange({ negative_keywords })}
        maxItems={Math.max(0, LIMITS.keywords - commonNegatives.length)}
        maxLength={LIMITS.keywordLength}
        hint="Besides the words for every signal above."
        validateItem={(item) =>
          commonNegatives.some((term) => term.toLocaleLowerCase() === item.toLocaleLowerCase())
            ? `“${item}” already rules a post out for every signal.`
            : null
        }
      />
      {refining ? (
        <RefinePanel
          headingLevel={4}
          projectId={projectId}
          signal={toProposed(withCommon([draft], commonNegatives)[0] ?? draft)}
          onAccept={(refined) => {
            onChange({ ...withoutCommon([{ ...draft, ...refined }], commonNegatives)[0] });
            closeRefine();
          }}
          onClose={closeRefine}
        />
      ) : null}
      <div className="sb-cluster">
        {refining ? null : (
          <Button
            ref={refineButton}
            size="sm"
            variant="secondary"
            onClick={() => setRefining(true)}
            aria-label={`Refine ${label}`}
          >
            Refine
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
