// The in-app alert (spec section 4): one at a time, top-right, 360 px wide. It closes by itself
// after its duration (paused while the pointer or focus is inside), on Escape, on a 50 px swipe to
// the right, or with its close button. F8 moves focus to it. Screen readers hear it once through a
// polite live region that is emptied a second later. A closed alert stays rendered but hidden
// (CSS transition) until the store removes it; headless UI's Transition was measured at ~12 KB
// gzipped in the initial load for this one fade.
import {
  ALERT_ANNOUNCE_CLEAR,
  ALERT_SWIPE_THRESHOLD,
  ALERT_WIDTH,
  isF8,
  useAlertStore,
  useHotkey,
  useSwipe,
  type Alert,
} from '@signalboard/shared/feedback';
import { IconClose, StatusIcon } from '@signalboard/shared/ui';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useAlertTimer } from './use-alert-timer';

export const ALERT_REGION_LABEL = 'Notifications';

function textOf(node: ReactNode): string {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '';
}

/** What the live region says: the open alert's words, until ALERT_ANNOUNCE_CLEAR has passed. */
function useAnnouncement(alert: Alert | undefined): string {
  const [clearedId, setClearedId] = useState<string | null>(null);
  const id = alert?.open ? alert.id : null;
  useEffect(() => {
    if (!id) return undefined;
    const timer = setTimeout(() => setClearedId(id), ALERT_ANNOUNCE_CLEAR);
    return () => {
      clearTimeout(timer);
      setClearedId(null);
    };
  }, [id]);
  if (!alert || !id || clearedId === id) return '';
  return [textOf(alert.title), textOf(alert.description)].filter(Boolean).join('. ');
}

export function AlertViewport({ label = ALERT_REGION_LABEL }: { label?: string }) {
  const alert = useAlertStore((s) => s.alerts[0]);
  const dismiss = useAlertStore((s) => s.dismiss);
  const viewport = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const announcement = useAnnouncement(alert);
  const actionHintId = useId();
  const open = Boolean(alert?.open);

  const close = useCallback(() => {
    if (alert) dismiss(alert.id);
  }, [alert, dismiss]);

  useAlertTimer(open && alert ? alert.id : null, alert?.duration ?? 0, hovered || focused, close);
  useHotkey(
    isF8,
    useCallback(() => viewport.current?.focus(), []),
  );
  const { offset, handlers } = useSwipe({
    shouldDismiss: (distance) => distance >= ALERT_SWIPE_THRESHOLD,
    onDismiss: close,
  });

  const action = alert?.action && alert.action.altText.trim() ? alert.action : undefined;

  return (
    <section
      ref={viewport}
      className="sb-alert-viewport"
      aria-label={label.trim() || ALERT_REGION_LABEL}
      tabIndex={-1}
      style={{ width: ALERT_WIDTH }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="sb-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {alert ? (
        <div
          className={`sb-alert sb-alert--${alert.status} sb-alert--${alert.variant}`}
          data-state={open ? 'open' : 'closed'}
          aria-hidden={open ? undefined : true}
          inert={!open}
          style={
            offset
              ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 150) }
              : undefined
          }
          {...handlers}
        >
          <StatusIcon status={alert.status} size={20} />
          <div className="sb-alert__body">
            {alert.title ? <p className="sb-alert__title">{alert.title}</p> : null}
            {alert.description ? <p className="sb-alert__description">{alert.description}</p> : null}
            {action ? (
              <>
                <button
                  type="button"
                  className="sb-alert__action"
                  aria-describedby={actionHintId}
                  onClick={() => {
                    action.onClick();
                    close();
                  }}
                >
                  {action.label}
                </button>
                <span id={actionHintId} hidden>
                  {action.altText}
                </span>
              </>
            ) : null}
          </div>
          {alert.disableClose ? null : (
            <button type="button" className="sb-alert__close" aria-label="Close" onClick={close}>
              <IconClose size={16} />
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
