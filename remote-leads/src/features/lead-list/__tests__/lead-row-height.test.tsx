// The row height follows the list's width: the desktop's 96px rows at 1440, taller two-line rows (44px
// controls) on a phone at 390, placed one after the other at that height; the CSS keeps the author and
// gives the narrow layout's controls their 44px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';
import { isNarrowList, PHONE_ROW_HEIGHT, ROW_HEIGHT, rowHeightFor } from '../lead-row-height';
import { LEAD_GRID_ID } from '../skip-to-list';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('rowHeightFor', () => {
  it('is the desktop height from 700px, the taller one below, and the desktop one before layout', () => {
    expect(rowHeightFor(isNarrowList(1440))).toBe(ROW_HEIGHT);
    expect(rowHeightFor(isNarrowList(700))).toBe(ROW_HEIGHT);
    expect(rowHeightFor(isNarrowList(699))).toBe(PHONE_ROW_HEIGHT);
    expect(rowHeightFor(isNarrowList(358))).toBe(PHONE_ROW_HEIGHT);
    expect(rowHeightFor(isNarrowList(0))).toBe(ROW_HEIGHT);
    expect(PHONE_ROW_HEIGHT).toBeGreaterThan(ROW_HEIGHT);
  });
});

describe('lead rows at a width', () => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  let listWidth = 0;
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.id === LEAD_GRID_ID ? listWidth : 0;
      },
    });
    api().state.leads = [1, 2, 3].map((n) =>
      listLead(leadId(n), {
        published_at: new Date(Date.UTC(2025, 2, 1) - n * 60_000).toISOString(),
        post: { ...listLead(leadId(n)).post, author: `author-${n}` },
      }),
    );
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', original);
  });

  async function rows() {
    renderApp(`/projects/${PROJECT}/leads`);
    const grid = await screen.findByRole('grid', { name: 'Leads' });
    await within(grid).findByRole('row', { name: new RegExp(`Lead ${leadId(3)}`) });
    return within(grid)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex') !== '1');
  }

  it('keeps the 96px rows on a desktop (1440)', async () => {
    listWidth = 1440 - 2 * 32;
    const [first, second] = await rows();
    expect(first).toHaveStyle({ height: `${ROW_HEIGHT}px` });
    expect(second!.style.transform).toBe(`translateY(${ROW_HEIGHT}px)`);
  });

  it('makes rows taller on a phone (390), one after the other at that height, with the author', async () => {
    listWidth = 390 - 2 * 16;
    const [first, second, third] = await rows();
    expect(first).toHaveStyle({ height: `${PHONE_ROW_HEIGHT}px` });
    expect(second!.style.transform).toBe(`translateY(${PHONE_ROW_HEIGHT}px)`);
    expect(third!.style.transform).toBe(`translateY(${2 * PHONE_ROW_HEIGHT}px)`);
    expect(within(first!).getByText('author-1')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: /^Mark read/ })).toBeInTheDocument();
  });
});

describe('the narrow layout (lead-list.css)', () => {
  const css = readFileSync(join(__dirname, '..', 'lead-list.css'), 'utf8');
  const narrow = css.slice(css.indexOf('@container sb-lead-list (max-width: 699px)'));
  const rule = (selector: string) => {
    const start = narrow.indexOf(`${selector} {`);
    return start < 0 ? '' : narrow.slice(start, narrow.indexOf('}', start));
  };

  it('shows the author (cut short rather than hidden)', () => {
    expect(narrow).not.toMatch(/\.sb-leads__author[^{]*\{\s*display: none/);
    expect(rule('  .sb-leads__author')).toContain('text-overflow: ellipsis');
  });

  it('gives every row control a 44px tap target', () => {
    expect(rule('  .sb-leads__check-hit')).toMatch(/width: 44px;[\s\S]*height: 44px/);
    expect(rule('  .sb-leads__star')).toMatch(/width: 44px;[\s\S]*height: 44px/);
    expect(rule('  .sb-leads__row .sb-verdict-row__button')).toMatch(/min-width: 44px;[\s\S]*height: 44px/);
    expect(rule('  .sb-leads__read')).toMatch(/min-width: 44px;[\s\S]*min-height: 44px/);
    expect(rule('  .sb-leads__status')).toContain('height: 44px');
  });

  // Fixed, not auto: an auto track resolves to 0 in the header, which the layout checks refuse.
  it('keeps the verdict and read buttons inside the row: a fixed track for them, the status shrinks', () => {
    expect(rule('  .sb-leads__row')).toContain('grid-template-columns: 44px minmax(0, 1fr) 132px 48px');
    expect(rule('  .sb-leads__row')).toContain("'star status read read'");
  });

  // The rows' score is a number in the 48px track; the header's word "Score" needs more.
  it("gives the header's Score the last two tracks, the rows keeping theirs", () => {
    expect(rule('  .sb-leads__row--head')).toContain("grid-template-areas: 'check main score score'");
    expect(rule('  .sb-leads__row')).toContain("'check main main score'");
  });
});
