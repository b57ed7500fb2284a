// One settings field of a platform, by the catalogue's kind: text, URL, number, a list (chips, as
// everywhere in the suite), or a secret. A stored secret is never shown or sent back in clear: the API's masked
// form is shown, and it can only be replaced.
import type { PlatformSetting } from '@signalboard/shared/api';
import { Button, ChipInput, TextField } from '@signalboard/shared/ui';
import { listEntries } from './source-draft';

export interface SettingInputProps {
  setting: PlatformSetting;
  platformName: string;
  /** Required right now (the field is required and the source is on). */
  required: boolean;
  value: string;
  /** A secret's masked stored value, when one is stored. */
  stored: string | null;
  replacing: boolean;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onValue: (value: string) => void;
  /** What is typed in a list's field but not yet added as a chip. */
  onPending: (text: string) => void;
  onReplacing: (replacing: boolean) => void;
}

export function SettingInput(props: SettingInputProps) {
  const { setting, required, value, error, inputRef, onValue, onPending } = props;
  const common = {
    label: setting.label,
    required,
    error,
    value,
    ref: inputRef,
    autoComplete: 'off',
  };

  switch (setting.kind) {
    case 'list':
      return (
        <ChipInput
          label={setting.label}
          itemName={setting.item_kind === 'url' ? 'address' : 'entry'}
          required={required}
          error={error}
          hint={setting.help}
          values={listEntries(value)}
          onChange={(entries) => onValue(entries.join('\n'))}
          onPendingChange={onPending}
          inputRef={inputRef}
        />
      );
    case 'secret':
      return <SecretInput {...props} />;
    default:
      return (
        <TextField
          {...common}
          type={setting.kind === 'url' ? 'url' : setting.kind === 'number' ? 'number' : 'text'}
          inputMode={setting.kind === 'url' ? 'url' : setting.kind === 'number' ? 'decimal' : undefined}
          hint={setting.help}
          spellCheck={false}
          onChange={(event) => onValue(event.target.value)}
        />
      );
  }
}

function SecretInput({
  setting,
  required,
  value,
  stored,
  replacing,
  error,
  inputRef,
  onValue,
  onReplacing,
}: SettingInputProps) {
  if (stored && !replacing) {
    return (
      <div className="sb-field settings-secret">
        <span className="sb-field__label">{setting.label}</span>
        <div className="settings-secret__stored">
          <span>
            Stored: <code>{stored}</code>
          </span>
          <Button
            ref={inputRef}
            variant="secondary"
            size="sm"
            onClick={() => onReplacing(true)}
            aria-label={`Replace ${setting.label}`}
          >
            Replace
          </Button>
        </div>
        {error ? <p className="sb-field__error">{error}</p> : null}
        <p className="sb-field__hint">{setting.help} Stored; only the last characters are shown.</p>
      </div>
    );
  }
  return (
    <TextField
      label={setting.label}
      type="password"
      autoComplete="new-password"
      spellCheck={false}
      required={required && !stored}
      value={value}
      error={error}
      ref={inputRef}
      hint={stored ? `${setting.help} Leave empty to keep the stored one.` : setting.help}
      onChange={(event) => onValue(event.target.value)}
      trailing={
        stored ? (
          <button type="button" className="settings-secret__keep sb-link" onClick={() => onReplacing(false)}>
            Keep stored
          </button>
        ) : undefined
      }
    />
  );
}
