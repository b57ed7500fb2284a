// A multi-line text field laid out like the UI kit's TextField (label, hint, error, required mark).
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '@signalboard/shared/ui';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId, textarea['aria-describedby']].filter(Boolean).join(' ') || undefined;
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
      <textarea
        {...textarea}
        id={inputId}
        required={required}
        className="sb-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
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
