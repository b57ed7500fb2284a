// Refetch-on-focus, throttled: TanStack Query is told the window regained focus at most once per
// FOCUS_THROTTLE, however often the user switches tabs.
import { focusManager } from '@tanstack/react-query';
import { FOCUS_THROTTLE } from './constants';

/** Returns a listener that calls `notify` when the page becomes visible, at most once per `interval`. */
export function throttledFocusListener(
  notify: () => void,
  interval = FOCUS_THROTTLE,
  now: () => number = Date.now,
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    if (globalThis.document?.visibilityState === 'hidden') return;
    const time = now();
    if (time - last < interval) return;
    last = time;
    notify();
  };
}

export function installThrottledFocus(): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined' || !window.addEventListener) return undefined;
    const listener = throttledFocusListener(() => handleFocus());
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}
