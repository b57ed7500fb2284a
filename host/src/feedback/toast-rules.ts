// The toaster's rules that react-hot-toast does not have: a visible limit and pausing for several
// reasons at once (hover, focus, a swipe in progress, a hidden tab).
import { SWIPE_THRESHOLD, SWIPE_VELOCITY, TOAST_LIMIT } from '@signalboard/shared/feedback';

interface ToastLike {
  id: string;
  visible: boolean;
}

/** Ids of visible toasts beyond the newest `limit` (toasts are ordered newest first). */
export function toastsBeyondLimit(toasts: readonly ToastLike[], limit = TOAST_LIMIT): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}

export type PauseReason = 'hover' | 'focus' | 'swipe' | 'hidden';

/**
 * Timers pause while any reason holds and resume when none is left, so leaving with the pointer
 * does not restart the clock while the tab is still hidden or focus is still inside.
 */
export function createPauseController(start: () => void, end: () => void) {
  const reasons = new Set<PauseReason>();
  return {
    set(reason: PauseReason, active: boolean) {
      const wasPaused = reasons.size > 0;
      if (active) reasons.add(reason);
      else reasons.delete(reason);
      const paused = reasons.size > 0;
      if (paused && !wasPaused) start();
      if (!paused && wasPaused) end();
    },
    get paused() {
      return reasons.size > 0;
    },
  };
}

/** A swipe dismisses when it went far enough, or fast enough (px per ms). */
export function isSwipeDismiss(
  distance: number,
  elapsedMs: number,
  threshold = SWIPE_THRESHOLD,
  velocity = SWIPE_VELOCITY,
): boolean {
  if (distance <= 0) return false;
  return distance >= threshold || distance / Math.max(elapsedMs, 1) > velocity;
}
