// A labelled textarea styled like the kit's TextField: hint, error (aria-invalid, announced with the
// field), and an optional character count against a maximum.
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '@signalboard/shared/ui';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | null;
  /** Shows "n / max characters" under the field (the limit is checked by the form, not enforced). */
  countMax?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({
  label,
  hint,
  error,
  countMax,
  required,
  id,
  className,
  value,
  ...rest
}: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const length = typeof value === 'string' ? value.length : 0;
  const over = countMax !== undefined && length > countMax;
  const ids = {
    error: error ? `${fieldId}-error` : undefined,
    hint: hint ? `${fieldId}-hint` : undefined,
    count: countMax !== undefined ? `${fieldId}-count` : undefined,
  };
  return (
    <div className={cx('sb-field', error ? 'sb-field--invalid' : undefined, className)}>
      <label className="sb-field__label" htmlFor={fieldId}>
        {label}
        {required ? (
          <span className="sb-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <textarea
        {...rest}
        id={fieldId}
        value={value}
        required={required}
        className={cx('sb-textarea', 'settings-textarea')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.error, ids.hint, ids.count].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <p id={ids.error} className="sb-field__error">
          {error}
        </p>
      ) : null}
      <div className="settings-field-foot">
        {hint ? (
          <p id={ids.hint} className="sb-field__hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {countMax !== undefined ? (
          <p id={ids.count} className={cx('settings-char-count', over && 'settings-char-count--over')}>
            {length.toLocaleString('en')} / {countMax.toLocaleString('en')} characters
          </p>
        ) : null}
      </div>
    </div>
  );
}
