// The Team panel against a contract server through the real client: the headline in words, the chart's
// table, the member and signal tables, the 7/30-day switch (kept in the URL, announced), and the honest
// empty, untouched and failed states.
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
import { emptyReplySpeed, replySpeedRoutes, type ReplySpeedState } from '../../../testing/reply-speed-routes';
import TeamSpeedPage from '../team-speed-page';

const TOKEN = 'tok-ada';
const ids = {
  ada: '11111111-1111-4111-8111-111111111111',
  grace: '11111111-1111-4111-8111-222222222222',
  crm: '22222222-2222-4222-8222-222222222222',
};
const speed = (found: number, touched: number, contacted: number, medians: (number | null)[]) => ({
  found,
  touched,
  waiting: found - touched,
  contacted,
  first_touch_median_seconds: medians[0] ?? null,
  first_touch_p90_seconds: medians[1] ?? null,
  contacted_median_seconds: medians[2] ?? null,
  contacted_p90_seconds: medians[3] ?? null,
});

/** A busy week (40 leads, 14 waiting) and a calmer month. */
function busy(): ReplySpeedState {
  const week = emptyReplySpeed(7);
  week.totals = speed(40, 26, 6, [7_800, 21_600, 18_000, 90_000]);
  week.by_member = [
    {
      user_id: ids.ada,
      name: 'Ada Lovelace',
      former_member: false,
      ...speed(20, 20, 5, [3_000, 9_000, 7_200, 7_200]),
    },
    {
      user_id: ids.grace,
      name: 'Grace Hopper',
      former_member: true,
      ...speed(6, 6, 1, [36_000, 90_000, null, null]),
    },
  ];
  week.by_signal = [
    {
      intent_signal_id: ids.crm,
      name: 'Asking for a CRM',
      ...speed(30, 20, 6, [3_600, 7_200, 18_000, 20_000]),
    },
    { intent_signal_id: null, name: null, ...speed(10, 6, 0, [45, 100]) },
  ];
  week.series[5] = { ...week.series[5]!, found: 30, touched: 20, first_touch_median_seconds: 3_600 };
  week.series[6] = { ...week.series[6]!, found: 10, touched: 6, first_touch_median_seconds: 90_000 };
  const month = emptyReplySpeed(30);
  month.totals = speed(100, 90, 40, [600, 1_200, 3_600, 7_200]);
  month.by_signal = [{ intent_signal_id: ids.crm, name: 'Asking for a CRM', ...month.totals }];
  return { 7: week, 30: month };
}

interface TeamApi extends ApiServer {
  state: ReplySpeedState;
}

const api = withApiServer<TeamApi>(
  async () => {
    const state = busy();
    const server = await startApiServer(
      replySpeedRoutes(state, (authorization) => authorization === `Bearer ${TOKEN}`),
    );
    return Object.assign(server, { state });
  },
  { signInWith: TOKEN },
);

afterEach(() => {
  act(() => notify.remove());
  queryClient.clear();
});

function renderPage(search = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/projects/p1/leads/team${search}`]}>
      <Routes>
        <Route
          path="/projects/:projectId/leads/team"
          element={
            <>
              <TeamSpeedPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('TeamSpeedPage', () => {
  it('says the week in words and shows the picture, its table and the per-member and per-signal tables', async () => {
    renderPage();
    expect(await screen.findByText('First touch: 2 h 10 min median, 14 leads waiting')).toBeVisible();
    expect(screen.getByText('9 in 10 touched leads within 6 h')).toBeVisible();
    expect(screen.getByText('Contacted: 5 h median, 6 of 40 leads')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Back to leads' })).toHaveAttribute('href', '/projects/p1/leads');

    const perDay = screen.getByRole('table', { name: 'Reply speed per day, last 7 days' });
    const days = rows(perDay);
    expect(days).toHaveLength(7);
    expect(days[5]!.slice(1)).toEqual(['30', '20', '1 h']);
    expect(days[6]!.slice(1)).toEqual(['10', '6', '1 d 1 h']);
    expect(days[0]!.slice(1)).toEqual(['0', '0', 'none']);

    const members = screen.getByRole('table', { name: 'Per member (the leads each touched first)' });
    expect(rows(members)).toEqual([
      ['Ada Lovelace', '20', '50 min', '2 h 30 min', '5', '2 h'],
      ['Grace Hopper (former member)', '6', '10 h', '1 d 1 h', '1', '—none'],
    ]);
    const signals = screen.getByRole('table', { name: 'Per intent signal' });
    expect(rows(signals)).toEqual([
      ['Asking for a CRM', '30', '10', '1 h', '2 h', '6', '5 h'],
      ['No signal', '10', '4', 'under 1 min', '2 min', '0', '—none'],
    ]);
    // Each table scrolls in its own named region, which a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Per intent signal' })).toHaveAttribute('tabindex', '0');
  });

  it('switches to 30 days: asks the API for them, keeps the choice in the URL and says so politely', async () => {
    const { user } = renderPage();
    await screen.findByText('First touch: 2 h 10 min median, 14 leads waiting');
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(await screen.findByText('First touch: 10 min median, 10 leads waiting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('location').textContent).toBe('/projects/p1/leads/team?days=30');
    expect(screen.getByText('Showing the last 30 days: 100 leads found, 90 touched.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(rows(screen.getByRole('table', { name: 'Reply speed per day, last 30 days' }))).toHaveLength(30);
    // Nobody in the month's answer touched a lead first: no member table rather than an empty one.
    expect(screen.queryByRole('table', { name: /Per member/ })).toBeNull();
    const asked = api().requests.filter((request) => request.path.endsWith('/reply_speed'));
    expect(asked.map((request) => request.query.days)).toEqual(['7', '30']);

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText('First touch: 2 h 10 min median, 14 leads waiting')).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/projects/p1/leads/team');
  });

  it('opens on the window the URL names', async () => {
    renderPage('?days=30');
    expect(await screen.findByText('First touch: 10 min median, 10 leads waiting')).toBeVisible();
  });

  it('says so when no lead was found in the window', async () => {
    api().state[7] = emptyReplySpeed(7);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No leads found in the last 7 days' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says nobody has touched a lead yet, and what a touch is', async () => {
    const week = emptyReplySpeed(7);
    week.totals = speed(3, 0, 0, []);
    week.by_signal = [{ intent_signal_id: ids.crm, name: 'Asking for a CRM', ...week.totals }];
    week.series[6] = { ...week.series[6]!, found: 3 };
    api().state[7] = week;
    renderPage();
    expect(await screen.findByText('First touch: none yet, 3 leads waiting')).toBeVisible();
    expect(
      screen.getByText(/Nobody has touched a lead yet: open one and set a status or add a note\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the leads' })).toHaveAttribute(
      'href',
      '/projects/p1/leads',
    );
    expect(screen.getByText('Contacted: none of 3 leads yet')).toBeVisible();
  });

  it('explains that nothing counts as contacted without a status named so', async () => {
    api().state[7].contacted_status = null;
    renderPage();
    expect(
      await screen.findByText(
        'Contacted: no status is named like “Contacted”, so no lead counts as contacted',
      ),
    ).toBeVisible();
  });

  it('offers Try again when the numbers fail to load', async () => {
    // A 4xx is not retried by the query client, so the failure shows at once.
    api().route('GET /api/v1/leads/:projectId/reply_speed', () =>
      errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found'),
    );
    const { user } = renderPage();
    expect(await screen.findByText(/The reply speed could not be loaded\./)).toBeVisible();
    const state = busy();
    api().route('GET /api/v1/leads/:projectId/reply_speed', () => ({ status: 200, body: state[7] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByText('First touch: 2 h 10 min median, 14 leads waiting')).toBeVisible(),
    );
  });
});
