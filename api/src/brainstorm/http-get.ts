import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { unreadable, WebsiteFetchError } from './website-fetch-error.js';

// One GET of the website reader, on a connection pinned to an address checked beforehand, and the
// reading of its body within a size limit.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** A `lookup` that answers the checked address whatever is asked: the connection cannot go elsewhere. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

export function get(
  url: URL,
  address: ResolvedAddress,
  signal: AbortSignal,
  userAgent: string,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: hostnameOf(url),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(address),
        signal,
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en;q=1, *;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function decompressed(response: http.IncomingMessage): Readable {
  const encoding = headerValue(response.headers['content-encoding'])?.trim().toLowerCase() ?? 'identity';
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (encoding !== 'identity' && encoding !== '' && decoder === null) {
    response.destroy();
    throw unreadable(`it sent its page in an encoding Signalboard cannot read (${encoding})`);
  }
  if (!decoder) return response;
  return pipeline(response, decoder, () => {});
}

export async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () =>
    unreadable(`the page is larger than ${sizeWords(maxBytes)}, the most Signalboard reads`);
  const declared = Number(headerValue(response.headers['content-length']));
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const body = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    response.destroy();
    body.destroy();
    if (error instanceof WebsiteFetchError) throw error;
    if ((error as { code?: string }).code?.startsWith('Z_'))
      throw unreadable('its compressed page is damaged');
    throw error;
  }
  return Buffer.concat(chunks);
}

function sizeWords(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

export function looksLikeHtml(text: string): boolean {
  return /^\s*(?:<!doctype\s+html|<html|<head|<body|<!--|<meta|<title)/i.test(text.slice(0, 1024));
}

const networkReasons: Record<string, string> = {
  ECONNREFUSED: 'the site refused the connection',
  ECONNRESET: 'the site closed the connection',
  EHOSTUNREACH: 'the site could not be reached',
  ENETUNREACH: 'the site could not be reached',
  ETIMEDOUT: 'the site could not be reached in time',
  EPROTO: 'its secure connection failed',
  HPE_INVALID_CONSTANT: 'it did not answer in HTTP',
};

export function networkReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkReasons[code]) return networkReasons[code];
    if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
      return `its secure connection could not be verified (${code})`;
    if (code.startsWith('HPE_')) return 'it answered with something that is not valid HTTP';
  }
  return 'the site could not be reached';
}
