import type { FormHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

/** A form laid out as a vertical stack; browser validation bubbles are off (fields show errors). */
export function Form({ className, children, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form noValidate {...rest} className={cx('sb-form', className)}>
      {children}
    </form>
  );
}

/**
 * The form-level error (e.g. the server's detail). The region is always present so screen readers
 * announce a message as soon as it appears.
 */
export function FormError({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cx('sb-form-error', !children && 'sb-form-error--empty', className)}>
      {children}
    </div>
  );
}

export function FormActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('sb-form__actions', className)}>{children}</div>;
}
