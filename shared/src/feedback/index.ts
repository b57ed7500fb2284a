// @signalboard/shared/feedback: toasts, the in-app alert store, and their constants.
export { notify, toastStatus } from './notify';
export type { NotifyOptions } from './notify';
export { useAlertStore, showAlert, updateAlert, dismissAlert } from './alert-store';
export type { Alert, AlertAction, AlertVariant, NewAlert } from './alert-store';
export { FEEDBACK_STATUSES, normalizeStatus } from './status';
export type { FeedbackStatus } from './status';
export * from './constants';
// The host's toaster renders toasts from the same react-hot-toast store that notify writes to.
export { useToaster, toast, resolveValue } from 'react-hot-toast';
export type { Toast } from 'react-hot-toast';
