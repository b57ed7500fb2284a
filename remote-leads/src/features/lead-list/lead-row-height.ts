// How tall a lead row is. Rows are virtualized, so their height is known in code rather than measured;
// it depends on the list's width only: at 700px and wider a row is one line of columns (ROW_HEIGHT);
// narrower (a phone), it is the two-line layout of lead-list.css, whose second line holds 44px tap
// targets (PHONE_ROW_HEIGHT). The breakpoint is the CSS container query's, read from the list's own
// width (not the window's), so the height always matches the layout the CSS picked.
import { useCallback, useRef, useState } from 'react';

/** A row of the wide list: one line of columns, 10,000 rows cost no measuring. */
export const ROW_HEIGHT = 96;
/**
 * A row of the narrow list: meta line (16) and a two-line title (34) above a line of 44px controls,
 * with the imported note when there is one, inside 6px of padding.
 */
export const PHONE_ROW_HEIGHT = 136;
/** Narrower than this, the list is two lines a row (`@container sb-lead-list (max-width: 699px)`). */
export const NARROW_LIST_MAX = 699;

export const rowHeightFor = (narrow: boolean) => (narrow ? PHONE_ROW_HEIGHT : ROW_HEIGHT);

/** Whether a list this wide (px) gets the narrow layout; 0 is a list not laid out yet (or jsdom). */
export const isNarrowList = (width: number) => width > 0 && width <= NARROW_LIST_MAX;

/**
 * The row height for the list element passed to the returned callback ref, followed as the list is
 * resized (a phone turned, a window narrowed). The grid's border box is the container's inline size.
 */
export function useLeadRowHeight(): { rowHeight: number; observe: (element: HTMLElement | null) => void } {
  const [narrow, setNarrow] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const observe = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => setNarrow(isNarrowList(element.offsetWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return { rowHeight: rowHeightFor(narrow), observe };
}
