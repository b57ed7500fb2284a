// The elements of a form's fields by name, so a save can move focus to the first field with a
// problem (keyboard and screen-reader users land where the problem is).
import { useCallback, useRef } from 'react';

export function useFieldRefs<K extends string>() {
  const elements = useRef(new Map<K, HTMLElement>());
  /** A callback ref for the field `name`. */
  const register = useCallback(
    (name: K) => (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    [],
  );
  const focus = useCallback((name: K) => elements.current.get(name)?.focus(), []);
  return { register, focus };
}
