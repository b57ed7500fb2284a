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
import { useCheckedDraft } from '../../lib/use-checked-draft';
import {
  CRM_SETTINGS_FIELDS,
  crmSettingsFieldOf,
  draftOfSettings,
  settingsOfDraft,
  validateCrmSettings,
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
  const { draft, errors, dirty, register, change, check, saved, refuse, reset } = useCheckedDraft(
    () => draftOfSettings(settings),
    validateCrmSettings,
    CRM_SETTINGS_FIELDS,
  );
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A form that goes away (the CRM disconnected) holds nothing unsaved any more.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!check()) return;
    try {
      const body = settingsOfDraft(draft, settings, {
        statusIds: statuses.data?.map((status) => status.id),
        signalIds: signals.data?.map((signal) => signal.id),
      });
      const fresh = draftOfSettings(await save.mutateAsync(body));
      saved(fresh);
      notify.success(`${name} settings saved`);
    } catch (error) {
      const refused = serverFieldError(error);
      const field = refused ? crmSettingsFieldOf(refused.field) : null;
      if (refused && field) {
        refuse(field, refused.message);
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
          reset();
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
