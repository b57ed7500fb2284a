import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height of the lead grid's sticky header, kept current as the layout changes (the phone layout
 * has a shorter header). The virtualizer needs it: the rows start below the header inside the one
 * scrolling element, so a row scrolled "into view" must not land under the header.
 */
export function useHeadHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const head = ref.current;
    if (!head) return;
    const measure = () => setHeight(head.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
