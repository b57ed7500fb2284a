// The Assignment settings, saved whole with their own button (the notification settings above keep
// theirs): the rule that hands new leads out in turn, and the alert for a good lead nobody took, which
// goes through the channels chosen above. A refusal from the API lands at the field it names.
import { useState, type FormEvent } from 'react';
import { errorMessage, useUpdateAssignmentRule, type AssignmentRule } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Card, Form } from '@signalboard/shared/ui';
import { serverFieldError } from '../../../lib/server-field-error';
import { ToggleSwitch } from '../../../lib/toggle-switch';
import { useCheckedDraft } from '../../../lib/use-checked-draft';
import { SCORE_MAX, SCORE_MIN } from '../notification-draft';
import { SaveBar } from '../../../lib/save-bar';
import {
  ASSIGNMENT_FIELDS,
  assignmentFieldOf,
  draftOfRule,
  HOURS_MAX,
  HOURS_MIN,
  ruleOfDraft,
  validateAssignment,
} from './assignment-draft';
import { NumberField } from './number-field';
import { PeopleField } from './people-field';
import { RuleSignalsField } from './rule-signals-field';

export function AssignmentForm({ projectId, rule }: { projectId: string; rule: AssignmentRule }) {
  const save = useUpdateAssignmentRule(projectId);
  const { draft, errors, dirty, register, change, check, saved, refuse, reset } = useCheckedDraft(
    () => draftOfRule(rule),
    validateAssignment,
    ASSIGNMENT_FIELDS,
  );
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!check()) return;
    try {
      const fresh = draftOfRule(await save.mutateAsync(ruleOfDraft(draft)));
      saved(fresh);
      notify.success('Assignment settings saved');
    } catch (error) {
      const field = serverFieldError(error);
      const name = field ? assignmentFieldOf(field.field) : null;
      if (field && name) {
        refuse(name, field.message);
      } else {
        setFormError(errorMessage(error, 'Could not save the assignment settings'));
      }
    }
  };

  const score = (text: string, what: string) =>
    /^\d+$/.test(text.trim())
      ? `${what} ${text.trim()} or more (scores go up to ${SCORE_MAX}).`
      : `Scores go from ${SCORE_MIN} to ${SCORE_MAX}.`;

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Assignment settings">
      <Card
        title="Assignment"
        description="Who works the new leads, and a nudge when a good one has no owner."
      >
        <div className="sb-stack sb-stack--lg">
          <ToggleSwitch
            checked={draft.enabled}
            onChange={(enabled) => change({ enabled })}
            label="Hand out new leads in turn"
            description="Each new lead that fits goes to the next person below; its history says the rule gave it."
          />
          <fieldset className="settings-plain-fieldset sb-stack sb-stack--lg" disabled={!draft.enabled}>
            <legend className="sb-visually-hidden">Assignment rule</legend>
            <PeopleField
              projectId={projectId}
              inputRef={register('member_ids')}
              selected={draft.member_ids}
              error={errors.member_ids}
              onChange={(member_ids) => change({ member_ids })}
            />
            <NumberField
              label="Hand out leads scoring at least"
              inputRef={register('min_score')}
              value={draft.min_score}
              min={SCORE_MIN}
              max={SCORE_MAX}
              error={errors.min_score}
              hint={score(draft.min_score, 'Leads scoring')}
              onChange={(min_score) => change({ min_score })}
            />
            <RuleSignalsField
              projectId={projectId}
              selected={draft.signal_ids}
              onChange={(signal_ids) => change({ signal_ids })}
            />
          </fieldset>
          <ToggleSwitch
            checked={draft.alert}
            onChange={(alert) => change({ alert })}
            label="Alert when a good lead has no owner"
            description="Once per lead, to the Slack channel and e-mail recipients chosen above."
          />
          <fieldset className="settings-plain-fieldset sb-stack sb-stack--lg" disabled={!draft.alert}>
            <legend className="sb-visually-hidden">Unowned-lead alert</legend>
            <NumberField
              label="Hours without an owner"
              inputRef={register('unowned_alert_hours')}
              value={draft.unowned_alert_hours}
              min={HOURS_MIN}
              max={HOURS_MAX}
              error={errors.unowned_alert_hours}
              hint={`From ${HOURS_MIN} to ${HOURS_MAX} (a week) after the lead was found.`}
              onChange={(unowned_alert_hours) => change({ unowned_alert_hours })}
            />
            <NumberField
              label="Good means marked Good, or scoring at least"
              inputRef={register('unowned_alert_min_score')}
              value={draft.unowned_alert_min_score}
              min={SCORE_MIN}
              max={SCORE_MAX}
              error={errors.unowned_alert_min_score}
              hint={score(draft.unowned_alert_min_score, 'Leads marked Good, and leads scoring')}
              onChange={(unowned_alert_min_score) => change({ unowned_alert_min_score })}
            />
          </fieldset>
        </div>
        {formError ? (
          <p role="alert" className="sb-form-error">
            {formError}
          </p>
        ) : null}
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          onReset={() => {
            reset();
            setFormError(null);
          }}
          saveLabel="Save assignment"
          resetLabel="Undo assignment changes"
          dirtyStatus="The assignment settings have unsaved changes."
          savedStatus=""
        />
      </Card>
    </Form>
  );
}
