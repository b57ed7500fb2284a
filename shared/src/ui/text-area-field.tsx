// A multi-line text field laid out like TextField (label, required mark, error, hint), with an optional
// live character count against a maximum. The count is advice: the form decides what is too long.
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows "n / max characters" under the field, linked with aria-describedby. */
  countMax?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

const number = new Intl.NumberFormat('en');

export function TextAreaField({
  label,
  hint,
  error,
  countMax,
  required,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const countId = countMax !== undefined ? `${inputId}-count` : undefined;
  const length = typeof textarea.value === 'string' ? textarea.value.length : 0;
  const describedBy =
    [errorId, hintId, countId, textarea['aria-describedby']].filter(Boolean).join(' ') || undefined;
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
        className="sb-textarea sb-textarea--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className="sb-field__error">
          {error}
        </p>
      ) : null}
      {hint || countId ? (
        <div className="sb-field__foot">
          {hint ? (
            <p id={hintId} className="sb-field__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {countMax !== undefined ? (
            <p id={countId} className={cx('sb-char-count', length > countMax && 'sb-char-count--over')}>
              {number.format(length)} / {number.format(countMax)} characters
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
