// Toasts (react-hot-toast; the host renders them). `notify.<status>(title, { description })` is the
// one way to raise a toast, so every toast carries one of the five statuses.
import type { ReactElement, ReactNode } from 'react';
import { toast, type Toast, type ToastOptions } from 'react-hot-toast';
import { useSession } from '@signalboard/shared/session';
import { TOAST_DURATION } from './constants';
import { normalizeStatus, type FeedbackStatus } from './status';

const STATUS_CLASS = 'sb-toast--';

export interface NotifyOptions extends Pick<ToastOptions, 'id' | 'duration'> {
  description?: ReactNode;
}

function content(title: string, description: ReactNode): string | ReactElement {
  if (description === undefined || description === null) return title;
  return (
    <span className="sb-toast__content">
      <span className="sb-toast__title">{title}</span>
      <span className="sb-toast__description">{description}</span>
    </span>
  );
}

/**
 * True once a 401 (or a missing token) has ended the session, until the next sign-in. The user is
 * being sent to sign in: whatever failed because of it (a star, a save in flight) is not news there,
 * so error toasts are dropped here, in one place, rather than in every mutation's onError.
 */
function sessionEndedByServer(): boolean {
  return useSession.getState().signOutReason === 'unauthorized';
}

/** The toast's id, or '' when an error toast was dropped because the session has ended (see above). */
function show(status: FeedbackStatus, title: string, options: NotifyOptions = {}): string {
  if (status === 'error' && sessionEndedByServer()) return '';
  const { description, ...rest } = options;
  const opts: ToastOptions = {
    duration: TOAST_DURATION,
    ...rest,
    className: `${STATUS_CLASS}${status}`,
    // Errors interrupt (role=alert); everything else waits its turn.
    ariaProps:
      status === 'error'
        ? { role: 'alert', 'aria-live': 'assertive' }
        : { role: 'status', 'aria-live': 'polite' },
  };
  return toast(content(title, description), opts);
}

export const notify = {
  show: (status: string, title: string, options?: NotifyOptions) =>
    show(normalizeStatus(status), title, options),
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  warning: (title: string, options?: NotifyOptions) => show('warning', title, options),
  information: (title: string, options?: NotifyOptions) => show('information', title, options),
  feature: (title: string, options?: NotifyOptions) => show('feature', title, options),
  /** A toast that stays until it is updated or dismissed. */
  loading: (title: string, options?: Omit<NotifyOptions, 'duration'>) =>
    toast.loading(content(title, options?.description), { id: options?.id }),
  dismiss: (id?: string) => toast.dismiss(id),
  remove: (id?: string) => toast.remove(id),
};

/** The status a rendered toast shows: its notify status, or one read from react-hot-toast's type. */
export function toastStatus(t: Pick<Toast, 'type' | 'className'>): FeedbackStatus | 'loading' {
  if (t.type === 'loading') return 'loading';
  const marked = t.className?.split(' ').find((name) => name.startsWith(STATUS_CLASS));
  if (marked) return normalizeStatus(marked.slice(STATUS_CLASS.length));
  if (t.type === 'success') return 'success';
  if (t.type === 'error') return 'error';
  return 'information';
}
