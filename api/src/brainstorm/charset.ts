/**
 * Turns the bytes of an HTML page into text the way browsers pick the encoding, simplified: a byte
 * order mark, else the Content-Type charset, else a <meta charset> / http-equiv in the first 1024
 * bytes, else UTF-8 (what nearly every site uses today). Unknown labels fall back to UTF-8, and bytes
 * that are invalid in the chosen encoding become U+FFFD instead of failing.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): string {
  const { encoding, skip } = sniff(bytes, contentType);
  return decoderFor(encoding).decode(bytes.subarray(skip));
}

function sniff(bytes: Uint8Array, contentType: string | undefined): { encoding: string; skip: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  const fromHeader = charsetParameter(contentType ?? '');
  if (fromHeader && isKnown(fromHeader)) return { encoding: fromHeader, skip: 0 };
  const fromMeta = metaCharset(bytes);
  // A page cannot declare itself UTF-16 from inside (its ASCII meta would not be readable then).
  if (fromMeta && isKnown(fromMeta))
    return { encoding: /^utf-16/.test(fromMeta) ? 'utf-8' : fromMeta, skip: 0 };
  return { encoding: 'utf-8', skip: 0 };
}

function charsetParameter(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const value = (match?.[1] ?? match?.[2] ?? '').trim().toLowerCase();
  return value === '' ? null : value;
}

/** The prescan of the HTML standard, reduced to the two common spellings of a charset declaration. */
function metaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const direct = /<meta[^>]*?\scharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  if (direct?.[1]) return direct[1].toLowerCase();
  const equiv = /<meta[^>]*?content\s*=\s*["'][^"']*charset\s*=\s*([\w.:-]+)/i.exec(head);
  return equiv?.[1]?.toLowerCase() ?? null;
}

function isKnown(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

function decoderFor(label: string): InstanceType<typeof TextDecoder> {
  try {
    return new TextDecoder(label, { fatal: false });
  } catch {
    return new TextDecoder('utf-8', { fatal: false });
  }
}
