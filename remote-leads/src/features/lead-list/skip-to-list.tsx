// The page's own skip link: past the header, filters and overview (some 30 Tab stops) to the list.
import type { MouseEvent } from 'react';

/** The list's element id, the skip link's target. */
export const LEAD_GRID_ID = 'lead-grid';

export function SkipToList() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the list itself (a fragment jump would only scroll to it, and change the URL).
    event.preventDefault();
    document.getElementById(LEAD_GRID_ID)?.focus();
  };
  return (
    <a className="sb-skip-link" href={`#${LEAD_GRID_ID}`} onClick={skip}>
      Skip to the lead list
    </a>
  );
}
