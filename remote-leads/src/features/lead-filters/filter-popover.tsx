// A toolbar button that opens a small panel under it (a disclosure: the panel is part of the page, so
// Tab moves through it naturally). Escape or a click outside closes it and focus returns to the button.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconChevronDown } from '@signalboard/shared/ui';

export interface FilterPopoverProps {
  label: string;
  /** How many values are chosen, shown on the button. */
  count?: number;
  children: ReactNode;
}

export function FilterPopover({ label, count = 0, children }: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="sb-lead-filters__popover"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="sb-lead-filters__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {count > 0 ? <span className="sb-lead-filters__badge">{count}</span> : null}
        <IconChevronDown size={14} />
      </button>
      <div id={panelId} className="sb-lead-filters__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
