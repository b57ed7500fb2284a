import { parseJson, queryString, type RestCaller } from './rest-caller.js';

/** The server could not be reached at all (stdio): said in words, never as a stack. */
export class SignalboardUnreachable extends Error {}

/** REST calls over the network for the stdio server: `SIGNALBOARD_URL` + path, with the key as a bearer. */
export function fetchCaller(baseUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch): RestCaller {
  const base = baseUrl.replace(/\/+$/, '');
  return async (method, path, request = {}) => {
    const hasBody = request.body !== undefined;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}${queryString(request.query)}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          'user-agent': 'signalboard-mcp',
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new SignalboardUnreachable(
        `Signalboard did not answer at ${base} (${reason || 'no answer'}). Check SIGNALBOARD_URL and that the server is running.`,
      );
    }
    return {
      status: response.status,
      json: parseJson(await response.text()),
      retryAfter: response.headers.get('retry-after'),
    };
  };
}
