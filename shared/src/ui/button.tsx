import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The classes of a button, for links that should look like one (`<Link className={...}>`). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  block = false,
): string {
  return cx('sb-button', `sb-button--${variant}`, `sb-button--${size}`, block && 'sb-button--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disabled, with a spinner and aria-busy, while an action runs. */
  loading?: boolean;
  /** Text read while loading (defaults to the button's own label). */
  loadingLabel?: string;
  /** Full width. */
  block?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  block = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClassName(variant, size, block), loading && 'sb-button--loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Spinner size="sm" label={loadingLabel ?? 'Working'} className="sb-button__spinner" />
      ) : icon ? (
        <span className="sb-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="sb-button__label">{children}</span>
    </button>
  );
}
