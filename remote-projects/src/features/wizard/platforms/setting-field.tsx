// One catalogue setting of a selected platform, drawn by its kind: a text or web-address field, a
// number, a secret (never shown back: the saved one is named by its last characters) or a list.
import type { PlatformSetting } from '@signalboard/shared/api';
import { ChipInput, TextField } from '@signalboard/shared/ui';
import { listItemProblem, secretHint, type SettingValue } from './platform-drafts';

export interface SettingFieldProps {
  setting: PlatformSetting;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
  onBlur: () => void;
  error: string | undefined;
  savedSecret: string | undefined;
}

export function SettingField({ setting, value, onChange, onBlur, error, savedSecret }: SettingFieldProps) {
  if (setting.kind === 'list') {
    return (
      <ChipInput
        label={setting.label}
        itemName={setting.item_kind === 'url' ? 'address' : 'entry'}
        values={Array.isArray(value) ? value : []}
        onChange={onChange}
        onBlur={onBlur}
        required={setting.required}
        hint={setting.help}
        error={error}
        maxItems={100}
        maxLength={500}
        validateItem={(item) => listItemProblem(setting, item)}
      />
    );
  }

  const text = typeof value === 'string' ? value : '';
  const secretKept = setting.kind === 'secret' && savedSecret !== undefined;
  const hint = secretKept
    ? `${setting.help} A value ending in “${secretHint(savedSecret)}” is saved; leave this empty to keep it.`
    : setting.help;

  return (
    <TextField
      label={setting.label}
      type={setting.kind === 'secret' ? 'password' : setting.kind === 'url' ? 'url' : 'text'}
      inputMode={setting.kind === 'number' ? 'decimal' : setting.kind === 'url' ? 'url' : undefined}
      autoComplete={setting.kind === 'secret' ? 'new-password' : 'off'}
      spellCheck={false}
      required={setting.required && !secretKept}
      hint={hint}
      error={error}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      maxLength={2048}
    />
  );
}
