// The visual suite's layout checks catch what they are for (and leave alone what is fine): each is run
// on a small page made to have exactly one fault.
import { test, expect } from '@playwright/test';
import {
  horizontalScroll,
  misalignedGridRows,
  overflowingCards,
  unresolvedGrids,
} from '../support/layout-checks';

test.use({ viewport: { width: 400, height: 600 } });

test('a page wider than the viewport scrolls sideways; a scroll container inside it does not', async ({
  page,
}) => {
  await page.setContent(
    `<body style="margin:0"><div style="overflow-x:auto"><div style="width:900px">wide table</div></div></body>`,
  );
  expect(await horizontalScroll(page)).toEqual([]);
  await page.setContent(`<body style="margin:0"><div class="too-wide" style="width:900px">wide</div></body>`);
  const problems = await horizontalScroll(page);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('div.too-wide');
});

test('an empty grid container has no column tracks', async ({ page }) => {
  await page.setContent(
    `<div style="display:grid;grid-template-columns:1fr 1fr"><span>a</span><span>b</span></div>`,
  );
  expect(await unresolvedGrids(page)).toEqual([]);
  // A grid whose only item is out of the flow has no tracks at all.
  await page.setContent(
    `<div class="broken" style="display:grid"><span style="position:absolute">a</span></div>`,
  );
  expect(await unresolvedGrids(page)).toEqual(['<div class="broken"> is display:grid with no column tracks']);
});

test('a data grid whose rows lost the header’s columns is misaligned', async ({ page }) => {
  const row = (columns: string) =>
    `<div role="row" style="display:grid;grid-template-columns:${columns}"><span>a</span><span>b</span><span>c</span></div>`;
  await page.setContent(
    `<div role="grid" aria-label="Leads">${row('40px 1fr 60px')}${row('40px 1fr 60px')}</div>`,
  );
  expect(await misalignedGridRows(page, 3)).toEqual([]);
  await page.setContent(`<div role="grid" aria-label="Leads">${row('40px 1fr 60px')}${row('1fr')}</div>`);
  const problems = await misalignedGridRows(page, 3);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^Leads: row 1 has columns/);
  expect(await misalignedGridRows(page, 4)).toContainEqual(
    expect.stringMatching(/header row has 3 column tracks/),
  );
});

test('content sticking out of a card is found; hidden text and scrolled content are not', async ({
  page,
}) => {
  const card = (inside: string) =>
    `<section class="sb-card" style="width:200px;padding:8px">${inside}</section>`;
  await page.setContent(
    card(
      `<p>fits</p>` +
        `<span class="sb-visually-hidden" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">hidden</span>` +
        `<div style="overflow-x:auto"><div style="width:600px">scrolled table</div></div>`,
    ),
  );
  expect(await overflowingCards(page)).toEqual([]);
  await page.setContent(card(`<p style="white-space:nowrap">${'a-very-long-unbroken-word'.repeat(3)}</p>`));
  const problems = await overflowingCards(page);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /^<p> "a-very-long.*"'s text sticks out of <section\.sb-card> \(right by \d+px\)$/,
  );
  // An element wider than its card is found by its own box.
  await page.setContent(card(`<div class="wide" style="width:400px">wide</div>`));
  expect(await overflowingCards(page)).toEqual([
    '<div.wide> "wide" sticks out of <section.sb-card> (right by 192px)',
  ]);
});
