import { cx } from './class-names';

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading projects"). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('sb-spinner', `sb-spinner--${size}`, className)}>
      <span className="sb-spinner__ring" aria-hidden="true" />
      <span className="sb-visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the space it is given, with an optional line of text under it. */
export function PageSpinner({ label = 'Loading', message }: { label?: string; message?: string }) {
  return (
    <div className="sb-page-spinner">
      <Spinner label={label} size="lg" />
      {message ? <p className="sb-page-spinner__message">{message}</p> : null}
    </div>
  );
}
