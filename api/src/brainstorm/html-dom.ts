import type { DefaultTreeAdapterTypes } from 'parse5';
import { oneLine } from './text.js';

// Walking a parse5 tree for readable text: what counts as content, what is page chrome.

export type Node = DefaultTreeAdapterTypes.Node;
export type Element = DefaultTreeAdapterTypes.Element;

/** Never content: code, styling, embedded media, navigation, page chrome and hidden parts. */
const skippedTags = new Set(
  (
    'script style noscript template svg math canvas iframe object video audio nav footer form button ' +
    'select textarea dialog'
  ).split(' '),
);
const skippedRoles = new Set(['navigation', 'contentinfo', 'banner-nav', 'search', 'dialog', 'alert']);
const blockTags = new Set(
  (
    'p div section article main header aside li ul ol dl dt dd h1 h2 h3 h4 h5 h6 blockquote figure ' +
    'figcaption table tr td th br hr summary details pre'
  ).split(' '),
);

export function attr(element: Element, name: string): string | null {
  return element.attrs.find((a) => a.name === name)?.value ?? null;
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function children(node: Node): Node[] {
  if ('content' in node && node.nodeName === 'template') return [];
  return 'childNodes' in node ? node.childNodes : [];
}

export function isSkipped(element: Element): boolean {
  if (skippedTags.has(element.tagName)) return true;
  const role = attr(element, 'role');
  if (role && skippedRoles.has(role)) return true;
  if (attr(element, 'hidden') !== null || attr(element, 'aria-hidden') === 'true') return true;
  const marker = `${attr(element, 'id') ?? ''} ${attr(element, 'class') ?? ''}`;
  return /\b(?:cookie|consent|gdpr)/i.test(marker);
}

/** The readable text of a node: skipped parts left out, blocks on their own lines. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeName === '#text') {
      // Line breaks in the source are layout, not content: only blocks start new lines.
      parts.push((current as DefaultTreeAdapterTypes.TextNode).value.replace(/\s+/g, ' '));
      return;
    }
    if (!isElement(current)) {
      children(current).forEach(walk);
      return;
    }
    if (isSkipped(current)) return;
    if (current.tagName === 'img') {
      const alt = attr(current, 'alt');
      if (alt) parts.push(` ${alt} `);
      return;
    }
    const block = blockTags.has(current.tagName);
    if (block) parts.push('\n');
    children(current).forEach(walk);
    if (block) parts.push('\n');
  };
  walk(node);
  return parts.join('').split('\n').map(oneLine).filter(Boolean).join('\n');
}

/** A link's own words, even inside page chrome that textOf leaves out. */
export function textOfLink(link: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterTypes.TextNode).value);
    else children(node).forEach(walk);
  };
  walk(link);
  return parts.join(' ');
}

export function lineOf(node: Node): string {
  return oneLine(textOf(node).replace(/\n/g, ' '));
}

/** Elements in document order, not descending into skipped ones. */
export function elements(root: Node): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    for (const child of children(node)) {
      if (!isElement(child)) continue;
      if (isSkipped(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** Every link, page chrome included: footers are where "Acme vs HubSpot" comparison pages are linked. */
export function links(root: Node): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    for (const child of children(node)) {
      if (!isElement(child) || ['script', 'style', 'template', 'svg'].includes(child.tagName)) continue;
      if (child.tagName === 'a') found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

export function findFirst(root: Node, test: (element: Element) => boolean): Element | null {
  for (const child of children(root)) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const inner = findFirst(child, test);
    if (inner) return inner;
  }
  return null;
}
