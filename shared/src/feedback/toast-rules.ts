// The toaster's rules that react-hot-toast does not have: a visible limit, pausing for several
// reasons at once (hover, focus, a swipe in progress, a hidden tab), and when a swipe dismisses.
import { SWIPE_THRESHOLD, SWIPE_VELOCITY, TOAST_LIMIT } from './constants';

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
 * The reasons to pause after one starts or stops. Timers pause while any reason holds, so leaving
 * with the pointer does not restart the clock while the tab is still hidden or focus still inside.
 */
export function nextPauseReasons(
  reasons: ReadonlySet<PauseReason>,
  reason: PauseReason,
  active: boolean,
): ReadonlySet<PauseReason> {
  if (reasons.has(reason) === active) return reasons;
  const next = new Set(reasons);
  if (active) next.add(reason);
  else next.delete(reason);
  return next;
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
