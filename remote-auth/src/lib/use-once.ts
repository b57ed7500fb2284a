// Runs an effect exactly once per mounted page, even under React StrictMode (which mounts, unmounts
// and mounts again in development). Used for calls that must not repeat: verifying a token, or
// exchanging a one-time OAuth code.
import { useEffect, useRef } from 'react';

export function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // The effect is meant to run with the values of the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
