import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

// Reading what a server sent over node:http (which, unlike fetch, leaves compression to us).

/**
 * The body as the server encoded it, undone; null when the encoding is one Signalboard cannot read
 * (callers decide whether that is an error or raw bytes will do).
 */
export function decompressed(response: IncomingMessage): Readable | null {
  const raw = response.headers['content-encoding'];
  const encoding = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase() ?? 'identity';
  if (encoding === 'identity' || encoding === '') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  return decoder ? pipeline(response, decoder, () => {}) : null;
}

/** "2 MB", "512 KB": a size limit in the words messages use. */
export function sizeWords(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

/** An HTML page where something else was expected (a login wall, an error page, a parked domain). */
export function looksLikeHtml(text: string): boolean {
  return /^\s*(?:<!doctype\s+html|<html|<head|<body|<!--|<meta|<title)/i.test(text.slice(0, 1024));
}
