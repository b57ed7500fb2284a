// A note's text as the team wrote it: plain text (never HTML), its line breaks kept, and its http(s)
// addresses made links that open apart from Signalboard and pass it nothing (rel), as user content.
import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/giu;
/** Punctuation that ends a sentence more often than an address: "see https://x.com/a." */
const TRAILING = /[.,;:!?)\]}'"»”’]+$/u;

export type NotePart = { text: string } | { text: string; href: string };

/** The text cut into plain runs and links; only http and https addresses that parse become links. */
export function noteParts(body: string): NotePart[] {
  const parts: NotePart[] = [];
  let from = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    // A closing bracket the address opened stays ("https://en.wikipedia.org/wiki/Foo_(bar)").
    const keep = trailing.startsWith(')') && address.includes('(') ? 1 : 0;
    address = address.slice(0, address.length - trailing.length + keep);
    const start = match.index;
    let href: string | undefined;
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (start > from) parts.push({ text: body.slice(from, start) });
    parts.push({ text: address, href });
    from = start + address.length;
  }
  if (from < body.length) parts.push({ text: body.slice(from) });
  return parts;
}

export function NoteText({ body }: { body: string }) {
  return (
    <p className="lead-notes__body">
      {noteParts(body).map((part, i) =>
        'href' in part ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
