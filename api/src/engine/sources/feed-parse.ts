import { XMLParser } from 'fast-xml-parser';
import { ConnectorError } from './connector-error.js';
import { asRecord, dateFrom } from './config-values.js';
import { htmlToLine, htmlToText, plainText } from './html-to-text.js';

// RSS 2.0, RSS 1.0 (RDF) and Atom read into one item shape. The XML parser decodes XML entities and
// CDATA; what is left is HTML (descriptions, Atom content of type "html", which Reddit sends entity-
// escaped) or plain text, both turned into plain text here.

export interface FeedItem {
  /** guid, Atom id or rdf:about; else the link; else null (the caller makes one up). */
  id: string | null;
  link: string | null;
  title: string | null;
  author: string | null;
  body: string;
  publishedAt: Date | null;
  categories: string[];
}

export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf';
  title: string | null;
  items: FeedItem[];
}

const listTags = new Set(['item', 'entry', 'link', 'category', 'dc:subject', 'author', 'dc:creator']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Named HTML entities (&hellip;, &nbsp;) are not XML, yet real feeds use them.
  htmlEntities: true,
  isArray: (name) => listTags.has(name),
});

/** The feed's items; ConnectorError 'malformed' when the text is not a feed (an HTML page, broken XML). */
export function parseFeed(xml: string, who: string): ParsedFeed {
  // A DOCTYPE can declare entities (billion laughs); no feed needs one.
  const text = xml.replace(/<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>/i, '');
  let document: Record<string, unknown>;
  try {
    document = asRecord(parser.parse(text));
  } catch (error) {
    throw new ConnectorError(
      'malformed',
      `${who} sent XML that cannot be read (${(error as Error).message.slice(0, 120)})`,
    );
  }
  if (document.rss !== undefined) {
    const channel = asRecord(asRecord(document.rss).channel);
    return { format: 'rss', title: line(channel.title), items: list(channel.item).map(rssItem) };
  }
  if (document.feed !== undefined) {
    const feed = asRecord(document.feed);
    return { format: 'atom', title: line(feed.title), items: list(feed.entry).map(atomEntry) };
  }
  if (document['rdf:RDF'] !== undefined) {
    const rdf = asRecord(document['rdf:RDF']);
    return { format: 'rdf', title: line(asRecord(rdf.channel).title), items: list(rdf.item).map(rssItem) };
  }
  const looksHtml = /<html[\s>]/i.test(xml.slice(0, 2048));
  throw new ConnectorError(
    'malformed',
    `${who} is not an RSS or Atom feed${looksHtml ? ' (it answered with an HTML page)' : ''}`,
  );
}

function rssItem(raw: unknown): FeedItem {
  const item = asRecord(raw);
  const links = list(item.link)
    .map(text)
    .filter((link): link is string => link !== null);
  const html = text(item['content:encoded']) ?? text(item.description);
  return {
    id: text(first(item.guid)) ?? text(item['@_rdf:about']) ?? null,
    link: links[0] ?? null,
    title: line(item.title),
    author: line(first(item['dc:creator'])) ?? line(first(item.author)),
    body: html ? htmlToText(html) : '',
    publishedAt: dateFrom(text(item.pubDate)) ?? dateFrom(text(item['dc:date'])),
    categories: [...list(item.category), ...list(item['dc:subject'])]
      .map(text)
      .filter((category): category is string => category !== null),
  };
}

function atomEntry(raw: unknown): FeedItem {
  const entry = asRecord(raw);
  const links = list(entry.link).map(asRecord);
  const alternate = links.find((link) => (link['@_rel'] ?? 'alternate') === 'alternate') ?? links[0];
  const content = entry.content ?? entry.summary;
  return {
    id: text(entry.id),
    link: alternate ? text(alternate['@_href']) : null,
    title: atomText(entry.title, true),
    author: line(asRecord(first(entry.author)).name),
    body: atomText(content, false) ?? '',
    publishedAt: dateFrom(text(entry.published)) ?? dateFrom(text(entry.updated)),
    categories: list(entry.category)
      .map((category) => text(asRecord(category)['@_label']) ?? text(asRecord(category)['@_term']))
      .filter((category): category is string => category !== null),
  };
}

/** An Atom text construct: type "text" (plain), "html" (escaped HTML) or "xhtml" (inline elements). */
function atomText(value: unknown, oneLine: boolean): string | null {
  if (value === undefined) return null;
  const type = typeof value === 'object' && value !== null ? text(asRecord(value)['@_type']) : null;
  if (type === 'xhtml') {
    const words = leaves(value).join(' ');
    return oneLine ? words.replace(/\s+/g, ' ').trim() : plainText(words);
  }
  const raw = text(value);
  if (raw === null) return null;
  if (type === 'html') return oneLine ? htmlToLine(raw) : htmlToText(raw);
  return oneLine ? raw.replace(/\s+/g, ' ').trim() : plainText(raw);
}

/** The text of an element: a string, or the `#text` of an element that has attributes. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return text(asRecord(value)['#text']);
  return null;
}

/** A title or name: may hold HTML tags or entities, made one plain line. */
function line(value: unknown): string | null {
  const raw = text(first(value));
  if (raw === null) return null;
  const plain = htmlToLine(raw);
  return plain === '' ? null : plain;
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => (key.startsWith('@_') ? [] : leaves(child)));
  return [];
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
