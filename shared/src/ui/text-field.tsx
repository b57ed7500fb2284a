import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './class-names';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Help under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** An error under the field; sets aria-invalid. */
  error?: ReactNode;
  /** Something inside the field, after the input (e.g. a show/hide button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  trailing,
  required,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('sb-field', error ? 'sb-field--invalid' : undefined, className)}>
      <label className="sb-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="sb-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={cx('sb-field__control', trailing ? 'sb-field__control--trailing' : undefined)}>
        <input
          {...input}
          id={inputId}
          required={required}
          className="sb-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="sb-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="sb-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
