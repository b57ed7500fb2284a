import http from 'node:http';
import https from 'node:https';
import { hostnameOf, pinnedLookup, type ResolvedAddress } from '../net/public-address.js';
import { decompressed, sizeWords } from '../net/response-body.js';
import { unreadable, WebsiteFetchError } from './website-fetch-error.js';

// One GET of the website reader, on a connection pinned to an address checked beforehand, and the
// reading of its body within a size limit.

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
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

export async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () =>
    unreadable(`the page is larger than ${sizeWords(maxBytes)}, the most Signalboard reads`);
  const declared = Number(headerValue(response.headers['content-length']));
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const body = decompressed(response);
  if (!body) {
    response.destroy();
    const encoding = headerValue(response.headers['content-encoding'])?.trim().toLowerCase();
    throw unreadable(`it sent its page in an encoding Signalboard cannot read (${encoding})`);
  }
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
