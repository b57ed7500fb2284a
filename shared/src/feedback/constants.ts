// Feedback numbers of spec section 9, in one place (toasts, the in-app alert, tooltips).

export const TOAST_DURATION = 4_000;
export const TOAST_LIMIT = 3;
export const TOAST_WIDTH = 356;
export const TOAST_GAP = 14;
export const SWIPE_THRESHOLD = 45;
/** px per ms: a flick faster than this dismisses even below the distance threshold. */
export const SWIPE_VELOCITY = 0.11;
export const TOAST_REMOVE_DELAY = 200;
export const OFFSET_DESKTOP = 24;
export const OFFSET_MOBILE = 16;
/** Below this viewport width the mobile offset applies. */
export const MOBILE_BREAKPOINT = 600;
export const TOAST_POSITION = 'bottom-right' as const;
export const TOAST_HOTKEY = 'Alt+T';
/** Width of the in-app alert (the "alert toast"). */
export const ALERT_WIDTH = 360;

export const ALERT_DURATION = 5_000;
export const ALERT_SWIPE_THRESHOLD = 50;
export const ALERT_LIMIT = 1;
export const ALERT_ANNOUNCE_CLEAR = 1_000;
export const ALERT_REMOVE_DELAY = 1_000_000;
export const ALERT_HOTKEY = 'F8';

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;
