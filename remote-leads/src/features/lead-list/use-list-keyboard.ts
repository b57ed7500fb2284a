// The list's keyboard shortcuts, read while focus is in the list (not in a text field): which key
// means what (a pure mapping the shortcut sheet shows too), and a handler that calls the list's actions.
import type { KeyboardEvent } from 'react';

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

/** An onKeyDown for the list: runs the command and keeps the key from the page when one ran. */
export function listKeyDownHandler(run: (command: ListCommand) => boolean) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (typingTarget(event.target)) return;
    const command = commandForKey(event);
    if (command && run(command)) event.preventDefault();
  };
}
