import { DomainError } from '../../errors/error-catalogue.js';
import { checkPublicAddress, type Resolver } from '../../net/public-address.js';

/** TESTS ONLY: exact origins (a loopback receiver) exempt from the address check, and allowed over http. */
export interface EndpointPolicy {
  allowOrigins: readonly string[];
  resolve?: Resolver;
}

const maxUrlLength = 2048;

/**
 * The endpoint URL a member typed, or 422 WEBHOOK_URL_INVALID naming `url`: https only (signed events
 * still carry lead data, so they never travel in clear), no user name or password, no fragment. Plain
 * http is accepted only for the test allow-list's origins.
 */
export function parseEndpointUrl(input: string, policy: EndpointPolicy): URL {
  const invalid = (detail: string) =>
    new DomainError('WEBHOOK_URL_INVALID', { detail: `url: ${detail}`, field: 'url' });
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw invalid('must be an https URL, e.g. https://example.com/hooks/signalboard');
  }
  const allowed = policy.allowOrigins.includes(url.origin);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:'))
    throw invalid('must start with https:// (events are only sent over an encrypted connection)');
  if (url.username !== '' || url.password !== '') throw invalid('must not contain a user name or password');
  if (url.hash !== '') throw invalid('must not contain a #fragment');
  if (url.href.length > maxUrlLength) throw invalid(`must be at most ${maxUrlLength} characters long`);
  return url;
}

/**
 * Save-time SSRF check: the host must resolve, and only to public addresses. Delivery checks again and
 * connects to the checked address (the name may be re-pointed later: DNS rebinding).
 */
export async function requirePublicEndpoint(url: URL, policy: EndpointPolicy): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    const checked = await checkPublicAddress(url, {
      allowOrigins: new Set(policy.allowOrigins),
      resolve: policy.resolve,
      signal: controller.signal,
    });
    if (checked.ok) return;
    if (checked.problem === 'not_found')
      throw new DomainError('WEBHOOK_URL_INVALID', {
        detail: `url: its host name (${checked.hostname}) could not be found`,
        field: 'url',
      });
    throw new DomainError('WEBHOOK_URL_BLOCKED', { field: 'url' });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('WEBHOOK_URL_INVALID', {
      detail: 'url: its host name could not be looked up in time',
      field: 'url',
    });
  } finally {
    clearTimeout(timer);
  }
}
