// Where a sliding indicator (the tab bar's underline, the side navigation's bar) should sit: the
// offset and size of the active item inside its list, measured from the DOM and measured again
// when the list is resized (fonts loading, window resized). The CSS slides it between positions.
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

export const INDICATOR_ITEM = 'data-indicator-item';

interface Box {
  offset: number;
  size: number;
}

function measure(list: HTMLElement, index: number, axis: 'x' | 'y'): Box | null {
  const item = list.querySelectorAll<HTMLElement>(`[${INDICATOR_ITEM}]`)[index];
  if (!item) return null;
  return axis === 'x'
    ? { offset: item.offsetLeft, size: item.offsetWidth }
    : { offset: item.offsetTop, size: item.offsetHeight };
}

/**
 * The indicator's style. Hidden until the first measurement (and when no item is active), and
 * without a slide for that first placement, so it does not sweep in from the edge on load.
 */
export function useSlidingIndicator(
  list: RefObject<HTMLElement | null>,
  activeIndex: number,
  axis: 'x' | 'y',
): CSSProperties {
  const [box, setBox] = useState<Box | null>(null);
  const [placed, setPlaced] = useState(false);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const update = () => setBox(activeIndex < 0 ? null : measure(element, activeIndex, axis));
    update();
    // Slides only from the second placement on.
    const frame = requestAnimationFrame(() => setPlaced(true));
    if (typeof ResizeObserver === 'undefined') return () => cancelAnimationFrame(frame);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [list, activeIndex, axis]);

  if (!box) return { opacity: 0 };
  const transform = axis === 'x' ? `translateX(${box.offset}px)` : `translateY(${box.offset}px)`;
  return {
    transform,
    ...(axis === 'x' ? { width: box.size } : { height: box.size }),
    ...(placed ? {} : { transition: 'none' }),
  };
}

/** True when the reader asked for less motion (also honoured by the CSS, which drops the slides). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
