import type { FastifyInstance } from 'fastify';
import { parseJson, queryString, type RestCaller } from './rest-caller.js';

/**
 * REST calls made inside the API for `POST /mcp`: the request's own `Authorization` header and client
 * address, so a tool call is the same request the key could have sent itself (same scope checks, same
 * per-key and per-address limits, same history attribution) without a network hop.
 */
export function injectCaller(app: FastifyInstance, authorization: string, remoteAddress: string): RestCaller {
  return async (method, path, request = {}) => {
    const hasBody = request.body !== undefined;
    const response = await app.inject({
      method,
      url: `${path}${queryString(request.query)}`,
      remoteAddress,
      headers: {
        authorization,
        'user-agent': 'signalboard-mcp',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
    });
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      json: parseJson(response.body),
      retryAfter: retryAfter === undefined ? null : String(retryAfter),
    };
  };
}
