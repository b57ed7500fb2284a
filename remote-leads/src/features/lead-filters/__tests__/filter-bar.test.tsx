// The filter bar as a user drives it: every control writes the URL, chips remove, Clear all, Back
// restores the previous filter, a stale bookmark shows without its unknown values.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentLocation } from '@signalboard/shared/testing';
import { SEARCH_DEBOUNCE_MS } from '../search-box';
import { currentParams, ids, renderFilterBar, withFilterApi } from './filter-scene';

const api = withFilterApi();

async function openBar(search = '') {
  const result = renderFilterBar(search);
  // The statuses have arrived once "New" is offered.
  await screen.findByRole('option', { name: 'New (4)' }, { timeout: 5000 });
  return result;
}

const chips = () =>
  within(screen.queryByRole('list', { name: 'Active filters' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('the lead filter bar', () => {
  it('writes status, read, starred and sort to the URL and shows them as chips', async () => {
    const { user } = await openBar();
    await user.selectOptions(screen.getByLabelText('Status'), 'New (4)');
    await user.selectOptions(screen.getByLabelText('Read state'), 'Unread');
    await user.selectOptions(screen.getByLabelText('Starred'), 'Starred');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Score');
    await user.selectOptions(screen.getByLabelText('Order'), 'Lowest first');
    expect(currentParams().toString()).toBe(
      `status=${ids.statusNew}&read=false&starred=true&sort=score&order=asc`,
    );
    expect(chips()).toEqual(['Status: New', 'Unread', 'Starred']);
    expect(screen.getByText('3 filters')).toBeVisible();
  });

  it('chooses data sources and intent signals (repeated keys) in their panels', async () => {
    const { user } = await openBar();
    await user.click(screen.getByRole('button', { name: 'Data sources' }));
    const sources = screen.getByRole('group', { name: 'Data sources' });
    await user.click(within(sources).getByRole('checkbox', { name: /Reddit/ }));
    await user.click(within(sources).getByRole('checkbox', { name: /Hacker News/ }));
    expect(within(sources).getByText('3 leads')).toBeVisible();
    expect(within(sources).getByText('1 lead')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Data sources/ })).toHaveFocus();
    expect(sources).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Intent signals' }));
    await user.click(screen.getByRole('checkbox', { name: 'Price complaints' }));
    expect(currentParams().getAll('source')).toEqual(['reddit', 'hackernews']);
    expect(currentParams().getAll('signal')).toEqual([ids.signalPrice]);
    expect(chips()).toEqual(['Source: Reddit', 'Source: Hacker News', 'Signal: Price complaints']);
  });

  it('adds yes/no and text smart column conditions', async () => {
    const { user } = await openBar();
    await user.click(screen.getByRole('button', { name: 'Smart columns' }));
    const form = screen.getByRole('form', { name: 'Add a smart column filter' });
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('is not empty');
    await user.selectOptions(within(form).getByLabelText('Condition'), 'is');
    await user.selectOptions(within(form).getByLabelText('Answer'), 'No');
    await user.click(within(form).getByRole('button', { name: 'Add filter' }));

    await user.selectOptions(within(form).getByLabelText('Column'), 'Current tool');
    expect(within(form).queryByLabelText('Answer')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Condition'), 'does not contain');
    await user.type(within(form).getByLabelText('Text'), 'HubSpot');
    await user.click(within(form).getByRole('button', { name: 'Add filter' }));

    expect(currentParams().getAll('smart')).toEqual([
      `${ids.columnBudget}:is:false`,
      `${ids.columnTool}:not_contains:HubSpot`,
    ]);
    expect(chips()).toEqual(['Has budget is No', 'Current tool does not contain “HubSpot”']);
  });

  it('sets a date range by dates and by a quick range', async () => {
    const { user } = await openBar();
    await user.click(screen.getByRole('button', { name: 'Date' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-31' } });
    expect(currentParams().get('from')).toBe('2025-01-01');
    expect(currentParams().get('to')).toBe('2025-01-31');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    const from = new Date(currentParams().get('from') ?? '').getTime();
    expect(before - from).toBeGreaterThanOrEqual(86_400_000 - 60_000);
    expect(before - from).toBeLessThanOrEqual(86_400_000 + 60_000);
    expect(currentParams().get('to')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(currentParams().get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('searches after typing stops, at once on Enter, and Escape clears', async () => {
    const { user } = await openBar();
    const box = screen.getByRole('searchbox', { name: 'Search leads' });
    await user.type(box, 'crm');
    expect(currentParams().get('q')).toBeNull();
    await waitFor(() => expect(currentParams().get('q')).toBe('crm'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
    await user.type(box, ' tool{Enter}');
    expect(currentParams().get('q')).toBe('crm tool');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(currentParams().get('q')).toBeNull();
  });

  it('removes one chip, then clears all but the sort and the open lead', async () => {
    const { user } = await openBar(
      `?lead=abc&status=${ids.statusWon}&read=true&source=reddit&q=crm&sort=score`,
    );
    await waitFor(() => expect(chips()).toEqual(['Status: Won', 'Source: Reddit', 'Read', 'Search: crm']));
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('crm');
    await user.click(screen.getByRole('button', { name: 'Remove filter Source: Reddit' }));
    expect(currentParams().getAll('source')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(currentLocation()).toBe('/projects/p1/leads?lead=abc&sort=score');
    expect(screen.getByText('No filters')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('');
  });

  it('Back restores the previous filter', async () => {
    const { user } = await openBar();
    await user.selectOptions(screen.getByLabelText('Status'), 'Won (1)');
    await user.selectOptions(screen.getByLabelText('Read state'), 'Unread');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(currentParams().toString()).toBe(`status=${ids.statusWon}`);
    expect(screen.getByLabelText('Read state')).toHaveValue('any');
    expect(screen.getByLabelText('Status')).toHaveValue(ids.statusWon);
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(currentParams().toString()).toBe('');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
  });

  it('shows a stale bookmark without the values the project no longer has', async () => {
    const gone = '99999999-9999-4999-8999-999999999999';
    await openBar(
      `?status=${gone}&signal=${gone}&signal=${ids.signalCrm}&smart=${gone}:is:true&source=myspace&starred=maybe`,
    );
    await waitFor(() => expect(chips()).toEqual(['Signal: Asking for a CRM']));
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    expect(api().count('GET /api/v1/lead-status-configs/project/p1')).toBe(1);
  });

  it('keeps the bar usable when the statuses cannot be loaded (a 404)', async () => {
    api().route('GET /api/v1/lead-status-configs/project/:projectId', () => ({
      status: 404,
      body: { detail: 'Project not found', code: 'PROJECT_NOT_FOUND' },
    }));
    renderFilterBar(`?status=${ids.statusNew}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The bookmarked status cannot be named, but nothing crashes and the rest works.
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Status: Unknown' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toBeVisible();
  });
});
