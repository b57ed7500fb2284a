// A small accessible menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open it on the
// first item, arrows/Home/End move, Escape or Tab close it and return focus, a click outside closes
// it. Written here rather than taken from @headlessui/react's Menu, which brings floating-ui and
// react-aria (22 KB gzipped) into the initial load for one menu.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuAction {
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
}

export interface MenuProps {
  /**
   * The button's content, which is also its accessible name (no aria-label: speech-control users say
   * what they see, so the visible text must be part of the name, WCAG 2.5.3).
   */
  button: ReactNode;
  /** The open menu's accessible name. */
  buttonLabel: string;
  header?: ReactNode;
  actions: MenuAction[];
}

export function Menu({ button, buttonLabel, header, actions }: MenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = actions.length;
    items.current[((index % count) + count) % count]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    focusItem(0);
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus the first item once, when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: actions.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="sb-user-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="sb-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-open={open || undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={buttonLabel} className="sb-menu" onKeyDown={onMenuKeyDown}>
          {header ? <div className="sb-menu__header">{header}</div> : null}
          {actions.map((action, index) => (
            <button
              key={index}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="sb-menu__item"
              onClick={() => {
                close(true);
                action.onSelect();
              }}
            >
              {action.icon}
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
