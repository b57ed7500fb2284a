// Layout checks that do not depend on pixels: what a screenshot comparison misses when the baseline
// itself is wrong. Each returns a list of problems (empty when the screen is fine), worded so that a
// failure message says what is off and where.
import type { Page } from '@playwright/test';

/** The UI kit's cards and panels (shared/src/ui/styles.css) and the remotes' own card-like blocks. */
export const CARD_SELECTORS = [
  '.sb-card',
  '.sb-dialog__panel',
  '.sb-contact-card',
  '.platform-card',
  '.settings-panel',
  '.manage-card',
];

/** The page never scrolls sideways: its content fits the viewport's width. */
export async function horizontalScroll(page: Page): Promise<string[]> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // The element reaching furthest right, to say what makes the page too wide.
    let widest = '';
    let right = root.clientWidth;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right + window.scrollX > right + 0.5) {
        right = box.right + window.scrollX;
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).join('.')}` : '';
        widest = `<${el.tagName.toLowerCase()}${cls}> reaches ${Math.round(right)}px`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
  return scrollWidth <= clientWidth
    ? []
    : [`the page scrolls sideways: ${scrollWidth}px of content in ${clientWidth}px (${widest || 'unknown'})`];
}

/** Every grid container with items has resolved column tracks (a dropped template leaves `none`). */
export async function unresolvedGrids(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(el);
      if (style.display !== 'grid' && style.display !== 'inline-grid') continue;
      if (el.getClientRects().length === 0 || el.children.length === 0) continue;
      if (style.gridTemplateColumns === 'none') {
        const cls = typeof el.className === 'string' ? el.className : '';
        problems.push(`<${el.tagName.toLowerCase()} class="${cls}"> is display:grid with no column tracks`);
      }
    }
    return problems;
  });
}

/**
 * A data grid (role=grid) keeps its columns: the header row and every body row resolve the same
 * tracks (so cells line up under their headings), with at least `minColumns` of them.
 */
export async function misalignedGridRows(page: Page, minColumns: number): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    for (const grid of Array.from(document.querySelectorAll<HTMLElement>('[role="grid"]'))) {
      const rows = Array.from(grid.querySelectorAll<HTMLElement>('[role="row"]')).filter(
        (row) => row.getClientRects().length > 0,
      );
      if (rows.length === 0) continue;
      const tracks = rows.map((row) => getComputedStyle(row).gridTemplateColumns);
      const name = grid.getAttribute('aria-label') ?? 'grid';
      const [head] = tracks;
      const count = head === 'none' ? 0 : head!.split(' ').length;
      if (count < min)
        problems.push(
          `${name}: the header row has ${count} column tracks (${head}), expected ${min} or more`,
        );
      tracks.forEach((t, i) => {
        if (i > 0 && t !== head) problems.push(`${name}: row ${i} has columns "${t}", the header "${head}"`);
      });
    }
    return problems;
  }, minColumns);
}

/**
 * Nothing sticks out of its card: every visible descendant of a card or panel lies within the card's
 * box (1px of rounding allowed). Visually hidden text and content inside a scroll or clip container
 * (which the container cuts off on purpose) are left out.
 */
export async function overflowingCards(page: Page, selectors: string[] = CARD_SELECTORS): Promise<string[]> {
  return page.evaluate((cardSelector) => {
    const describe = (el: Element) => {
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls}>${text ? ` "${text}"` : ''}`;
    };
    const clips = (style: CSSStyleDeclaration) =>
      [style.overflowX, style.overflowY].some((o) => o !== 'visible');
    const hidden = (el: Element, style: CSSStyleDeclaration, box: DOMRect) =>
      style.visibility === 'hidden' ||
      style.display === 'contents' ||
      box.width === 0 ||
      box.height === 0 ||
      // The visually-hidden pattern: a 1px box clipped away, there for screen readers only.
      (box.width <= 1 && box.height <= 1) ||
      el.classList.contains('sb-visually-hidden') ||
      // Folded away: what a closed <details> holds besides its summary is not on screen.
      (el.closest('details:not([open])') !== null && el.closest('summary') === null) ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)';
    const problems: string[] = [];
    for (const card of Array.from(document.querySelectorAll(cardSelector))) {
      const cardBox = card.getBoundingClientRect();
      if (cardBox.width === 0 || card.getClientRects().length === 0) continue;
      const check = (what: string, box: DOMRect) => {
        const out = {
          left: cardBox.left - box.left,
          right: box.right - cardBox.right,
          top: cardBox.top - box.top,
          bottom: box.bottom - cardBox.bottom,
        };
        const sides = Object.entries(out)
          .filter(([, by]) => by > 1)
          .map(([side, by]) => `${side} by ${Math.round(by)}px`);
        if (sides.length > 0)
          problems.push(`${what} sticks out of ${describe(card).split(' ')[0]} (${sides.join(', ')})`);
      };
      const walk = (parent: Element) => {
        for (const node of Array.from(parent.childNodes)) {
          // Text that does not wrap overflows its element's box without moving it: its own box counts.
          if (node.nodeType === Node.TEXT_NODE) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            if (box.width > 0) check(`${describe(parent)}'s text`, box);
            continue;
          }
          if (!(node instanceof Element)) continue;
          const el = node;
          const style = getComputedStyle(el);
          if (style.display === 'none' || style.position === 'fixed') continue;
          const box = el.getBoundingClientRect();
          const invisible = hidden(el, style, box);
          if (!invisible) check(describe(el), box);
          // A scroll or clip container cuts its content off itself: its box was checked, not its content.
          if (!clips(style) && !invisible) walk(el);
        }
      };
      walk(card);
    }
    return problems;
  }, selectors.join(', '));
}

/** All of the above for one screen; `gridColumns` is how many columns its data grid shows at least. */
export async function layoutProblems(page: Page, options: { gridColumns?: number } = {}): Promise<string[]> {
  return [
    ...(await horizontalScroll(page)),
    ...(await unresolvedGrids(page)),
    ...(await misalignedGridRows(page, options.gridColumns ?? 1)),
    ...(await overflowingCards(page)),
  ];
}
