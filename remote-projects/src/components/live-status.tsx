// A polite live region that is always in the page, so screen readers announce each message it
// shows ("Saving…", "Reading acme.com…"). Visible by default: sighted users get the same news.
import { cx } from '@signalboard/shared/ui';
import type { ReactNode } from 'react';

export function LiveStatus({ children, hidden = false }: { children?: ReactNode; hidden?: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={cx('sb-muted sb-text-sm', (hidden || !children) && 'sb-visually-hidden')}
    >
      {children}
    </p>
  );
}
