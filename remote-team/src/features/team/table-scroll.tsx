import type { ReactNode } from 'react';

/**
 * The wrapper of a team table. On a phone a wide table scrolls sideways inside it, so the wrapper is
 * a named, focusable region: keyboard users can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="team-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
