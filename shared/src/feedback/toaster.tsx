// The suite's toaster: react-hot-toast's headless store (the one `notify` writes to) rendered
// bottom-right, 356 px wide, 14 px apart, 24 px from the edges (16 px on small screens), 3 visible
// at once. Alt+T focuses it; timers pause on hover, focus, a swipe in progress and while the tab is
// hidden. The host renders it, and so does a remote's standalone dev entry.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, useToaster } from 'react-hot-toast';
import {
  MOBILE_BREAKPOINT,
  OFFSET_DESKTOP,
  OFFSET_MOBILE,
  TOAST_DURATION,
  TOAST_GAP,
  TOAST_REMOVE_DELAY,
  TOAST_WIDTH,
} from './constants';
import { ToastItem } from './toast-item';
import { nextPauseReasons, toastsBeyondLimit, type PauseReason } from './toast-rules';
import { isAltT, useHotkey } from './use-hotkey';

const TOAST_OPTIONS = {
  duration: TOAST_DURATION,
  removeDelay: TOAST_REMOVE_DELAY,
  loading: { duration: Number.POSITIVE_INFINITY },
};

function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return undefined;
    const update = () => setMobile(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return mobile;
}

export function Toaster() {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  const region = useRef<HTMLElement>(null);
  const offset = useIsMobile() ? OFFSET_MOBILE : OFFSET_DESKTOP;

  const [reasons, setReasons] = useState<ReadonlySet<PauseReason>>(() => new Set());
  const setPause = useCallback(
    (reason: PauseReason, active: boolean) =>
      setReasons((current) => nextPauseReasons(current, reason, active)),
    [],
  );
  const paused = reasons.size > 0;
  useEffect(() => {
    if (paused) handlers.startPause();
    else handlers.endPause();
    // Only on a change of `paused`: startPause changes the handlers, and calling it again would
    // restart the pause clock (and loop).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);

  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts)) toast.dismiss(id);
  }, [toasts]);

  useEffect(() => {
    const onVisibility = () => setPause('hidden', document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [setPause]);

  useHotkey(
    isAltT,
    useCallback(() => region.current?.focus(), []),
  );

  return (
    <section
      ref={region}
      className="sb-toaster"
      aria-label="Notifications (Alt+T)"
      tabIndex={-1}
      style={{
        right: offset,
        bottom: offset,
        ['--sb-toast-width' as string]: `${TOAST_WIDTH}px`,
        ['--sb-toast-gap' as string]: `${TOAST_GAP}px`,
        ['--sb-toast-offset' as string]: `${offset}px`,
      }}
      onMouseEnter={() => setPause('hover', true)}
      onMouseLeave={() => setPause('hover', false)}
      onFocus={() => setPause('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPause('focus', false);
      }}
    >
      <ol className="sb-toaster__list">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} setPause={setPause} />
        ))}
      </ol>
    </section>
  );
}
