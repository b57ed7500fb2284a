// Stricter / Looser: the project's lead threshold on a slider with two stepper buttons, a live preview
// of how many of the last 30 days' leads it keeps and what it would have done to the leads the team
// judged, and Save (the project's PATCH, lead_threshold).
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, useSaveLeadThreshold, type LeadQuality } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Button, Form, FormError } from '@signalboard/shared/ui';
import { SaveBar } from '../../lib/save-bar';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes-prompt';
import {
  clampThreshold,
  previewJudged,
  previewThreshold,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
} from './threshold-preview';

export function ThresholdForm({ projectId, quality }: { projectId: string; quality: LeadQuality }) {
  const id = useId();
  const saved = quality.lead_threshold;
  const [threshold, setThreshold] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveLeadThreshold(projectId);
  const { recent } = quality;
  const preview = previewThreshold(recent.score_histogram, recent.total, recent.days, threshold, saved);
  const judged = previewJudged(quality.judged, threshold, saved);
  const dirty = threshold !== saved;
  const move = (by: number) => setThreshold((value) => clampThreshold(value + by));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const project = await save.mutateAsync(threshold);
      notify.success('Lead threshold saved', {
        description: `New posts need a score of ${project.lead_threshold} to become leads.`,
      });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the threshold'));
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <div className="sb-field">
        <label className="sb-field__label" htmlFor={`${id}-range`}>
          Lead threshold
        </label>
        <div className="quality-threshold">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => move(-THRESHOLD_STEP)}
            disabled={threshold <= THRESHOLD_MIN}
          >
            Looser
          </Button>
          <input
            id={`${id}-range`}
            type="range"
            min={THRESHOLD_MIN}
            max={THRESHOLD_MAX}
            step={1}
            className="settings-score__range quality-threshold__range"
            value={threshold}
            aria-describedby={`${id}-meaning ${id}-preview`}
            onChange={(event) => setThreshold(clampThreshold(Number(event.target.value)))}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => move(THRESHOLD_STEP)}
            disabled={threshold >= THRESHOLD_MAX}
          >
            Stricter
          </Button>
          <output htmlFor={`${id}-range`} className="quality-threshold__value" aria-hidden="true">
            {threshold}
          </output>
        </div>
        <p id={`${id}-meaning`} className="sb-field__hint">
          A post becomes a lead when it scores at least this against one of your intent signals (0 to 100).
          Saved: {saved}.
        </p>
      </div>
      <div className="quality-preview" role="status" id={`${id}-preview`}>
        <p className="quality-preview__sentence">{preview.sentence}</p>
        {preview.effect ? <p className="sb-text-sm quality-muted">{preview.effect}</p> : null}
        {judged ? (
          <p className="quality-preview__judged">
            {judged.sentence}
            {judged.effect ? ` ${judged.effect}` : null}
          </p>
        ) : null}
      </div>
      <FormError>{error}</FormError>
      <UnsavedChangesPrompt dirty={dirty} what="the lead threshold" />
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        saveLabel="Save threshold"
        onReset={() => {
          setError(null);
          setThreshold(saved);
        }}
      />
    </Form>
  );
}
