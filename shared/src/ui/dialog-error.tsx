// An error inside a dialog's description (a paragraph, so a span): announced as soon as it appears, and
// present (empty, hidden) before, so screen readers already watch it.
import type { ReactNode } from 'react';

export function DialogError({ children }: { children?: ReactNode }) {
  return (
    <span role="alert" className={children ? 'sb-form-error sb-dialog-error' : 'sb-visually-hidden'}>
      {children}
    </span>
  );
}
