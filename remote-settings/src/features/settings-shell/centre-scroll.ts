// Scrolling the tab bar so the active tab sits in its centre (clamped to what can be scrolled).
import { prefersReducedMotion } from './use-sliding-indicator';

/** The scrollLeft that centres an item of the given offset and width in a viewport. */
export function centredScrollLeft(
  item: { offset: number; width: number },
  viewport: { width: number; scrollWidth: number },
): number {
  const ideal = item.offset + item.width / 2 - viewport.width / 2;
  const max = Math.max(0, viewport.scrollWidth - viewport.width);
  return Math.round(Math.min(Math.max(ideal, 0), max));
}

/** Centres `item` in the horizontally scrolling `bar`; glides unless told not to or motion is reduced. */
export function centreInBar(bar: HTMLElement, item: HTMLElement, glide: boolean): void {
  const left = centredScrollLeft(
    { offset: item.offsetLeft, width: item.offsetWidth },
    { width: bar.clientWidth, scrollWidth: bar.scrollWidth },
  );
  if (typeof bar.scrollTo === 'function') {
    bar.scrollTo({ left, behavior: glide && !prefersReducedMotion() ? 'smooth' : 'auto' });
  } else {
    bar.scrollLeft = left;
  }
}
