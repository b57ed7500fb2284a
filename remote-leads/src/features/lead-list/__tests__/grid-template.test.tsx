// The grid's columns for 0, 1 and many smart columns. A project without smart columns (every new one)
// lost its grid: the template was `repeat(var(--sb-leads-smart-count, 0), …)`, `repeat(0, …)` is invalid
// CSS, so the whole grid-template-columns was dropped and every cell stacked.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { manageColumn } from '../../../testing/manage-routes';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';
import { leadGridMinWidth, leadGridTemplate } from '../grid-template';

const api = withLeadsApi();
giveVirtualScrollersHeight();

/** The tracks of a template, split at top-level spaces (not inside minmax(…)). */
function tracks(template: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of template) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ' ' && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
}

const validTrack = /^(\d+px|minmax\(\d+px, (\d+px|1fr)\))$/;

describe('the lead grid template', () => {
  it.each([
    [0, 6],
    [1, 7],
    [3, 9],
  ])('with %i smart columns is %i plain tracks, no repeat()', (smart, count) => {
    const template = leadGridTemplate(smart);
    expect(template).not.toMatch(/repeat|var\(/);
    const list = tracks(template);
    expect(list).toHaveLength(count);
    for (const track of list) expect(track).toMatch(validTrack);
    expect(list.slice(0, 3)).toEqual(['36px', '36px', 'minmax(280px, 1fr)']);
    expect(list.slice(-3)).toEqual(['56px', '150px', '110px']);
    expect(list.slice(3, 3 + smart)).toEqual(Array(smart).fill('minmax(90px, 140px)'));
  });

  it('treats a nonsense count as none and adds each smart column to the minimum width', () => {
    expect(leadGridTemplate(-2)).toBe(leadGridTemplate(0));
    expect(leadGridTemplate(Number.NaN)).toBe(leadGridTemplate(0));
    expect(leadGridMinWidth(0)).toBe(36 + 36 + 280 + 56 + 150 + 110);
    expect(leadGridMinWidth(3)).toBe(leadGridMinWidth(0) + 3 * 90);
  });

  it('is what the rows use: the stylesheet reads the built template and repeats nothing', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/features/lead-list/lead-list.css'), 'utf8');
    expect(css).not.toMatch(/repeat\(\s*var\(/);
    expect(css).toMatch(/grid-template-columns: var\(--sb-leads-columns,/);
  });

  it.each([0, 1, 3])('gives the rendered grid a template for %i smart columns', async (smart) => {
    api().state.leads = [listLead('00000000-0000-4000-8000-000000000001')];
    api().state.smartColumns = Array.from({ length: smart }, (_, i) =>
      manageColumn(`col-${i + 1}`, `Column ${i + 1}`, { position: i }),
    );
    renderApp(`/projects/${PROJECT}/leads`);
    const grid = await screen.findByRole('grid', { name: 'Leads' });
    await waitFor(() =>
      expect(
        screen.getAllByRole('columnheader').filter((h) => /^Column/.test(h.textContent ?? '')),
      ).toHaveLength(smart),
    );
    expect(grid.style.getPropertyValue('--sb-leads-columns')).toBe(leadGridTemplate(smart));
    expect(grid.style.getPropertyValue('--sb-leads-min-width')).toBe(`${leadGridMinWidth(smart)}px`);
  });
});
