// The list's keyboard shortcuts, read anywhere on the page except in a text field, a dialog or a menu:
// which key means what (a pure mapping the shortcut sheet shows too), the list's own handler, and the
// page's, so `j` or `?` work right after load without first tabbing to the list.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

export type ListCommand =
  | { type: 'move'; by: 1 | -1 }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'open' }
  | { type: 'openPage' }
  | { type: 'star' }
  | { type: 'toggleRead' }
  | { type: 'select' }
  | { type: 'selectRange' }
  | { type: 'status'; position: number }
  | { type: 'delete' }
  | { type: 'good' }
  | { type: 'notLead' }
  | { type: 'assign' }
  | { type: 'assignToMe' }
  | { type: 'sendToCrm' }
  | { type: 'search' }
  | { type: 'help' }
  | { type: 'escape' };

export type KeyInput = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** What a key press asks for, or null (the browser keeps it). */
export function commandForKey(event: KeyInput): ListCommand | null {
  // Ctrl/Cmd/Alt combinations belong to the browser and the screen reader.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const { key, shiftKey } = event;
  if (key === 'j' || key === 'ArrowDown') return { type: 'move', by: 1 };
  if (key === 'k' || key === 'ArrowUp') return { type: 'move', by: -1 };
  if (key === 'Home') return { type: 'first' };
  if (key === 'End') return { type: 'last' };
  if (key === 'Enter') return shiftKey ? { type: 'openPage' } : { type: 'open' };
  if (key === 'o') return { type: 'open' };
  if (key === 's') return { type: 'star' };
  if (key === 'r') return { type: 'toggleRead' };
  if (key === 'x' || key === ' ') return { type: 'select' };
  if (key === 'X') return { type: 'selectRange' };
  if (/^[1-9]$/.test(key)) return { type: 'status', position: Number(key) - 1 };
  if (key === 'e' || key === 'Delete' || key === '#') return { type: 'delete' };
  if (key === 'g') return { type: 'good' };
  if (key === 'n') return { type: 'notLead' };
  if (key === 'a') return { type: 'assign' };
  if (key === 'i') return { type: 'assignToMe' };
  if (key === 'c') return { type: 'sendToCrm' };
  if (key === '/') return { type: 'search' };
  if (key === '?') return { type: 'help' };
  if (key === 'Escape') return { type: 'escape' };
  return null;
}

/** The shortcut sheet's rows, in the order people learn them. */
export const shortcutList: { keys: string[]; does: string }[] = [
  { keys: ['j', '↓'], does: 'Next lead' },
  { keys: ['k', '↑'], does: 'Previous lead' },
  { keys: ['Home', 'End'], does: 'First or last loaded lead' },
  { keys: ['Enter', 'o'], does: 'Open the lead beside the list' },
  { keys: ['Shift+Enter'], does: 'Open the lead on its own page' },
  { keys: ['s'], does: 'Star or unstar' },
  { keys: ['r'], does: 'Mark read or unread' },
  { keys: ['x', 'Space'], does: 'Select or unselect' },
  { keys: ['Shift+x'], does: 'Select up to here' },
  {
    keys: ['1', '…', '9'],
    does: 'Set the status of the selection, or of this lead (statuses in their order)',
  },
  { keys: ['e', 'Delete'], does: 'Delete the selection, or this lead (asks first)' },
  { keys: ['g'], does: 'Good lead (again: take it back), for the selection or this lead' },
  {
    keys: ['n'],
    does: 'Not a lead: asks the reason (Enter: no buying intent), then hides it; on a hidden lead, restore it',
  },
  { keys: ['a'], does: 'Assign: choose the owner of the selection, or of this lead' },
  { keys: ['i'], does: 'Assign this lead to me' },
  {
    keys: ['c'],
    does: 'Send to your CRM: the selection, or this lead (several CRMs connected: choose one); also in an open lead',
  },
  { keys: ['/'], does: 'Search' },
  { keys: ['?'], does: 'Show these shortcuts' },
  { keys: ['Esc'], does: 'Clear the selection' },
];

const typingTarget = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type);
};

/** Widgets that read letters or arrows themselves (a menu's type-ahead, a dialog's own keys). */
const OWN_KEYS_WIDGET =
  '[role="dialog"], dialog, [role="menu"], [role="listbox"], [role="tree"], [role="grid"]';

/** Keys that keep their browser meaning outside the list: activate a button, scroll the page, close. */
const BROWSER_KEYS = new Set(['Enter', ' ', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape', 'Delete']);

/** Whether a key pressed outside the list (on the page, or on a button of it) is the list's to take. */
function pageMayTake(event: globalThis.KeyboardEvent): boolean {
  if (event.defaultPrevented || BROWSER_KEYS.has(event.key)) return false;
  const target = event.target;
  if (typingTarget(target)) return false;
  if (target instanceof Element && target.closest(OWN_KEYS_WIDGET)) return false;
  // A modal dialog open elsewhere (focus may have fallen to <body>) keeps the page still.
  return document.querySelector('[aria-modal="true"]') === null;
}

/**
 * The list's shortcuts from anywhere on the page (keys inside the list go to its own handler). A move
 * also focuses the list, so the next keys, screen reader included, follow the active row.
 */
export function usePageShortcuts(
  list: RefObject<HTMLElement | null>,
  run: (command: ListCommand) => boolean,
) {
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.target instanceof Node && list.current?.contains(event.target)) return;
      if (!pageMayTake(event)) return;
      const command = commandForKey(event);
      if (!command || !latestRun.current(command)) return;
      event.preventDefault();
      if (command.type === 'move') list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list]);
}

/** An onKeyDown for the list: runs the command and keeps the key from the page when one ran. */
export function listKeyDownHandler(run: (command: ListCommand) => boolean) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (typingTarget(event.target)) return;
    const command = commandForKey(event);
    if (command && run(command)) event.preventDefault();
  };
}
