import http from 'node:http';
import https from 'node:https';
import { hostnameOf, pinnedLookup, type ResolvedAddress } from './public-address.js';

// One request to a user-given URL on a connection pinned to the address checkPublicAddress approved, so
// a second DNS answer cannot send it elsewhere; no agent (no connection reuse across checks) and no
// redirects followed (callers that follow them check each hop again).

export interface PinnedRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** Resolves with the response as soon as its status and headers arrive; the caller reads the body. */
export function pinnedRequest(
  url: URL,
  address: ResolvedAddress,
  request: PinnedRequest,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        protocol: url.protocol,
        hostname: hostnameOf(url),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: request.method,
        agent: false,
        lookup: pinnedLookup(address),
        signal: request.signal,
        headers: request.headers,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
