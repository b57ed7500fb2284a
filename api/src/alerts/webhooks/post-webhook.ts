import type http from 'node:http';
import { networkReason } from '../../net/network-reason.js';
import { pinnedRequest } from '../../net/pinned-request.js';
import { checkPublicAddress, type Resolver } from '../../net/public-address.js';

// One POST of a signed event to an endpoint, through the SSRF guard every user URL goes through: the
// name is resolved now (it may have been re-pointed since it was saved), every address must be
// public, and the connection is pinned to the checked address. Redirects are not followed.

export const deliveryTimeoutMs = 10_000;
export const userAgent = 'Signalboard-Webhooks/1';
/** Of the answer, kept for the delivery log. */
const excerptChars = 500;
const maxReadBytes = 16 * 1024;

export interface PostTarget {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** TESTS ONLY: origins whose addresses are not checked. */
  allowOrigins: ReadonlySet<string>;
  resolve?: Resolver;
  timeoutMs?: number;
}

/** What one attempt came to; `error` is the sentence the delivery log shows when it did not succeed. */
export interface PostOutcome {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
}

export async function postWebhook(target: PostTarget): Promise<PostOutcome> {
  const started = performance.now();
  const timeoutMs = target.timeoutMs ?? deliveryTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const outcome = (fields: Omit<PostOutcome, 'latencyMs'>): PostOutcome => ({
    ...fields,
    latencyMs: Math.round(performance.now() - started),
  });
  try {
    let url: URL;
    try {
      url = new URL(target.url);
    } catch {
      return outcome({ ok: false, status: null, excerpt: null, error: 'the endpoint URL is not valid' });
    }
    const checked = await checkPublicAddress(url, {
      allowOrigins: target.allowOrigins,
      resolve: target.resolve,
      signal: controller.signal,
    });
    if (!checked.ok) {
      const error =
        checked.problem === 'not_found'
          ? `its host name (${checked.hostname}) could not be found`
          : `${url.origin} points to a private or reserved network address, so Signalboard refused to send to it`;
      return outcome({ ok: false, status: null, excerpt: null, error });
    }
    const response = await pinnedRequest(url, checked.address, {
      method: 'POST',
      headers: {
        ...target.headers,
        'content-type': 'application/json',
        'user-agent': userAgent,
        'content-length': String(Buffer.byteLength(target.body)),
      },
      body: target.body,
      signal: controller.signal,
    });
    const status = response.statusCode ?? 0;
    const text = await readExcerpt(response);
    if (status >= 200 && status <= 299) return outcome({ ok: true, status, excerpt: text, error: null });
    const error =
      status >= 300 && status <= 399
        ? `it answered with a redirect (HTTP ${status}); redirects are not followed, so enter the final address`
        : `it answered HTTP ${status}; only a 2xx answer counts as delivered`;
    return outcome({ ok: false, status, excerpt: text, error });
  } catch (error) {
    const words = controller.signal.aborted
      ? `it did not answer within ${Math.round(timeoutMs / 1000)} seconds`
      : networkReason(error).replace('the site', 'the endpoint');
    return outcome({ ok: false, status: null, excerpt: null, error: words });
  } finally {
    clearTimeout(timer);
  }
}

/** The start of the answer as text (at most 500 characters), for the log; the rest is not read. */
async function readExcerpt(response: http.IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= maxReadBytes) break;
    }
  } catch {
    // A body cut off after the status arrived: the status is what counts.
  } finally {
    response.destroy();
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return null;
  return text.length <= excerptChars ? text : text.slice(0, excerptChars);
}
