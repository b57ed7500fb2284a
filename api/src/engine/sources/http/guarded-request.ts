import { pinnedRequest } from '../../../net/pinned-request.js';
import { checkPublicAddress, type ResolvedAddress, type Resolver } from '../../../net/public-address.js';
import { decompressed } from '../../../net/response-body.js';
import { ConnectorError } from '../connector-error.js';
import { cannotConnect } from './cannot-connect.js';
import { readLimited } from './read-body.js';

// Requests to URLs that users typed (feed URLs, Mastodon instances), through the SSRF guard the website
// reader uses too (net/public-address.ts); redirects are followed by hand, each hop checked again.

export type { Resolver } from '../../../net/public-address.js';

export interface RawResponse {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The URL finally read, after redirects. */
  url: string;
}

export interface GuardedRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects: number;
  /** TESTS ONLY: exact origins whose addresses are not checked (a loopback replay server). */
  allowOrigins: ReadonlySet<string>;
  /** "The feed at example.com": how messages name the other side. */
  who: string;
  resolve?: Resolver;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export async function guardedRequest(start: URL, request: GuardedRequest): Promise<RawResponse> {
  let url = start;
  let method = request.method;
  let body = request.body;
  for (let redirects = 0; ; redirects += 1) {
    const address = await checkedAddress(url, redirects > 0, request);
    const response = await pinnedRequest(url, address, {
      method,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...request.headers },
      body,
      signal: request.signal,
    });
    const status = response.statusCode ?? 0;
    if (redirectStatuses.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location)
        throw new ConnectorError(
          'http',
          `${request.who} answered with a redirect (HTTP ${status}) that leads nowhere`,
          { status },
        );
      if (redirects >= request.maxRedirects)
        throw new ConnectorError(
          'http',
          `${request.who} redirected more than ${request.maxRedirects} times`,
          { status },
        );
      url = nextHop(location, url, request.who);
      if (status !== 307 && status !== 308) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    // An encoding we cannot undo is read as it came: the parser then names what it found.
    const stream = decompressed(response) ?? response;
    const bytes = await readLimited(stream, request.maxBytes, () => {
      response.destroy();
      stream.destroy();
    });
    return { status, headers, bytes, url: url.toString() };
  }
}

/** The address to connect to for `url` (the shared SSRF guard), or the refusal as a ConnectorError. */
async function checkedAddress(
  url: URL,
  redirected: boolean,
  request: GuardedRequest,
): Promise<ResolvedAddress> {
  const checked = await checkPublicAddress(url, request);
  if (checked.ok) return checked.address;
  if (checked.problem === 'not_found')
    throw new ConnectorError('network', cannotConnect(request.who, 'its address could not be found'));
  throw new ConnectorError(
    'blocked',
    redirected
      ? `${request.who} redirected to ${url.origin}, a private or reserved network address; Signalboard only reads public addresses`
      : `${url.origin} is a private or reserved network address; Signalboard only reads public addresses`,
  );
}

function nextHop(location: string, current: URL, who: string): URL {
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    throw new ConnectorError('http', `${who} redirected to an address that is not valid`);
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:')
    throw new ConnectorError(
      'blocked',
      `${who} redirected to a ${next.protocol.replace(/:$/, '')} address; only http(s) is read`,
    );
  next.hash = '';
  return next;
}
