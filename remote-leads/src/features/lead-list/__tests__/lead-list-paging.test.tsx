// Paging the lead list against the workspace's fake API: a small first page only at first, the next
// (full) page asked for (limit/skip) once scrolling nears the end of what is loaded, its rows reachable,
// no request past the last page, and a capped total ("1,000+") that does not stop the paging.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';
import { LEAD_FIRST_PAGE_SIZE, LEAD_PAGE_SIZE } from '../lead-grid';
import { ROW_HEIGHT } from '../lead-row';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const rowName = (n: number) => new RegExp(`Lead ${leadId(n)}`);

/** Leads 1..count, newest first (lead n is the list's row n). */
function seed(count: number) {
  api().state.leads = Array.from({ length: count }, (_, i) =>
    listLead(leadId(i + 1), { published_at: new Date(Date.UTC(2025, 2, 1) - i * 60_000).toISOString() }),
  );
}

/** The skip of every lead list request so far, in order. */
const pageSkips = () =>
  api()
    .requests.filter((r) => r.method === 'GET' && r.path === `/api/v1/leads/${PROJECT}`)
    .map((r) => Number(r.query.skip));

async function openList() {
  renderApp(`/projects/${PROJECT}/leads`);
  const grid = await screen.findByRole('grid', { name: 'Leads' });
  await within(grid).findByRole('row', { name: rowName(1) });
  // The grid is itself the scrolling element (its header is sticky inside it).
  const scroller = grid.closest<HTMLElement>('[data-virtual-scroller]');
  if (!scroller) throw new Error('the grid does not scroll');
  /** Scrolls so that row `n` is at the top of the window, as a user's wheel would. */
  const scrollToRow = (n: number) =>
    act(() => {
      scroller.scrollTop = (n - 1) * ROW_HEIGHT;
      fireEvent.scroll(scroller);
    });
  return { grid, scrollToRow };
}

describe('lead list paging', () => {
  it('loads the next page while scrolling, and stops after the last one', async () => {
    seed(400);
    const { grid, scrollToRow } = await openList();
    expect(screen.getByText('400 leads')).toBeVisible();
    expect(pageSkips()).toEqual([0]);
    const limits = () =>
      api()
        .requests.filter((r) => r.path === `/api/v1/leads/${PROJECT}`)
        .map((r) => Number(r.query.limit));

    // A screenful and its overscan: the first page's 50 are enough.
    scrollToRow(5);
    await within(grid).findByRole('row', { name: rowName(15) });
    expect(pageSkips()).toEqual([0]);

    scrollToRow(22);
    await waitFor(() => expect(pageSkips()).toEqual([0, LEAD_FIRST_PAGE_SIZE]));
    expect(limits()).toEqual([LEAD_FIRST_PAGE_SIZE, LEAD_PAGE_SIZE]);
    scrollToRow(120);
    const row120 = await within(grid).findByRole('row', { name: rowName(120) });
    expect(row120).toHaveAttribute('aria-rowindex', '121');
    expect(pageSkips()).toEqual([0, 50]);

    scrollToRow(222);
    await waitFor(() => expect(pageSkips()).toEqual([0, 50, 250]));
    scrollToRow(390);
    expect(await within(grid).findByRole('row', { name: rowName(400) })).toBeInTheDocument();
    // The third page held 150 of 200: it was the last, so nothing is asked past it.
    expect(pageSkips()).toEqual([0, 50, 250]);
  }, 30_000);

  it('shows a capped total as "1,000+" and still pages past it', async () => {
    seed(1001);
    const { grid, scrollToRow } = await openList();
    expect(screen.getByText('1,000+ leads')).toBeVisible();
    expect(grid).toHaveAttribute('aria-rowcount', '-1');

    scrollToRow(22);
    await waitFor(() => expect(pageSkips()).toEqual([0, 50]));
    scrollToRow(222);
    await waitFor(() => expect(pageSkips()).toEqual([0, 50, 250]));
    scrollToRow(251);
    expect(await within(grid).findByRole('row', { name: rowName(251) })).toBeInTheDocument();
    expect(screen.getByText('1,000+ leads')).toBeVisible();
  }, 30_000);
});
