import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../../brainstorm/address-policy.js';
import { hostnameOf, type ResolvedAddress } from '../../../brainstorm/http-get.js';
import { ConnectorError } from '../connector-error.js';
import { decompressed, readLimited } from './read-body.js';

// Requests to URLs that users typed (feed URLs, Mastodon instances), with the SSRF guard of the website
// reader (brainstorm/website-fetch.ts): the host name is resolved here, every address must be public
// (isPublicAddress), the connection goes to the checked address (a pinned `lookup`, so a second DNS answer
// cannot swap it), and redirects are followed by hand, each hop checked again.

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

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

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export async function guardedRequest(start: URL, request: GuardedRequest): Promise<RawResponse> {
  let url = start;
  let method = request.method;
  let body = request.body;
  for (let redirects = 0; ; redirects += 1) {
    const address = await checkedAddress(url, redirects > 0, request);
    const response = await send(url, address, { ...request, method, body });
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
    const stream = decompressed(response);
    const bytes = await readLimited(stream, request.maxBytes, () => {
      response.destroy();
      stream.destroy();
    });
    return { status, headers, bytes, url: url.toString() };
  }
}

function send(url: URL, address: ResolvedAddress, request: GuardedRequest): Promise<http.IncomingMessage> {
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
        headers: { 'accept-encoding': 'gzip, deflate, br', ...request.headers },
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** A `lookup` that answers the checked address whatever is asked: the connection cannot go elsewhere. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

async function checkedAddress(
  url: URL,
  redirected: boolean,
  request: GuardedRequest,
): Promise<ResolvedAddress> {
  const hostname = hostnameOf(url);
  const literal = net.isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (request.resolve ?? systemResolver)(hostname);
    } catch (error) {
      if (request.signal.aborted) throw error;
      addresses = [];
    }
    if (addresses.length === 0)
      throw new ConnectorError('network', `${request.who}: the address ${hostname} could not be found`);
  }
  if (!request.allowOrigins.has(url.origin) && !addresses.every((entry) => isPublicAddress(entry.address)))
    throw new ConnectorError(
      'blocked',
      redirected
        ? `${request.who} redirected to ${url.origin}, a private or reserved network address; Signalboard only reads public addresses`
        : `${url.origin} is a private or reserved network address; Signalboard only reads public addresses`,
    );
  // Checked above: every address is allowed, so the first is as good as any.
  return addresses[0] as ResolvedAddress;
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
