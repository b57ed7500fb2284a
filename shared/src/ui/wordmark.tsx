import { cx } from './class-names';

/** The Signalboard wordmark: the signal glyph and the name. */
export function Wordmark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cx('sb-wordmark', className)}>
      <svg className="sb-wordmark__glyph" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M7 19c2.6-7.5 4.8-7.5 7 0s4.4 7.5 7 0 2.6-6 4-6"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {compact ? (
        <span className="sb-visually-hidden">Signalboard</span>
      ) : (
        <span className="sb-wordmark__name">Signalboard</span>
      )}
    </span>
  );
}
