import { checkPublicAddress, type ResolvedAddress, type Resolver } from '../net/public-address.js';
import { looksLikeHtml } from '../net/response-body.js';
import { decodeHtml } from './charset.js';
import { networkReason } from '../net/network-reason.js';
import { get, headerValue, readBody } from './http-get.js';
import { unreadable, WebsiteFetchError } from './website-fetch-error.js';

export { WebsiteFetchError, type WebsiteFetchErrorKind } from './website-fetch-error.js';
export type { ResolvedAddress, Resolver } from '../net/public-address.js';

export interface WebsiteFetchOptions {
  /**
   * TESTS ONLY (UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS): exact origins whose addresses are not checked, so
   * a test can serve pages from a loopback server. Redirects out of them are checked as usual.
   */
  allowOrigins?: readonly string[];
  resolve?: Resolver;
  /** For the whole read, redirects included. */
  timeoutMs?: number;
  /** Of the page after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface FetchedWebsite {
  /** The address finally read, after redirects. */
  url: string;
  html: string;
}

export const websiteFetchDefaults = {
  timeoutMs: 8_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'Mozilla/5.0 (compatible; SignalboardBot/0.1; reads the website a user entered to describe it)',
} as const;

const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** The http(s) URL a user typed, or WebsiteFetchError('invalid'). */
export function parseWebsiteUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new WebsiteFetchError('invalid', 'must be an http(s) URL, e.g. https://example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebsiteFetchError('invalid', 'must be an http(s) URL, e.g. https://example.com');
  if (url.username !== '' || url.password !== '')
    throw new WebsiteFetchError('invalid', 'must not contain a user name or password');
  url.hash = '';
  return url;
}

/**
 * Reads an HTML page without letting the address reach inside our network (SSRF): the host name is
 * resolved here, every address is checked (isPublicAddress), and the connection goes to the checked
 * address (a pinned `lookup`, so a second DNS answer cannot swap it: no rebinding window). Redirects
 * are followed by hand, at most `maxRedirects`, each hop checked the same way. One deadline covers
 * everything; the page is cut off beyond `maxBytes` (decompressed) and must be HTML.
 */
export async function fetchWebsite(
  input: string,
  options: WebsiteFetchOptions = {},
): Promise<FetchedWebsite> {
  const settings = { ...websiteFetchDefaults, ...options };
  const allowOrigins = new Set(options.allowOrigins ?? []);
  let url = parseWebsiteUrl(input);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const address = await checkedAddress(url, redirects > 0, {
        allowOrigins,
        resolve: options.resolve,
        signal: controller.signal,
      });
      const response = await get(url, address, controller.signal, settings.userAgent);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw unreadable(`it answered with a redirect (HTTP ${status}) that leads nowhere`);
        if (redirects >= settings.maxRedirects)
          throw unreadable(`it redirected more than ${settings.maxRedirects} times`);
        url = nextHop(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw unreadable(`it answered with an error (HTTP ${status})`);
      }
      const contentType = headerValue(response.headers['content-type']);
      const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (contentType !== undefined && !htmlTypes.has(mediaType)) {
        response.destroy();
        throw unreadable(`it is not a web page (its content type is ${mediaType || 'empty'})`);
      }
      const bytes = await readBody(response, settings.maxBytes);
      const html = decodeHtml(bytes, contentType);
      if (contentType === undefined && !looksLikeHtml(html))
        throw unreadable('it is not a web page (it sent no content type and does not look like HTML)');
      return { url: url.toString(), html };
    }
  } catch (error) {
    if (error instanceof WebsiteFetchError) throw error;
    if (controller.signal.aborted)
      throw unreadable(`it did not answer within ${Number((settings.timeoutMs / 1000).toFixed(1))} seconds`);
    throw unreadable(networkReason(error));
  } finally {
    clearTimeout(timer);
  }
}

/** The address to connect to for `url` (the shared SSRF guard), or the reader's refusal in its words. */
async function checkedAddress(
  url: URL,
  redirected: boolean,
  check: Parameters<typeof checkPublicAddress>[1],
): Promise<ResolvedAddress> {
  const checked = await checkPublicAddress(url, check);
  if (checked.ok) return checked.address;
  if (checked.problem === 'not_found')
    throw unreadable(`its address (${checked.hostname}) could not be found`);
  const where = redirected ? `it redirected to ${url.origin}, which` : `${url.origin}`;
  throw new WebsiteFetchError(
    'blocked',
    checked.literal
      ? `${where} is a private or reserved network address`
      : `${where} points to a private or reserved network address`,
  );
}

function nextHop(location: string, current: URL): URL {
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    throw unreadable('it redirected to an address that is not valid');
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:')
    throw new WebsiteFetchError(
      'blocked',
      `it redirected to a ${next.protocol.replace(/:$/, '')} address, and only http(s) pages are read`,
    );
  next.hash = '';
  return next;
}
