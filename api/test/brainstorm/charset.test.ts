import { describe, expect, it } from 'vitest';
import { decodeHtml } from '../../src/brainstorm/charset.js';

const latin1Cafe = Buffer.concat([Buffer.from('<p>caf'), Buffer.from([0xe9]), Buffer.from('</p>')]);

describe('decodeHtml', () => {
  it('reads UTF-8 by default', () => {
    expect(decodeHtml(Buffer.from('<p>café – naïve</p>'), 'text/html')).toBe('<p>café – naïve</p>');
  });

  it('follows the Content-Type charset, quoted or not', () => {
    expect(decodeHtml(latin1Cafe, 'text/html; charset=ISO-8859-1')).toBe('<p>café</p>');
    expect(decodeHtml(latin1Cafe, 'text/html; charset="windows-1252"')).toBe('<p>café</p>');
  });

  it('finds <meta charset> and the http-equiv form in the first 1024 bytes', () => {
    const meta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1Cafe]);
    const equiv = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'),
      latin1Cafe,
    ]);
    expect(decodeHtml(meta, 'text/html')).toContain('café');
    expect(decodeHtml(equiv, undefined)).toContain('café');
  });

  it('lets a byte order mark win over everything', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>café</p>')]);
    expect(decodeHtml(bom, 'text/html; charset=iso-8859-1')).toBe('<p>café</p>');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>hé</p>', 'utf16le')]);
    expect(decodeHtml(utf16, 'text/html')).toBe('<p>hé</p>');
  });

  it('falls back to UTF-8 for unknown labels and replaces invalid bytes instead of failing', () => {
    expect(decodeHtml(Buffer.from('<p>ok</p>'), 'text/html; charset=klingon')).toBe('<p>ok</p>');
    expect(decodeHtml(latin1Cafe, 'text/html')).toBe('<p>caf\ufffd</p>');
  });
});
