import { parse } from 'parse5';
import { competitorFromHref, findCompetitors } from './find-competitors.js';
import {
  attr,
  children,
  elements,
  findFirst,
  isElement,
  lineOf,
  links,
  textOf,
  textOfLink,
  type Element,
  type Node,
} from './html-dom.js';
import { clip, oneLine, uniqueIgnoringCase } from './text.js';

/** What a web page says about its business, as plain text (no markup survives). */
export interface PageFacts {
  title: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogSiteName: string | null;
  headings: { level: 1 | 2 | 3; text: string }[];
  /** Paragraphs of the main content (<main>, else <article>, else <body>), in order. */
  paragraphs: string[];
  /** The main content as text, one block per line. */
  mainText: string;
  /** List items (and feature-card headings) that look like what the business offers. */
  offerings: string[];
  /** Names the page compares itself with. */
  competitors: string[];
}

/** Headings of sections that list what a business sells. */
const offeringSection =
  /feature|product|service|offer|solution|what (?:we|you)|platform|capabilit|includ|benefit|plan|tool|module|use case|how it works|everything you need|menu|bake|make|sell|shop/i;
/** List items that are page chrome or legal text, not offerings. */
const notOffering =
  /©|\bcopyright\b|cookie|privacy|terms|log ?in|sign ?(?:in|up)|contact us|subscribe|newsletter|all rights|careers|\bblog\b|^home$|^about( us)?$|^pricing$/i;

function metaContent(head: Element | null, key: string): string | null {
  if (!head) return null;
  const meta = findFirst(
    head,
    (el) => el.tagName === 'meta' && (attr(el, 'name') ?? attr(el, 'property'))?.toLowerCase() === key,
  );
  const value = meta ? oneLine(attr(meta, 'content') ?? '') : '';
  return value === '' ? null : clip(value, 500);
}

/** "Pipeline tracking: see every deal" -> "Pipeline tracking". */
function offeringName(text: string): string | null {
  const head = oneLine(text.split(/\s[–—-]\s|:\s|\.\s/)[0] ?? '').replace(/[.,;:!]+$/, '');
  const words = head.split(' ').length;
  if (words < 1 || words > 10 || head.length < 3 || head.length > 90) return null;
  if (notOffering.test(head) || /^\W*$/.test(head) || /^\$?\d[\d.,]*\s*(?:\/|per|$)/.test(head)) return null;
  return head;
}

/** The nearest heading before `element` in document order. */
function headingBefore(all: Element[], element: Element, levels: RegExp): Element | null {
  let heading: Element | null = null;
  for (const candidate of all) {
    if (candidate === element) break;
    if (levels.test(candidate.tagName)) heading = candidate;
  }
  return heading;
}

function findOfferings(body: Element): string[] {
  const all = elements(body);
  const inSection: string[] = [];
  const elsewhere: string[] = [];
  for (const list of all.filter((el) => el.tagName === 'ul' || el.tagName === 'ol')) {
    const items = children(list).filter(
      (child): child is Element => isElement(child) && child.tagName === 'li',
    );
    if (items.length < 2 || items.length > 15) continue;
    // Menus: every item is nothing but a link.
    const linksOnly = items.every((item) => {
      const kids = children(item).filter((kid) => !(kid.nodeName === '#text' && lineOf(kid) === ''));
      return kids.length === 1 && isElement(kids[0] as Node) && (kids[0] as Element).tagName === 'a';
    });
    if (linksOnly) continue;
    const names = items.map((item) => offeringName(lineOf(item))).filter((n): n is string => n !== null);
    if (names.length < 2) continue;
    const heading = headingBefore(all, list, /^h[1-4]$/);
    (heading && offeringSection.test(lineOf(heading)) ? inSection : elsewhere).push(...names);
  }
  // Feature cards: h3 headings under an h2 that introduces offerings.
  const cards: string[] = [];
  for (const h3 of all.filter((el) => el.tagName === 'h3')) {
    const h2 = headingBefore(all, h3, /^h2$/);
    if (!h2 || !offeringSection.test(lineOf(h2))) continue;
    const name = offeringName(lineOf(h3));
    if (name) cards.push(name);
  }
  return uniqueIgnoringCase([...inSection, ...cards, ...elsewhere]).slice(0, 12);
}

/** Reads a page's title, descriptions, headings, main text, offerings and competitors; no network. */
export function extractPage(html: string): PageFacts {
  const document = parse(html);
  const htmlElement = findFirst(document, (el) => el.tagName === 'html');
  const head = htmlElement && findFirst(htmlElement, (el) => el.tagName === 'head');
  const body = htmlElement && findFirst(htmlElement, (el) => el.tagName === 'body');
  const titleElement = head && findFirst(head, (el) => el.tagName === 'title');
  const title = titleElement ? clip(lineOf(titleElement), 300) : '';

  const root =
    (body &&
      (findFirst(body, (el) => el.tagName === 'main' || attr(el, 'role') === 'main') ??
        findFirst(body, (el) => el.tagName === 'article'))) ??
    body;
  const bodyElements = body ? elements(body) : [];
  const headings = bodyElements
    .filter((el) => /^h[1-3]$/.test(el.tagName))
    .map((el) => ({ level: Number(el.tagName[1]) as 1 | 2 | 3, text: clip(lineOf(el), 200) }))
    .filter((h) => h.text !== '')
    .slice(0, 60);
  const paragraphs = (root ? elements(root) : [])
    .filter((el) => el.tagName === 'p')
    .map((el) => lineOf(el))
    .filter((text) => text.length >= 30)
    .slice(0, 60);
  const mainText = root ? clip(textOf(root), 20_000) : '';

  const ogSiteName = metaContent(head, 'og:site_name');
  const anchors = body ? links(body) : [];
  const linkTexts = anchors.map((el) => oneLine(textOfLink(el)));
  const hrefs = anchors
    .map((el) => competitorFromHref(attr(el, 'href') ?? ''))
    .filter((n): n is string => n !== null);
  const texts = [title, ...headings.map((h) => h.text), mainText, ...linkTexts];
  const named = findCompetitors(texts, ogSiteName ? [ogSiteName] : []);
  // A slug loses the name's case ("zoho-crm"): keep it only when the text did not name it already.
  const firstWord = (text: string) => text.toLowerCase().split(' ')[0] ?? '';
  const fromLinks = hrefs.filter((slugName) => !named.some((n) => firstWord(n) === firstWord(slugName)));

  return {
    title: title === '' ? null : title,
    metaDescription: metaContent(head, 'description'),
    ogTitle: metaContent(head, 'og:title'),
    ogDescription: metaContent(head, 'og:description') ?? metaContent(head, 'twitter:description'),
    ogSiteName,
    headings,
    paragraphs,
    mainText,
    offerings: body ? findOfferings(body) : [],
    competitors: uniqueIgnoringCase([...named, ...fromLinks]).slice(0, 12),
  };
}
