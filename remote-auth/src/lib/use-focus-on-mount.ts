// When a form is replaced by its outcome, focus would fall back to <body>; move it to the outcome's
// heading instead so keyboard and screen-reader users hear what happened and can go on from there.
import { useEffect, useRef } from 'react';

export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
