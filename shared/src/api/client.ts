// The typed HTTP client (openapi-fetch over the generated schema). Two clients share one base URL:
// `public` for the /auth calls made before sign-in, `authenticated` for everything else, which adds
// the bearer token and turns a missing token or a 401 into a sign-out.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { getRuntimeConfig } from '@signalboard/shared/config';
import { getAccessToken, useSession } from '@signalboard/shared/session';
import { ApiError } from './api-error';
import type { paths } from './schema.gen';

export type ApiClient = Client<paths>;
export type ClientKind = 'public' | 'authenticated';

export const NO_TOKEN_MESSAGE = 'No access token found';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getAccessToken();
    if (!token) {
      useSession.getState().signOut('unauthorized');
      throw new ApiError(401, null, NO_TOKEN_MESSAGE);
    }
    request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ response }) {
    if (response.status !== 401) return undefined;
    const body = await readBody(response);
    useSession.getState().signOut('unauthorized');
    // Always "Unauthorized": the user is being sent to sign in, whatever the server's wording.
    throw new ApiError(401, body, UNAUTHORIZED_MESSAGE, { useDetail: false });
  },
};

/** A fetch that reports an unreachable server as ApiError status 0 instead of a bare TypeError. */
const networkErrorMiddleware: Middleware = {
  onError({ error }) {
    if (error instanceof ApiError) return error;
    return new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  },
};

const clients = new Map<string, ApiClient>();

/**
 * The client for the configured API. The base URL is read at call time (the host sets the runtime
 * config after start-up), and a client is kept per base URL and kind.
 */
export function apiClient(kind: ClientKind = 'authenticated'): ApiClient {
  const baseUrl = getRuntimeConfig().apiUrl;
  const key = `${kind} ${baseUrl}`;
  let client = clients.get(key);
  if (!client) {
    // fetch is looked up per request so tests and polyfills that replace it are honoured.
    client = createClient<paths>({ baseUrl, fetch: (request) => globalThis.fetch(request) });
    client.use(networkErrorMiddleware);
    if (kind === 'authenticated') client.use(authMiddleware);
    clients.set(key, client);
  }
  return client;
}

interface CallResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** What to say when the server sends no detail: a sentence, or one built from the status. */
export type Fallback = string | ((status: number) => string);

/** Resolves to the response data, or throws ApiError with the server's detail or the fallback. */
export async function unwrap<D>(pending: Promise<CallResult<D>>, fallback: Fallback): Promise<D> {
  const { data, error, response } = await pending;
  if (!response.ok) {
    const message = typeof fallback === 'function' ? fallback(response.status) : fallback;
    throw new ApiError(response.status, error, message);
  }
  return data as D;
}
