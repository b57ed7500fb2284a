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

// TanStack Query, through this singleton only (ESLint refuses @tanstack/react-query elsewhere in app
// code): one QueryClient context for the host and every remote, and a shared module cannot be
// tree-shaken, so sharing TanStack Query itself shipped all of it in the host's first load. Need a
// hook that is not listed? Add it here.
export {
  QueryClient,
  QueryClientProvider,
  focusManager,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseQueryResult } from '@tanstack/react-query';
