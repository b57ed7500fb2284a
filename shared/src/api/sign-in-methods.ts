// GET /auth/methods: which ways to sign in this server offers (public, before sign-in). The sign-in
// page shows "Continue with Google" only where Google can work.
import { queryOptions, useQuery } from '@signalboard/shared/query';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { SignInMethods } from './types';

export function getSignInMethods(): Promise<SignInMethods> {
  return unwrap(apiClient('public').GET('/auth/methods'), 'Could not load the ways to sign in');
}

// The server's set-up changes only with a restart: once per page is enough.
export const signInMethodsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.signInMethods, queryFn: getSignInMethods, staleTime: Infinity });

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}
