import { useEffect, useState } from 'react';
import { isSlowConnection } from './connection';
import { SLOW_LOADING, SLOW_LOADING_SLOW } from './constants';

/** The delay after which a load counts as slow: 3 s, or 5 s on a slow connection. */
export function slowLoadingDelay(): number {
  return isSlowConnection() ? SLOW_LOADING_SLOW : SLOW_LOADING;
}

/** True once `isLoading` has stayed true for the slow-loading delay; false again when it stops. */
export function useSlowLoading(isLoading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!isLoading) return undefined;
    const timer = setTimeout(() => setSlow(true), slowLoadingDelay());
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [isLoading]);
  return isLoading && slow;
}
