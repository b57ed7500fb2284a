// Whether the overview strip is folded away, remembered in this browser across visits and projects
// (a layout preference, like a sidebar's width, not something to share in the URL).
import { useCallback, useState } from 'react';

export const OVERVIEW_COLLAPSED_KEY = 'signalboard.leads.overview-collapsed';

/** Below this width (a phone) the strip starts folded: open, it fills the first screen and hides the leads. */
const PHONE_QUERY = '(max-width: 639px)';

function startsOnPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY).matches
    : false;
}

function read(): boolean {
  try {
    const saved = localStorage.getItem(OVERVIEW_COLLAPSED_KEY);
    // A choice the user made wins; without one, a phone starts folded and a wider screen open.
    return saved === null ? startsOnPhone() : saved === 'true';
  } catch {
    // Storage can be off (private mode, policy): the strip then starts as the screen suggests.
    return startsOnPhone();
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
