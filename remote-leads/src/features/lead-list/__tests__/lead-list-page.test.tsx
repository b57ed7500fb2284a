// The lead list page against the workspace's fake API: rows with what a lead is and why it is here,
// the keyboard without the mouse, optimistic changes rolled back on failure, bulk delete behind a
// confirmation with Undo, "select all matching" sending the filter, and the empty / error states.
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, errorReply } from '@signalboard/shared/testing';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { manageStatus } from '../../../testing/manage-routes';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const statusId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const LIST = `/projects/${PROJECT}/leads`;

/** Leads 1..count, newest first (lead 1 is the newest), none read. */
function seed(count: number) {
  api().state.leads = Array.from({ length: count }, (_, i) =>
    listLead(leadId(i + 1), {
      published_at: new Date(Date.UTC(2025, 2, 1) - i * 60_000).toISOString(),
      status_config_id: statusId(1),
    }),
  );
  api().state.statuses = [manageStatus(statusId(1), 'New', 0), manageStatus(statusId(2), 'Contacted', 1)];
}

async function openList(url = LIST) {
  const view = renderApp(url);
  const grid = await screen.findByRole('grid', { name: 'Leads' });
  await within(grid).findByRole('row', { name: /Lead 00000000-0000-4000-8000-000000000001/ });
  return { ...view, grid };
}

const row = (n: number) => screen.getByRole('row', { name: new RegExp(`Lead ${leadId(n)}`) });

describe('the lead list page', () => {
  it('shows each lead with source, author, title, highlighted snippet, score, signals, status and star', async () => {
    seed(1);
    api().state.leads[0] = listLead(leadId(1), {
      score: 87,
      status_config_id: statusId(2),
      post: { ...listLead(leadId(1)).post, body: 'Which CRM should a small agency use? <b>bold</b>' },
      matches: [
        {
          intent_signal_id: 'sig-1',
          intent_signal_name: 'Looking for a CRM',
          score: 87,
          explanation: {
            source: 'local',
            terms: ['crm'],
            phrases: [],
            cues: [],
            negatives: [],
            reason: 'Asks for one.',
          },
        },
      ],
    });
    await openList();
    const lead = row(1);
    expect(within(lead).getByText('Reddit · r/startups')).toBeVisible();
    expect(within(lead).getByText('someone')).toBeVisible();
    expect(within(lead).getByRole('link', { name: `Lead ${leadId(1)}` })).toHaveAttribute(
      'href',
      `${LIST}?lead=${leadId(1)}`,
    );
    const mark = lead.querySelector('mark');
    expect(mark?.textContent).toBe('CRM');
    expect(lead.querySelector('b')).toBeNull();
    expect(within(lead).getByLabelText('Score 87')).toBeVisible();
    expect(within(lead).getByText('Looking for a CRM')).toBeVisible();
    expect(within(lead).getByRole('combobox', { name: /Status of/ })).toHaveValue(statusId(2));
    expect(within(lead).getByRole('button', { name: /^Star/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(lead).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(screen.getByText('1 lead')).toBeVisible();
  });

  it('says "1,000+" when the total is capped', async () => {
    seed(1001);
    await openList();
    expect(screen.getByText('1,000+ leads')).toBeVisible();
  });

  it('works from the keyboard: move, star, read, select, status, open, shortcut sheet', async () => {
    seed(3);
    const { user, grid } = await openList();
    grid.focus();
    await user.keyboard('j');
    expect(grid).toHaveAttribute('aria-activedescendant', `lead-row-${leadId(2)}`);
    await user.keyboard('k');
    expect(grid).toHaveAttribute('aria-activedescendant', `lead-row-${leadId(1)}`);

    await user.keyboard('s');
    expect(within(row(1)).getByRole('button', { name: /^Star/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api().state.leads[0]?.starred).toBe(true));

    await user.keyboard('r');
    await waitFor(() => expect(api().state.leads[0]?.read).toBe(true));
    expect(within(row(1)).queryByRole('img', { name: 'Unread' })).toBeNull();

    await user.keyboard('2');
    await waitFor(() => expect(api().state.leads[0]?.status_config_id).toBe(statusId(2)));

    await user.keyboard('xj{Shift>}X{/Shift}');
    expect(row(1)).toHaveAttribute('aria-selected', 'true');
    expect(row(2)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 selected')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('2 selected')).toBeNull();

    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveFocus();
    grid.focus();

    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText('Star or unstar')).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));

    grid.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe(`${LIST}?lead=${leadId(2)}`));
  });

  it('takes the shortcuts from page load, but not while typing in a field or inside a dialog', async () => {
    seed(3);
    const { user, grid } = await openList();
    expect(document.body).toHaveFocus();

    await user.keyboard('j');
    expect(grid).toHaveAttribute('aria-activedescendant', `lead-row-${leadId(1)}`);
    expect(grid).toHaveFocus();

    const search = screen.getByRole('searchbox', { name: 'Search leads' });
    await user.click(search);
    await user.keyboard('j');
    expect(search).toHaveValue('j');
    expect(grid).toHaveAttribute('aria-activedescendant', `lead-row-${leadId(1)}`);

    search.blur();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('j');
    expect(grid).toHaveAttribute('aria-activedescendant', `lead-row-${leadId(1)}`);
    expect(sheet).toBeVisible();
  });

  it('opens the shortcut sheet with ? right after load', async () => {
    seed(1);
    const { user } = await openList();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  it('offers a skip link straight to the list as the first Tab stop of the page', async () => {
    seed(2);
    const { user, grid } = await openList();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to the lead list' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(grid).toHaveFocus();
  });

  it('puts a star back and says so when the call fails', async () => {
    seed(2);
    api().route(`POST /api/v1/leads/${PROJECT}/lead/${leadId(1)}/star`, () =>
      errorReply(500, 'INTERNAL', 'Internal server error'),
    );
    const { user } = await openList();
    const star = within(row(1)).getByRole('button', { name: /^Star/ });
    await user.click(star);
    expect(await screen.findByText('Could not change the star')).toBeVisible();
    await waitFor(() =>
      expect(within(row(1)).getByRole('button', { name: /^Star/ })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('deletes the selection after confirming, and Undo brings it back', async () => {
    seed(3);
    const { user } = await openList();
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.click(within(row(3)).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 leads?' });
    expect(within(dialog).getByText(/You can undo right after/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(leadId(3)) })).toBeNull());
    expect(screen.queryByRole('row', { name: new RegExp(leadId(1)) })).toBeNull();
    expect(api().state.deleted).toEqual(new Set([leadId(1), leadId(3)]));
    expect(await screen.findByText('2 leads deleted')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api().state.deleted.size).toBe(0));
    expect(await screen.findByRole('row', { name: new RegExp(`Lead ${leadId(3)}`) })).toBeVisible();
  });

  it('selects a range with shift-click and every matching lead by filter', async () => {
    seed(55);
    const { user } = await openList(`${LIST}?read=false`);
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.keyboard('{Shift>}');
    await user.click(within(row(3)).getByRole('checkbox'));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('3 selected')).toBeVisible();
    expect(row(2)).toHaveAttribute('aria-selected', 'true');
    // The first page holds 50: all loaded is 50 of the 55.
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded leads' }));
    expect(screen.getByText('50 selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Select all 55 matching' }));
    expect(screen.getByText('55 selected (all matching)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(api().count(`POST /api/v1/leads/${PROJECT}/mark_leads_as_read`)).toBe(1));
    const request = api().requests.find((r) => r.path.endsWith('/mark_leads_as_read'));
    expect(request?.body).toEqual({ filter: { read: false } });
    await waitFor(() => expect(api().state.leads.filter((l) => l.read)).toHaveLength(55));
  }, 20_000);

  it('says sources are still being checked when the project has no lead yet', async () => {
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Still collecting' })).toBeVisible();
    expect(screen.getByText(/Reddit: 40 posts read, none matching the intent signals yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check your data sources' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/settings/data-sources`,
    );
    // A member sees the editors the sentence points to.
    expect(await screen.findByRole('button', { name: 'Signals' })).toBeVisible();
  });

  it('tells a guest what happens next without pointing at what only members may change', async () => {
    api().state.project.viewer_role = 'guest';
    renderApp(LIST);
    expect(await screen.findByText(/members choose its sources and intent signals/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Still collecting' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Check your data sources' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Signals' })).toBeNull();
  });

  it('marks the searched words in the rows, beside the matched terms', async () => {
    seed(2);
    renderApp(`${LIST}?q=agency`);
    await screen.findByRole('grid', { name: 'Leads' });
    const marks = await screen.findAllByText('agency', { selector: 'mark' });
    expect(marks).toHaveLength(2);
  });

  it('offers to clear filters that match nothing', async () => {
    seed(2);
    const { user } = renderApp(`${LIST}?starred=true`);
    expect(await screen.findByRole('heading', { name: 'No leads match' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation()).toBe(LIST));
    expect(await screen.findByRole('grid', { name: 'Leads' })).toBeVisible();
  });

  it('shows a failed load with Try again', async () => {
    seed(1);
    api().route(`GET /api/v1/leads/${PROJECT}`, () => errorReply(403, 'FORBIDDEN', 'Not allowed.'));
    const { user } = renderApp(LIST);
    expect(await screen.findByText(/We could not load the leads/)).toBeVisible();
    api().route(`GET /api/v1/leads/${PROJECT}`, () => ({
      status: 200,
      body: { items: api().state.leads, total: 1, total_capped: false, limit: 200, skip: 0 },
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Leads' })).toBeVisible();
  });

  it('shows a server failure as soon as the first attempt fails, and Try again asks at once', async () => {
    seed(1);
    let attempts = 0;
    api().route(`GET /api/v1/leads/${PROJECT}`, () => {
      attempts += 1;
      return errorReply(500, 'INTERNAL', 'Internal server error');
    });
    const { user } = renderApp(LIST);
    // Retries of a 5xx wait 5 s each: waitFor's 1 s would miss an error shown only after them.
    expect(await screen.findByText(/We could not load the leads/)).toBeVisible();
    expect(attempts).toBe(1);
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();

    api().route(`GET /api/v1/leads/${PROJECT}`, () => ({
      status: 200,
      body: { items: api().state.leads, total: 1, total_capped: false, limit: 200, skip: 0 },
    }));
    await user.click(retry);
    // Not after the background retry's 5 s wait: the click asks now.
    expect(await screen.findByRole('grid', { name: 'Leads' })).toBeVisible();
  });
});
