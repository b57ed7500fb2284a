import { lookup as dnsLookup } from 'node:dns/promises';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.js';

// The SSRF guard every request to a user-given URL goes through (the website reader, feed URLs, Mastodon
// instances): the host name is resolved here, every address must be public, and the connection is then
// pinned to the checked address, so a second DNS answer cannot swap it.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (the system resolver by default; tests pass their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

export function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** A `lookup` that answers the checked address whatever is asked: the connection cannot go elsewhere. */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

export interface AddressCheck {
  /** TESTS ONLY: exact origins whose addresses are not checked (a loopback test server). */
  allowOrigins: ReadonlySet<string>;
  resolve?: Resolver;
  signal: AbortSignal;
}

/**
 * The address to connect to for `url`, or why there is none: the name resolves to nothing, or one of its
 * addresses is private or reserved (`literal`: the URL named the address itself). Callers word the
 * refusal in their own error type.
 */
export type CheckedAddress =
  | { ok: true; address: ResolvedAddress }
  | { ok: false; problem: 'not_found'; hostname: string }
  | { ok: false; problem: 'private'; literal: boolean };

export async function checkPublicAddress(url: URL, check: AddressCheck): Promise<CheckedAddress> {
  const hostname = hostnameOf(url);
  const literal = net.isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await abortable((check.resolve ?? systemResolver)(hostname), check.signal);
    } catch (error) {
      if (check.signal.aborted) throw error;
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, problem: 'not_found', hostname };
  }
  if (!check.allowOrigins.has(url.origin) && !addresses.every((entry) => isPublicAddress(entry.address)))
    return { ok: false, problem: 'private', literal: literal !== 0 };
  // Checked above: every address is allowed, so the first is as good as any.
  return { ok: true, address: addresses[0] as ResolvedAddress };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
