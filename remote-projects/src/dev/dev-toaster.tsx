// The dev entry's toast viewport. The host renders the real one; this draws the same toast store
// (react-hot-toast through @signalboard/shared/feedback) plainly, so notify() is visible when the
// remote runs alone.
import { resolveValue, useToaster } from '@signalboard/shared/feedback';
import { cx } from '@signalboard/shared/ui';

export function DevToaster() {
  const { toasts, handlers } = useToaster();
  return (
    <div className="sb-toaster" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <div key={t.id} {...t.ariaProps} className={cx('sb-toast', t.className)}>
            {resolveValue(t.message, t)}
          </div>
        ))}
    </div>
  );
}
