// The in-app alert's auto-close clock: runs for `duration`, pauses (keeping what is left) while
// `paused`, and restarts when the alert changes.
import { useEffect, useRef } from 'react';

export function useAlertTimer(
  alertId: string | null,
  duration: number,
  paused: boolean,
  onElapsed: () => void,
): void {
  const remaining = useRef(duration);
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });

  useEffect(() => {
    remaining.current = duration;
  }, [alertId, duration]);

  useEffect(() => {
    if (!alertId || paused || !Number.isFinite(duration)) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [alertId, duration, paused]);
}
