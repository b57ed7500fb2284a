// Dialogs. The headless UI implementation is fetched the first time a dialog opens: dialogs only
// appear after a user action, and it keeps ~20 KB gzipped out of every page's first load.
import { Suspense, type ReactNode } from 'react';
import { Button } from './button';
import { retryableLazy } from './retryable-lazy';

const DialogImpl = retryableLazy(() => import(/* webpackChunkName: "dialog" */ './dialog-impl'));

/** Starts fetching the dialog code ahead of time (e.g. on hover of the button that opens one). */
export function preloadDialog(): void {
  void import(/* webpackChunkName: "dialog" */ './dialog-impl');
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  size?: 'sm' | 'md';
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that delete or cannot be undone. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      description={description}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
