// The overview strip against the contract server: what it shows, that every part filters the list
// through the URL (and a second click undoes it), the keyboard on the chart, and folding away.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notify } from '@signalboard/shared/feedback';
import { queryClient } from '@signalboard/shared/query';
import {
  errorReply,
  LocationProbe,
  renderWithProviders,
  startApiServer,
  withApiServer,
  type ApiServer,
} from '@signalboard/shared/testing';
import { emptyLeadsListState, listLead, type LeadsListState } from '../../../testing/leads-list-routes';
import {
  emptyManageState,
  manageRoutes,
  manageSignal,
  manageStatus,
  type ManageState,
} from '../../../testing/manage-routes';
import { overviewRoutes } from '../../../testing/overview-routes';
import { OverviewStrip } from '../overview-strip';
import { chartData } from '../overview-series';
import { OVERVIEW_COLLAPSED_KEY } from '../use-collapsed';

const ids = {
  statusNew: '11111111-1111-4111-8111-111111111111',
  statusWon: '11111111-1111-4111-8111-222222222222',
  signalCrm: '22222222-2222-4222-8222-222222222222',
  signalPrice: '33333333-3333-4333-8333-333333333333',
};
const TOKEN = 'tok-ada';
const dayMs = 86_400_000;
const today = new Date();
const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
const daysAgo = (n: number) => new Date(midnight - n * dayMs + 3_600_000).toISOString();
const isoDay = (n: number) => daysAgo(n).slice(0, 10);
const label = (n: number) =>
  new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(midnight - n * dayMs),
  );

interface OverviewApi extends ApiServer {
  manage: ManageState;
  list: LeadsListState;
}

const match = (signal: string, score: number) => ({
  intent_signal_id: signal,
  intent_signal_name: signal,
  score,
  explanation: { source: 'local' as const, terms: [], phrases: [], cues: [], negatives: [], reason: '' },
});

const api = withApiServer<OverviewApi>(
  async () => {
    const manage = emptyManageState();
    manage.statuses = [
      manageStatus(ids.statusNew, 'New', 0, { is_default: true }),
      manageStatus(ids.statusWon, 'Won', 1),
    ];
    manage.intentSignals = [
      manageSignal(ids.signalCrm, 'Asking for a CRM'),
      manageSignal(ids.signalPrice, 'Price complaints'),
    ];
    const list = emptyLeadsListState();
    list.leads = [
      listLead('a', {
        published_at: daysAgo(0),
        status_config_id: ids.statusNew,
        matches: [match(ids.signalCrm, 80)],
      }),
      listLead('b', {
        published_at: daysAgo(0),
        status_config_id: ids.statusNew,
        matches: [match(ids.signalPrice, 60)],
      }),
      listLead('c', {
        published_at: daysAgo(2),
        status_config_id: ids.statusWon,
        matches: [match(ids.signalCrm, 50)],
      }),
      listLead('d', { published_at: daysAgo(2), status_config_id: null }),
      listLead('gone', { published_at: daysAgo(1), status_config_id: ids.statusWon }),
    ];
    list.deleted.add('gone');
    const signedIn = (authorization: string | undefined) => authorization === `Bearer ${TOKEN}`;
    const server = await startApiServer({
      ...manageRoutes(manage, signedIn),
      ...overviewRoutes(list, signedIn),
      'GET /api/v1/leads/:projectId/leads-data-sources': () => ({ status: 200, body: [] }),
      'GET /api/v1/leads/:projectId/smart_columns': () => ({ status: 200, body: [] }),
    });
    return Object.assign(server, { manage, list });
  },
  { signInWith: TOKEN },
);

afterEach(() => {
  act(() => notify.remove());
  queryClient.clear();
  localStorage.clear();
});

function renderStrip(search = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/projects/p1/leads${search}`]}>
      <Routes>
        <Route
          path="/projects/:projectId/leads"
          element={
            <>
              <OverviewStrip projectId="p1" />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const params = () =>
  new URLSearchParams((screen.getByTestId('location').textContent ?? '').split('?')[1] ?? '');

describe('OverviewStrip', () => {
  it('draws 30 days of leads by signal, with a legend, a table for screen readers and status counts', async () => {
    renderStrip();
    expect(await screen.findByText('4 leads in the last 30 days')).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: /Leads per day, last 30 days/ })).getAllByRole(
      'button',
    );
    expect(days).toHaveLength(30);
    expect(days[29]).toHaveAccessibleName(`${label(0)}: 2 leads (Asking for a CRM 1, Price complaints 1)`);
    expect(days[27]).toHaveAccessibleName(`${label(2)}: 2 leads (Asking for a CRM 1, No signal 1)`);
    expect(days[28]).toHaveAccessibleName(`${label(1)}: 0 leads`);

    const legend = screen.getByRole('list', { name: 'Intent signals' });
    // What shows (the hidden words that complete the chips' names left out).
    const shown = (item: HTMLElement) =>
      Array.from(
        item.querySelectorAll('.overview-legend__name, .overview-count'),
        (part) => part.textContent,
      ).join(' ');
    expect(within(legend).getAllByRole('listitem').map(shown)).toEqual([
      'Asking for a CRM 2',
      'Price complaints 1',
      'No signal 1',
    ]);
    const table = screen.getByRole('table', { name: /Leads per day by intent signal/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Asking for a CRM', 'Price complaints', 'No signal', 'Total']);
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '0', '2']);

    const statuses = await screen.findByRole('list', { name: 'Leads by status' });
    expect(within(statuses).getAllByRole('listitem').map(shown)).toEqual(['New 2', 'Won 1', 'No status 1']);
  });

  it('filters the list by a day, a signal and a status, and a second click takes it off', async () => {
    const { user } = renderStrip('?q=crm');
    const day = await screen.findByRole('button', { name: new RegExp(`^${label(2)}:`) });
    await user.click(day);
    expect(params().get('from')).toBe(isoDay(2));
    expect(params().get('to')).toBe(isoDay(2));
    expect(params().get('q')).toBe('crm');
    expect(day).toHaveAttribute('aria-pressed', 'true');
    await user.click(day);
    expect(params().has('from')).toBe(false);

    const signal = screen.getByRole('button', { name: /^Price complaints: 1 leads/ });
    await user.click(signal);
    expect(params().getAll('signal')).toEqual([ids.signalPrice]);
    expect(signal).toHaveAttribute('aria-pressed', 'true');
    await user.click(signal);
    expect(params().has('signal')).toBe(false);

    // Named by their own text plus hidden words, not an aria-label that could drift from what shows
    // (axe label-content-name-mismatch, WCAG 2.5.3).
    expect(signal).toHaveAccessibleName('Price complaints: 1 leads. Show only this signal');
    expect(signal).not.toHaveAttribute('aria-label');

    const won = screen.getByRole('button', { name: /^Won: 1 leads/ });
    expect(won).toHaveAccessibleName('Won: 1 leads. Show only this status');
    expect(won).not.toHaveAttribute('aria-label');
    await user.click(won);
    expect(params().get('status')).toBe(ids.statusWon);
    await user.click(won);
    expect(params().has('status')).toBe(false);
  });

  it('moves between days with the arrow keys, shows the day in a tooltip and filters on Enter', async () => {
    const { user } = renderStrip();
    await screen.findByText('4 leads in the last 30 days');
    const days = within(screen.getByRole('group', { name: /Leads per day/ })).getAllByRole('button');
    // One tab stop for the whole chart: today's bar.
    expect(days.filter((day) => day.getAttribute('tabindex') === '0')).toEqual([days[29]]);
    act(() => days[29]!.focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(days[27]).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(days[27]).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip).toHaveTextContent(`${label(2)} · 2 leads`);
    expect(tooltip).toHaveTextContent('Asking for a CRM: 1');
    await user.keyboard('{Enter}');
    expect(params().get('from')).toBe(isoDay(2));
    await user.keyboard('{Home}');
    expect(days[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('folds away and stays folded on the next visit', async () => {
    const first = renderStrip();
    const hide = await screen.findByRole('button', { name: 'Hide overview' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await first.user.click(hide);
    expect(screen.queryByRole('group', { name: /Leads per day/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(OVERVIEW_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    const again = renderStrip();
    const show = await screen.findByRole('button', { name: 'Show overview' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await again.user.click(show);
    expect(await screen.findByRole('group', { name: /Leads per day/ })).toBeInTheDocument();
  });

  it('starts folded on a phone until the user opens it, and then remembers that', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({
        matches: query.includes('max-width: 639px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      localStorage.removeItem(OVERVIEW_COLLAPSED_KEY);
      const first = renderStrip();
      const show = await screen.findByRole('button', { name: 'Show overview' });
      expect(show).toHaveAttribute('aria-expanded', 'false');
      await first.user.click(show);
      expect(localStorage.getItem(OVERVIEW_COLLAPSED_KEY)).toBe('false');
      first.unmount();

      renderStrip();
      expect(await screen.findByRole('button', { name: 'Hide overview' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('says when there is nothing yet', async () => {
    api().list.leads = [];
    renderStrip();
    expect(await screen.findByText(/No leads in the last 30 days/)).toBeInTheDocument();
  });

  it('offers a retry when the overview fails', async () => {
    api().route('GET /api/v1/leads/:projectId/overview', () =>
      errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found'),
    );
    const { user } = renderStrip();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The overview could not be loaded.');
    api().route('GET /api/v1/leads/:projectId/overview', () => ({
      status: 200,
      body: {
        days: [{ date: isoDay(0), by_signal: [{ intent_signal_id: null, count: 3 }], total: 3 }],
        by_status: [],
      },
    }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('3 leads in the last 30 days')).toBeInTheDocument());
  });
});

describe('chartData', () => {
  it('keeps a signal it does not know (deleted since) so the bars still add up', () => {
    const data = chartData(
      {
        days: [
          {
            date: '2025-03-01',
            by_signal: [
              { intent_signal_id: null, count: 1 },
              { intent_signal_id: 'gone', count: 2 },
            ],
            total: 3,
          },
        ],
        by_status: [],
      },
      [],
    );
    expect(data.series.map((s) => [s.id, s.name, s.total])).toEqual([
      ['gone', 'Other signal', 2],
      [null, 'No signal', 1],
    ]);
    expect(data.bars[0]!.counts).toEqual([2, 1]);
    expect(data.max).toBe(3);
  });
});
