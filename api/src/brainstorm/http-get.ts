import type http from 'node:http';
import { pinnedRequest } from '../net/pinned-request.js';
import type { ResolvedAddress } from '../net/public-address.js';
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
  return pinnedRequest(url, address, {
    method: 'GET',
    headers: {
      'user-agent': userAgent,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      'accept-language': 'en;q=1, *;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
    },
    signal,
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
