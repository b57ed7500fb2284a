import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

/** Thrown while reading a body that grows past the limit; platform-fetch turns it into a ConnectorError. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
  }
}

/** Collects a body (a web ReadableStream or a Node stream) and stops as soon as it passes `maxBytes`. */
export async function readLimited(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
  onAbandon: () => void = () => {},
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new BodyTooLarge(maxBytes);
      parts.push(chunk);
    }
  } catch (error) {
    onAbandon();
    throw error;
  }
  return Buffer.concat(parts);
}

/** A Node response body as the server encoded it, undone (fetch does this by itself). */
export function decompressed(response: IncomingMessage): Readable {
  const raw = response.headers['content-encoding'];
  const encoding = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase() ?? 'identity';
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  return pipeline(response, decoder, () => {});
}

export function sizeWords(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}
