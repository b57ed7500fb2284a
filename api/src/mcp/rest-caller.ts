/**
 * The one thing the MCP tools need from Signalboard: a call to its public REST API with the caller's own
 * API key. On the API (`POST /mcp`) it is `app.inject`, in stdio it is `fetch`; either way the REST routes
 * decide scopes, reach, rate limits and history attribution, so MCP has no permission system of its own.
 */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface RestRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export interface RestAnswer {
  status: number;
  /** The parsed JSON body; null when there is none (204) or it is not JSON. */
  json: unknown;
  /** Seconds to wait, from a 429's `Retry-After`. */
  retryAfter: string | null;
}

export type RestCaller = (method: RestMethod, path: string, request?: RestRequest) => Promise<RestAnswer>;

/** `?a=1&b=x&b=y`: arrays repeat their key (as the lead list reads them); undefined values are left out. */
export function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) params.append(key, item);
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
