// An on/off setting: @headlessui/react's Switch (role="switch", Space toggles) with its label and
// an optional description, both tied to it for screen readers.
import { Description, Field, Label, Switch } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '@signalboard/shared/ui';

export interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function ToggleSwitch({
  checked,
  onChange,
  label,
  description,
  disabled,
  className,
}: ToggleSwitchProps) {
  return (
    <Field disabled={disabled} className={cx('settings-switch', className)}>
      <Switch checked={checked} onChange={onChange} className="settings-switch__control">
        <span className="settings-switch__thumb" aria-hidden="true" />
      </Switch>
      <span className="settings-switch__text">
        <Label className="settings-switch__label">{label}</Label>
        {description ? (
          <Description className="settings-switch__description">{description}</Description>
        ) : null}
      </span>
    </Field>
  );
}
