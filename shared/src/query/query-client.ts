// The ONE QueryClient of the suite (host and remotes share it through this singleton module),
// configured with the spec's data-fetching numbers.
import { QueryClient } from '@tanstack/react-query';
// Relative, not the api singleton: the query client must not pull every endpoint module in.
import { isClientError } from '../api/api-error';
import { onSignOut } from '@signalboard/shared/session';
import { isSlowConnection } from './connection';
import { DEDUPE_INTERVAL, MAX_RETRIES, RETRY_DELAY, RETRY_DELAY_SLOW } from './constants';
import { installThrottledFocus } from './focus';

/** Retries server and network failures, never a 4xx (asking again will not change the answer). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < MAX_RETRIES;
}

export function retryDelay(): number {
  return isSlowConnection() ? RETRY_DELAY_SLOW : RETRY_DELAY;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: DEDUPE_INTERVAL,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Drops every cached answer without refetching anything (used when the session ends). */
export function clearSessionData(client: QueryClient = queryClient): void {
  void client.cancelQueries();
  client.clear();
}

installThrottledFocus();
onSignOut(() => clearSessionData());
