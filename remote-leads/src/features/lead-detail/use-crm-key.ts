// The key c in an open lead (the drawer, the lead's page): send it to the CRM, as c does in the list.
// Not while typing, with a modifier, in a menu, or while a dialog is open over the lead (the key then
// belongs to that dialog).
import { useEffect, useRef, type RefObject } from 'react';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** Whether `root` is on top: no modal dialog is open, or the topmost one holds it (the drawer). */
function onTop(root: HTMLElement): boolean {
  const modals = document.querySelectorAll('[aria-modal="true"]');
  const top = modals[modals.length - 1];
  return !top || top.contains(root);
}

export function useCrmKey(root: RefObject<HTMLElement | null>, enabled: boolean, run: () => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'c' || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="menu"], [role="listbox"]')) return;
      const element = root.current;
      if (!element || !onTop(element)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, root]);
}
