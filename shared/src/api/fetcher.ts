// The generic fetcher (spec section 7): a plain GET parsed as JSON, for addresses outside the typed
// client. It carries the bearer token when there is one. Revalidation on focus and reconnect stays on.
import { useQuery } from '@signalboard/shared/query';
import { getAccessToken } from '@signalboard/shared/session';
import { ApiError } from './api-error';
import { queryKeys } from './query-keys';

export const FETCH_FAILED = 'An error occurred while fetching the data.';

export async function fetcher<T = unknown>(url: string): Promise<T> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, null, FETCH_FAILED);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  // Always the spec's sentence; the status and the body travel on the error.
  if (!response.ok) throw new ApiError(response.status, body, FETCH_FAILED, { useDetail: false });
  return body as T;
}

export function useFetcher<T = unknown>(url: string | null) {
  return useQuery({
    queryKey: queryKeys.fetcher(url ?? ''),
    queryFn: () => fetcher<T>(url as string),
    enabled: url !== null,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
