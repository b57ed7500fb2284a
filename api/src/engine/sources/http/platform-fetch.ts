import { STATUS_CODES } from 'node:http';
import { networkReason, unreachable } from '../../../net/network-reason.js';
import { cannotConnect } from './cannot-connect.js';
import { looksLikeHtml, sizeWords } from '../../../net/response-body.js';
import type { RateLimitState } from '../connector.js';
import { ConnectorError, retryWords } from '../connector-error.js';
import { guardedRequest, type RawResponse, type Resolver } from './guarded-request.js';
import { parseRateLimitHeaders, secondsUntilReset } from './rate-limit-headers.js';
import { BodyTooLarge, readLimited } from './read-body.js';
import { parseRetryAfter } from './retry-after.js';

export { parseRetryAfter } from './retry-after.js';

export const platformUserAgent = 'Signalboard/0.1 (+https://signalboard.app)';
export const platformFetchDefaults = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export interface PlatformFetchOptions {
  /** Platform id ('reddit', 'rss', ...): messages name it ("Reddit answered 429 ..."). */
  platform: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** For the whole request, redirects and body included (default 10 s). */
  timeoutMs?: number;
  /** The caller's cancellation (a worker shutting down): its reason is rethrown as is. */
  signal?: AbortSignal;
  expect: 'json' | 'text';
  /**
   * The URL came from a user (a feed, a Mastodon instance): it may only reach public addresses (SSRF
   * guard, see guarded-request.ts). Platform endpoints are trusted configuration and use plain fetch.
   */
  userUrl?: boolean;
  /** TESTS ONLY: exact origins a user URL may reach even on a private address (a loopback replay server). */
  allowOrigins?: readonly string[];
  now?: () => Date;
  /** TESTS ONLY: DNS for user URLs. */
  resolve?: Resolver;
}

export interface PlatformResponse {
  status: number;
  headers: Headers;
  /** Parsed body when `expect` is 'json' (absent on 304). */
  json?: unknown;
  /** Decoded body when `expect` is 'text' (absent on 304). */
  text?: string;
  rateLimit?: RateLimitState;
  /** The URL finally read, after redirects. */
  url: string;
}

const platformNames: Record<string, string> = {
  hackernews: 'Hacker News',
  reddit: 'Reddit',
  rss: 'The feed',
  stackexchange: 'Stack Exchange',
  github: 'GitHub',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  lobsters: 'Lobsters',
  devto: 'Dev.to',
  x: 'X',
};

/**
 * One request to a platform, every failure turned into a ConnectorError with a sentence for the Data
 * Sources tab. 2xx and 304 (a conditional GET with nothing new) are returned; everything else throws:
 * 429 (and GitHub's 403 with no requests left) → 'rate_limited' with the wait the platform asked for,
 * 401/403 → 'auth', other statuses → 'http', unreadable 2xx bodies → 'malformed'. The sentence says
 * what happened; failure-words.ts adds what to do.
 */
export async function platformFetch(
  input: URL | string,
  options: PlatformFetchOptions,
): Promise<PlatformResponse> {
  const now = options.now ?? (() => new Date());
  const url = requestUrl(input, options);
  const name = platformNames[options.platform] ?? options.platform;
  const who = options.userUrl ? `${name} at ${url.host}` : name;
  const timeoutMs = options.timeoutMs ?? platformFetchDefaults.timeoutMs;
  const headers: Record<string, string> = {
    'user-agent': platformUserAgent,
    accept: options.expect === 'json' ? 'application/json' : '*/*',
  };
  for (const [key, value] of Object.entries(options.headers ?? {})) headers[key.toLowerCase()] = value;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
  const onCancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCancel, { once: true });
  let raw: RawResponse;
  try {
    if (options.signal?.aborted) throw options.signal.reason;
    const method = options.method ?? 'GET';
    raw = options.userUrl
      ? await guardedRequest(url, {
          method,
          headers,
          body: options.body,
          signal: controller.signal,
          maxBytes: platformFetchDefaults.maxBytes,
          maxRedirects: platformFetchDefaults.maxRedirects,
          allowOrigins: new Set(options.allowOrigins ?? []),
          who,
          resolve: options.resolve,
        })
      : await plainFetch(url, { method, headers, body: options.body, signal: controller.signal });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof ConnectorError) throw error;
    if (error instanceof BodyTooLarge)
      throw new ConnectorError(
        'malformed',
        `${who} sent more than ${sizeWords(error.maxBytes)}, the most Signalboard reads`,
      );
    if (controller.signal.aborted)
      throw new ConnectorError(
        'timeout',
        `${who} did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Number((timeoutMs / 1000).toFixed(1))} s`}`,
      );
    const reason = networkReason((error as { cause?: unknown }).cause ?? error);
    throw new ConnectorError('network', cannotConnect(who, reason === unreachable ? null : reason), {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
  return interpret(raw, options.expect, who, now());
}

function requestUrl(input: URL | string, options: PlatformFetchOptions): URL {
  let url: URL;
  try {
    url = new URL(input.toString());
  } catch {
    throw new ConnectorError('config', `"${input.toString()}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConnectorError('config', `${url.toString()} is not an http(s) URL`);
  if (options.userUrl && (url.username !== '' || url.password !== ''))
    throw new ConnectorError('config', `${url.host}: URLs with a user name or password are not read`);
  url.hash = '';
  return url;
}

async function plainFetch(
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal },
): Promise<RawResponse> {
  const response = await fetch(url, { ...init, redirect: 'follow' });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > platformFetchDefaults.maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLarge(platformFetchDefaults.maxBytes);
  }
  const bytes = response.body
    ? await readLimited(
        response.body,
        platformFetchDefaults.maxBytes,
        () => void response.body?.cancel().catch(() => {}),
      )
    : new Uint8Array();
  return { status: response.status, headers: response.headers, bytes, url: response.url || url.toString() };
}

function interpret(raw: RawResponse, expect: 'json' | 'text', who: string, now: Date): PlatformResponse {
  const rateLimit = parseRateLimitHeaders(raw.headers, now);
  const base = {
    status: raw.status,
    headers: raw.headers,
    url: raw.url,
    ...(rateLimit ? { rateLimit } : {}),
  };
  if (raw.status === 304) return base;
  const text = decodeText(raw.bytes, raw.headers.get('content-type'));
  if (raw.status < 200 || raw.status > 299) throw statusError(raw, text, expect, who, rateLimit, now);
  if (expect === 'text') return { ...base, text };
  if (looksLikeHtml(text))
    throw new ConnectorError('malformed', `${who} answered with an HTML page instead of JSON`, {
      status: raw.status,
    });
  try {
    return { ...base, json: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ConnectorError(
      'malformed',
      `${who} sent JSON that cannot be read (${(error as Error).message.slice(0, 120)})`,
      { status: raw.status },
    );
  }
}

function statusError(
  raw: RawResponse,
  text: string,
  expect: 'json' | 'text',
  who: string,
  rateLimit: RateLimitState | undefined,
  now: Date,
): ConnectorError {
  const { status, headers } = raw;
  const body = parseJson(text);
  const reason = shortReason(body, `${status} ${STATUS_CODES[status] ?? 'Error'}`);
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  const details = { status, ...(body === undefined ? {} : { body }) };
  const limitedByGitHub = status === 403 && (rateLimit?.remaining === 0 || retryAfter !== undefined);
  // What happened, in words; the status only in brackets, for whoever has to look it up. What to do is
  // added where the source's health is written (failure-words.ts).
  const code = `HTTP ${status}${reason}`;
  if (status === 429 || limitedByGitHub) {
    const wait = retryAfter ?? secondsUntilReset(rateLimit, now);
    return new ConnectorError(
      'rate_limited',
      `${who} asked Signalboard to slow down (${code}); ${retryWords(wait)}`,
      {
        ...details,
        ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
      },
    );
  }
  if (status === 401 || status === 403)
    return new ConnectorError('auth', `${who} refused the request (${code})`, details);
  const retry = retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter };
  if (status === 404 || status === 410)
    return new ConnectorError(
      'http',
      `${who} has nothing at the address Signalboard reads (${code})`,
      details,
    );
  if (status >= 500)
    return new ConnectorError('http', `${who} had a problem on its side (${code})`, { ...details, ...retry });
  const html = expect === 'json' && body === undefined && looksLikeHtml(text);
  return new ConnectorError(
    'http',
    `${who} answered HTTP ${status}${html ? ' with an HTML page instead of JSON' : reason}`,
    { ...details, ...retry },
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** ": Validation Failed", from the usual error-body fields; empty when it adds nothing to the status. */
function shortReason(body: unknown, statusWords: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  const candidates = [
    record.message,
    record.error_message,
    record.error_description,
    record.detail,
    record.error,
  ];
  const found = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (!found) return '';
  const reason = found.trim().replace(/\s+/g, ' ');
  if (statusWords.toLowerCase().includes(reason.toLowerCase())) return '';
  return `: ${reason.length > 160 ? `${reason.slice(0, 157)}...` : reason}`;
}

/** The Content-Type charset, else an XML declaration's encoding, else UTF-8 (a BOM wins over both). */
function decodeText(bytes: Uint8Array, contentType: string | null): string {
  const fromHeader = /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const fromProlog = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromProlog, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An unknown label: try the next one.
    }
  }
  return new TextDecoder().decode(bytes);
}
