// The live channel on the lead list page, against the workspace's fake API serving a real
// text/event-stream: "Show N new leads" appears without touching the list, one alert per high-score
// lead (not repeated when the stream comes back), the unread count refetched, the list only on click.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@signalboard/shared/api';
import { useAlertStore } from '@signalboard/shared/feedback';
import { queryClient } from '@signalboard/shared/query';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();
afterEach(() => act(() => useAlertStore.getState().remove()));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const EVENTS_KEY = 'GET /api/v1/leads/:projectId/events';
/** Requests counted by their real path. */
const calls = (path: string) => api().count(`GET /api/v1/leads/${PROJECT}${path}`);

/** One stream: ready, then three new leads (one scoring 82); it ends, and the client comes back for more. */
function serveEvents() {
  const event = {
    project_id: PROJECT,
    count: 3,
    lead_ids: [id(11), id(12), id(13)],
    max_score: 82,
    high_score: [{ id: id(11), title: 'Which CRM for a team of five?', score: 82 }],
  };
  api().route(EVENTS_KEY, () => ({
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
    text: `retry: 50\nevent: ready\ndata: {}\n\n: heartbeat\n\nevent: new_leads\ndata: ${JSON.stringify(event)}\n\n`,
  }));
}

it('shows "3 new leads" without moving the list, alerts once, and brings them in on click', async () => {
  api().state.leads = [listLead(id(1))];
  serveEvents();
  queryClient.setQueryData(queryKeys.unreadCount(PROJECT), 1);
  renderApp(`/projects/${PROJECT}/leads`);
  const grid = await screen.findByRole('grid', { name: 'Leads' });
  await within(grid).findByRole('row', { name: new RegExp(`Lead ${id(1)}`) });

  const button = await screen.findByRole('button', { name: 'Show 3 new leads' });
  expect(button.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  const listCalls = calls('');
  // The stream ended and came back with the same leads: still 3, still one alert, the list untouched.
  await waitFor(() => expect(calls('/events')).toBeGreaterThanOrEqual(3));
  expect(screen.getByRole('button', { name: 'Show 3 new leads' })).toBeInTheDocument();
  expect(calls('')).toBe(listCalls);
  expect(useAlertStore.getState().alerts.map((alert) => [alert.title, alert.description])).toEqual([
    ['New lead (score 82)', 'Which CRM for a team of five?'],
  ]);
  // The host's badge reads this query: an event marks it stale, so the badge refetches at once.
  expect(queryClient.getQueryState(queryKeys.unreadCount(PROJECT))?.isInvalidated).toBe(true);

  // A click asks for the list again and the banner goes.
  api().route(EVENTS_KEY, () => ({ status: 404, body: { code: 'PROJECT_NOT_FOUND', detail: 'Not found' } }));
  await userEvent.click(screen.getByRole('button', { name: 'Show 3 new leads' }));
  await waitFor(() => expect(calls('')).toBeGreaterThan(listCalls));
  expect(screen.queryByRole('button', { name: /new leads/ })).not.toBeInTheDocument();
}, 20_000);
