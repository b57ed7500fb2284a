// Horizontal swipe-to-dismiss with pointer events. Only rightward movement counts (toasts and the
// alert sit at the right edge).
import { useRef, useState, type PointerEvent } from 'react';

export interface SwipeOptions {
  /** Decides from distance (px) and time (ms) whether the swipe dismisses. */
  shouldDismiss: (distance: number, elapsedMs: number) => boolean;
  onDismiss: () => void;
  onSwipeStart?: () => void;
  onSwipeEnd?: () => void;
}

export function useSwipe({ shouldDismiss, onDismiss, onSwipeStart, onSwipeEnd }: SwipeOptions) {
  const start = useRef<{ x: number; time: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    start.current = null;
    const distance = event.clientX - from.x;
    setOffset(0);
    onSwipeEnd?.();
    if (!cancelled && shouldDismiss(distance, event.timeStamp - from.time)) onDismiss();
  };

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
        start.current = { x: event.clientX, time: event.timeStamp, id: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
        onSwipeStart?.();
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        if (from && from.id === event.pointerId) setOffset(Math.max(0, event.clientX - from.x));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
