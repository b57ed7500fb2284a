// The modal dialog itself, on @headlessui/react (focus trap, Escape, inert background, scroll
// lock). Loaded on first open by dialog.tsx, so headless UI stays out of the initial load.
import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { cx } from './class-names';
import type { DialogProps } from './dialog';
import { IconClose } from './icons';

export default function DialogImpl({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'md',
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="sb-dialog">
      <div className="sb-dialog__backdrop" aria-hidden="true" />
      <div className="sb-dialog__frame">
        <DialogPanel className={cx('sb-dialog__panel', `sb-dialog__panel--${size}`)}>
          <div className="sb-dialog__header">
            <DialogTitle className="sb-dialog__title">{title}</DialogTitle>
            <button type="button" className="sb-icon-button" onClick={onClose} aria-label="Close">
              <IconClose size={18} />
            </button>
          </div>
          {description ? <Description className="sb-dialog__description">{description}</Description> : null}
          {children ? <div className="sb-dialog__body">{children}</div> : null}
          {actions ? <div className="sb-dialog__actions">{actions}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
