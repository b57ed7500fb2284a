import { useEffect } from 'react';

/** Calls `onPress` when the key combination is pressed anywhere on the page. */
export function useHotkey(matches: (event: KeyboardEvent) => boolean, onPress: () => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!matches(event)) return;
      event.preventDefault();
      onPress();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [matches, onPress]);
}

/** Alt+T (the toast region); `code` so it works whatever the keyboard layout types. */
export const isAltT = (event: KeyboardEvent): boolean =>
  event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (event.code === 'KeyT' || event.key.toLowerCase() === 't');

export const isF8 = (event: KeyboardEvent): boolean => event.key === 'F8';
