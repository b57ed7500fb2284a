// Send leads automatically: the push rule's switch and when it sends a lead (marked Good lead, reaching
// one of the project's statuses, a new lead from a score, then only on the signals ticked). Each lead goes
// once; the rule applies from when it is saved.
import {
  CRM_LABELS,
  type CrmConnection,
  type IntentSignal,
  type StatusConfig,
} from '@signalboard/shared/api';
import { ToggleSwitch } from '../../lib/toggle-switch';
import { ChoiceList } from './choice-list';
import type { CrmSettingsDraft, CrmSettingsErrors, CrmSettingsField } from './crm-settings-draft';

export interface PushRuleFieldsProps {
  connection: CrmConnection;
  draft: CrmSettingsDraft;
  errors: CrmSettingsErrors;
  register: (field: CrmSettingsField) => (element: HTMLElement | null) => void;
  onChange: (changes: Partial<CrmSettingsDraft>) => void;
  statuses: StatusConfig[] | undefined;
  signals: IntentSignal[] | undefined;
}

export function PushRuleFields({
  connection,
  draft,
  errors,
  register,
  onChange,
  statuses,
  signals,
}: PushRuleFieldsProps) {
  const name = CRM_LABELS[connection.provider];
  return (
    <section className="sb-stack" aria-labelledby={`${connection.provider}-rule`}>
      <h3 id={`${connection.provider}-rule`} className="crm-card__heading">
        Send leads automatically
      </h3>
      <ToggleSwitch
        checked={draft.enabled}
        onChange={(enabled) => onChange({ enabled })}
        label={`Push rule for ${name}`}
        description="From when it is saved: leads found or changed before are not sent by it. Each lead goes once."
      />
      <fieldset className="settings-plain-fieldset sb-stack" disabled={!draft.enabled}>
        <legend className="sb-visually-hidden">When the rule sends a lead</legend>
        {errors.triggers ? (
          <p className="sb-field__error" id={`${connection.provider}-triggers-error`}>
            {errors.triggers}
          </p>
        ) : null}
        <label className="settings-check">
          <input
            ref={register('triggers')}
            type="checkbox"
            checked={draft.on_good}
            aria-describedby={errors.triggers ? `${connection.provider}-triggers-error` : undefined}
            onChange={(event) => onChange({ on_good: event.target.checked })}
          />
          <span>When a lead is marked Good lead</span>
        </label>
        <ChoiceList
          legend="When a lead reaches one of these statuses"
          items={statuses}
          loadingLabel="Loading the lead statuses"
          emptyText="This project has no lead statuses."
          selected={draft.status_ids}
          error={errors.status_ids}
          firstRef={register('status_ids')}
          onChange={(status_ids) => onChange({ status_ids })}
        />
        <div className="crm-score">
          <label className="settings-check">
            <input
              type="checkbox"
              checked={draft.by_score}
              onChange={(event) => onChange({ by_score: event.target.checked })}
            />
            <span>When a new lead scores at least</span>
          </label>
          <div className={errors.min_score ? 'sb-field sb-field--invalid' : 'sb-field'}>
            <label className="sb-visually-hidden" htmlFor={`${connection.provider}-min-score`}>
              Lowest score a new lead is sent at
            </label>
            <input
              ref={register('min_score')}
              id={`${connection.provider}-min-score`}
              type="number"
              min={0}
              max={100}
              step={1}
              inputMode="numeric"
              className="sb-input crm-score__number"
              value={draft.min_score}
              disabled={!draft.by_score}
              aria-invalid={errors.min_score ? true : undefined}
              aria-describedby={errors.min_score ? `${connection.provider}-min-score-error` : undefined}
              onChange={(event) => onChange({ min_score: event.target.value })}
            />
          </div>
        </div>
        {errors.min_score ? (
          <p className="sb-field__error" id={`${connection.provider}-min-score-error`}>
            {errors.min_score}
          </p>
        ) : null}
        <fieldset className="settings-plain-fieldset crm-score__signals" disabled={!draft.by_score}>
          <ChoiceList
            legend="Only when it matches one of these signals"
            hint="None ticked: a lead matching any signal counts."
            items={signals}
            loadingLabel="Loading the intent signals"
            emptyText="This project has no intent signals yet."
            selected={draft.signal_ids}
            error={errors.signal_ids}
            firstRef={register('signal_ids')}
            onChange={(signal_ids) => onChange({ signal_ids })}
          />
        </fieldset>
      </fieldset>
    </section>
  );
}
