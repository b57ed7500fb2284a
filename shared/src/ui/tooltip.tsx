// A tooltip that opens after TOOLTIP_DELAY on hover or focus; when another tooltip closed less than
// TOOLTIP_SKIP_DELAY ago it opens at once, so moving along a toolbar does not wait each time.
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '../feedback/constants';
import { cx } from './class-names';

let lastClosedAt = Number.NEGATIVE_INFINITY;

/** How long to wait before opening, given when the last tooltip closed. */
export function tooltipOpenDelay(now: number, closedAt: number = lastClosedAt): number {
  return now - closedAt < TOOLTIP_SKIP_DELAY ? 0 : TOOLTIP_DELAY;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (e.g. an icon button); it gets aria-describedby while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
  className?: string;
}

export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    const delay = tooltipOpenDelay(Date.now());
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span
      className={cx('sb-tooltip', className)}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : children.props['aria-describedby'] })}
      {open ? (
        <span role="tooltip" id={id} className={cx('sb-tooltip__bubble', `sb-tooltip__bubble--${side}`)}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
