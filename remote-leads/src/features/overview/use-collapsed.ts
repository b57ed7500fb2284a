// Whether the overview strip is folded away, remembered in this browser across visits and projects
// (a layout preference, like a sidebar's width, not something to share in the URL).
import { useCallback, useState } from 'react';

export const OVERVIEW_COLLAPSED_KEY = 'signalboard.leads.overview-collapsed';

function read(): boolean {
  try {
    return localStorage.getItem(OVERVIEW_COLLAPSED_KEY) === 'true';
  } catch {
    // Storage can be off (private mode, policy): the strip then simply starts open.
    return false;
  }
}

export function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      try {
        localStorage.setItem(OVERVIEW_COLLAPSED_KEY, String(next));
      } catch {
        /* not remembered: still toggles */
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
