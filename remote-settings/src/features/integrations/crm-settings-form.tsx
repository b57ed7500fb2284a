// A connected CRM's settings, saved whole with their own Save: what goes where (the CRM properties that
// get the profile URL, the platform and the score) and the push rule. Until a member saves the mapping
// the form says it is a suggestion, and Save confirms it as it is. A 422 lands at the field it names.
import { useEffect, useState, type FormEvent } from 'react';
import {
  CRM_LABELS,
  errorMessage,
  useIntentSignals,
  useStatusConfigs,
  useUpdateCrmSettings,
  type CrmConnection,
  type CrmSettings,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Form, FormError } from '@signalboard/shared/ui';
import { SaveBar } from '../../lib/save-bar';
import { serverFieldError } from '../../lib/server-field-error';
import { useFieldRefs } from '../../lib/use-field-refs';
import {
  CRM_SETTINGS_FIELDS,
  crmSettingsFieldOf,
  draftOfSettings,
  settingsOfDraft,
  validateCrmSettings,
  type CrmSettingsDraft,
  type CrmSettingsErrors,
  type CrmSettingsField,
} from './crm-settings-draft';
import { MappingFields } from './mapping-fields';
import { PushRuleFields } from './push-rule-fields';

export interface CrmSettingsFormProps {
  projectId: string;
  connection: CrmConnection;
  settings: CrmSettings;
  onDirtyChange: (dirty: boolean) => void;
}

export function CrmSettingsForm({ projectId, connection, settings, onDirtyChange }: CrmSettingsFormProps) {
  const name = CRM_LABELS[connection.provider];
  const save = useUpdateCrmSettings(projectId, connection.provider);
  const statuses = useStatusConfigs(projectId);
  const signals = useIntentSignals(projectId);
  const [baseline, setBaseline] = useState(() => draftOfSettings(settings));
  const [draft, setDraft] = useState<CrmSettingsDraft>(baseline);
  const [errors, setErrors] = useState<CrmSettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { register, focus } = useFieldRefs<CrmSettingsField>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A form that goes away (the CRM disconnected) holds nothing unsaved any more.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const change = (changes: Partial<CrmSettingsDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    // Messages already showing follow the change, so they clear once fixed.
    const now = validateCrmSettings(next);
    setErrors((current) => {
      const kept: CrmSettingsErrors = {};
      for (const field of CRM_SETTINGS_FIELDS) if (current[field]) kept[field] = now[field];
      return kept;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateCrmSettings(draft);
    setErrors(found);
    const invalid = CRM_SETTINGS_FIELDS.find((field) => found[field]);
    if (invalid) {
      focus(invalid);
      return;
    }
    try {
      const body = settingsOfDraft(draft, settings, {
        statusIds: statuses.data?.map((status) => status.id),
        signalIds: signals.data?.map((signal) => signal.id),
      });
      const fresh = draftOfSettings(await save.mutateAsync(body));
      setBaseline(fresh);
      setDraft(fresh);
      notify.success(`${name} settings saved`);
    } catch (error) {
      const refused = serverFieldError(error);
      const field = refused ? crmSettingsFieldOf(refused.field) : null;
      if (refused && field) {
        setErrors({ [field]: refused.message });
        focus(field);
      } else {
        setFormError(errorMessage(error, `Could not save the ${name} settings`));
      }
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={`${name} settings`} className="crm-settings">
      <MappingFields
        connection={connection}
        authorKeyProperty={settings.author_key_property}
        draft={draft}
        errors={errors}
        register={register}
        onChange={change}
      />
      <PushRuleFields
        connection={connection}
        draft={draft}
        errors={errors}
        register={register}
        onChange={change}
        statuses={statuses.data}
        signals={signals.data}
      />
      <FormError>{formError}</FormError>
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        onReset={() => {
          setDraft(baseline);
          setErrors({});
          setFormError(null);
        }}
        saveLabel={`Save ${name} settings`}
        resetLabel={`Undo ${name} changes`}
        dirtyStatus={`The ${name} settings have unsaved changes.`}
        savedStatus=""
        unsavedSuggestions={
          connection.mapping_confirmed
            ? undefined
            : 'Suggested mapping, not confirmed yet: save it as it is or change it first.'
        }
      />
    </Form>
  );
}
