// What goes where: the CRM properties (their API names) that get a lead author's profile URL, platform and
// score; empty leaves one out. The unique property that finds the person again is named, read only.
import { CRM_LABELS, type CrmConnection } from '@signalboard/shared/api';
import { TextField } from '@signalboard/shared/ui';
import type { CrmSettingsDraft, CrmSettingsErrors, CrmSettingsField } from './crm-settings-draft';
import { CRM_WORDS } from './crm-words';

export interface MappingFieldsProps {
  connection: CrmConnection;
  authorKeyProperty: string | undefined;
  draft: CrmSettingsDraft;
  errors: CrmSettingsErrors;
  register: (field: CrmSettingsField) => (element: HTMLElement | null) => void;
  onChange: (changes: Partial<CrmSettingsDraft>) => void;
}

const MAPPING_LABELS = {
  profile_url: 'Property for the profile URL',
  platform: 'Property for the platform',
  score: 'Property for the score',
} as const;

export function MappingFields({
  connection,
  authorKeyProperty,
  draft,
  errors,
  register,
  onChange,
}: MappingFieldsProps) {
  const name = CRM_LABELS[connection.provider];
  const words = CRM_WORDS[connection.provider];
  return (
    <section className="sb-stack" aria-labelledby={`${connection.provider}-mapping`}>
      <h3 id={`${connection.provider}-mapping`} className="crm-card__heading">
        What goes where
      </h3>
      <p className="sb-text-sm sb-muted">
        {name} finds each person again by{' '}
        {authorKeyProperty ? <code>{authorKeyProperty}</code> : 'a property'}, which Signalboard created. Name
        the {name} properties that get these three; leave one empty to leave it out.
      </p>
      <div className="crm-mapping">
        {(['profile_url', 'platform', 'score'] as const).map((field) => (
          <TextField
            key={field}
            ref={register(field)}
            label={MAPPING_LABELS[field]}
            value={draft[field]}
            spellCheck={false}
            autoComplete="off"
            placeholder="Left out"
            error={errors[field]}
            hint={`The API name: ${words.propertyName}.`}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        ))}
      </div>
    </section>
  );
}
