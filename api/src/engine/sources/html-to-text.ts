import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

// Platform bodies arrive as HTML (HN comments, Stack Exchange bodies, feed descriptions, Mastodon
// statuses) or as entity-encoded titles. Posts store plain text: what a person reads, with paragraphs
// kept as blank lines, entities decoded, scripts and styles dropped.

type Node = DefaultTreeAdapterTypes.Node;

/** The most characters a post body keeps (IncomingPost.body). */
export const maxBodyChars = 20_000;

const skipped = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
]);
const paragraphs = new Set([
  'p',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'figure',
]);
const lines = new Set([
  'br',
  'div',
  'li',
  'tr',
  'dt',
  'dd',
  'section',
  'article',
  'header',
  'footer',
  'figcaption',
  'summary',
  'details',
]);

/** HTML (a fragment or a page) to plain text: block elements become line breaks, at most `max` characters. */
export function htmlToText(html: string, max = maxBodyChars): string {
  const out: string[] = [];
  walk(parseFragment(html) as unknown as Node, out, false);
  return clipText(tidy(out.join('')), max);
}

/** One line of plain text from HTML or entity-encoded text (titles: "DIV&#39;s" → "DIV's"). */
export function htmlToLine(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ').trim();
}

/** Plain text as stored: line ends normalised, blank runs collapsed, at most `max` characters. */
export function plainText(text: string, max = maxBodyChars): string {
  return clipText(tidy(text.replace(/\r\n?/g, '\n')), max);
}

function walk(node: Node, out: string[], inPre: boolean): void {
  if (node.nodeName === '#text') {
    const value = (node as DefaultTreeAdapterTypes.TextNode).value;
    // Inside <pre> line breaks and indentation are content: shield them from tidy().
    out.push(inPre ? value.replace(/\n/g, '\uE000').replace(/ /g, '\uE001') : value.replace(/\s+/g, ' '));
    return;
  }
  if (!('childNodes' in node)) return;
  const tag = node.nodeName;
  if (skipped.has(tag)) return;
  const block = paragraphs.has(tag) ? '\n\n' : lines.has(tag) ? '\n' : '';
  if (tag === 'li') out.push('\n- ');
  else out.push(block);
  if (tag === 'br') return;
  for (const child of node.childNodes) walk(child, out, inPre || tag === 'pre');
  if (tag !== 'li') out.push(block);
}

function tidy(text: string): string {
  return text
    .replace(/[\u200B\uFEFF]/g, '') // zero-width spaces: Reddit fills empty paragraphs with them
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\uE000/g, '\n')
    .replace(/\uE001/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}
