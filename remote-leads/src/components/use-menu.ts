// What the lead list's small menus (the verdict's reasons, "Send to HubSpot") share: the first item takes
// focus as the menu opens; a press outside closes it; arrows, Home and End move between items; Escape and
// Tab close it. The menu's own keys stop there, so nothing behind it (the list's shortcuts, a drawer's
// Escape) takes them.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

export function useMenu(onClose: () => void) {
  const menu = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useLayoutEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) latestClose.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  const onMenuKeys = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at - 1),
      Home: () => focus(0),
      End: () => focus(items.length - 1),
      Escape: () => onClose(),
      Tab: () => onClose(),
    };
    const run = keys[event.key];
    if (!run) return;
    event.stopPropagation();
    if (event.key !== 'Tab') event.preventDefault();
    run();
  };

  return { menu, onMenuKeys };
}
