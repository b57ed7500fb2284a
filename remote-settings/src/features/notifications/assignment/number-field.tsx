// A whole number typed in a box, with its label, what it means and, when wrong, why (both read out with it).
import { useId } from 'react';

export interface NumberFieldProps {
  label: string;
  value: string;
  min: number;
  max: number;
  hint: string;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function NumberField({
  label,
  value,
  min,
  max,
  hint,
  error,
  inputRef,
  onChange,
  disabled,
}: NumberFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'sb-field sb-field--invalid' : 'sb-field'}>
      <label className="sb-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        inputMode="numeric"
        className="sb-input settings-score__number"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="sb-field__error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="sb-field__hint">
        {hint}
      </p>
    </div>
  );
}
