// @signalboard/shared/query: the suite's single QueryClient and its data-fetching defaults.
export { queryClient, createQueryClient, clearSessionData, shouldRetry, retryDelay } from './query-client';
export { useSlowLoading, slowLoadingDelay } from './use-slow-loading';
export { isSlowConnection } from './connection';
export { throttledFocusListener } from './focus';
export {
  RETRY_DELAY,
  RETRY_DELAY_SLOW,
  FOCUS_THROTTLE,
  DEDUPE_INTERVAL,
  SLOW_LOADING,
  SLOW_LOADING_SLOW,
  MAX_RETRIES,
} from './constants';
