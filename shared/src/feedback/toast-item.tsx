// One toast: its status icon (a spinner while loading), the message, a close button; swipe right
// to dismiss.
import { resolveValue, toast as hotToast, type Toast } from 'react-hot-toast';
// Through the ui singleton, not a relative path: the feedback chunk then carries no second copy of
// the icons.
import { IconClose, Spinner, StatusIcon } from '@signalboard/shared/ui';
import { toastStatus } from './notify';
import { isSwipeDismiss, type PauseReason } from './toast-rules';
import { useSwipe } from './use-swipe';

const dismissToast = (id: string): void => hotToast.dismiss(id);

interface ToastItemProps {
  toast: Toast;
  setPause: (reason: PauseReason, active: boolean) => void;
}

export function ToastItem({ toast, setPause }: ToastItemProps) {
  const status = toastStatus(toast);
  const { offset, handlers } = useSwipe({
    shouldDismiss: (distance, elapsed) => isSwipeDismiss(distance, elapsed),
    onDismiss: () => dismissToast(toast.id),
    onSwipeStart: () => setPause('swipe', true),
    onSwipeEnd: () => setPause('swipe', false),
  });
  return (
    <li
      className={`sb-toast sb-toast--${status} ${toast.visible ? 'sb-toast--enter' : 'sb-toast--leave'}`}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) }
          : undefined
      }
      data-swiping={offset > 0 || undefined}
      {...handlers}
    >
      <span className="sb-toast__icon">
        {status === 'loading' ? (
          <Spinner size="sm" label="Loading" />
        ) : (
          <StatusIcon status={status} size={18} />
        )}
      </span>
      <div className="sb-toast__message" {...toast.ariaProps}>
        {resolveValue(toast.message, toast)}
      </div>
      <button
        type="button"
        className="sb-toast__close"
        aria-label="Close"
        onClick={() => dismissToast(toast.id)}
      >
        <IconClose size={16} />
      </button>
    </li>
  );
}
