// @signalboard/shared/feedback: toasts (raise them with `notify`, render them with `<Toaster />`),
// the in-app alert store, and their constants.
export { notify, toastStatus } from './notify';
export type { NotifyOptions } from './notify';
export { Toaster } from './toaster';
export { useAlertStore, showAlert, updateAlert, dismissAlert } from './alert-store';
export type { Alert, AlertAction, AlertVariant, NewAlert } from './alert-store';
export { FEEDBACK_STATUSES, normalizeStatus } from './status';
export type { FeedbackStatus } from './status';
export * from './constants';
// The gestures the toaster uses, for the host's in-app alert viewport.
export { useHotkey, isAltT, isF8 } from './use-hotkey';
export { useSwipe } from './use-swipe';
export type { SwipeOptions } from './use-swipe';
