// The empty lead list tells the truth about the project's data sources: none on, all failing (which
// and why, when retried, what to check), working (when the next check is), each for a member and a
// guest; filters that match nothing offer to clear them.
import { screen, within } from '@testing-library/react';
import { workingSource } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';

const api = withLeadsApi();
const LIST = `/projects/${PROJECT}/leads`;
// The first test pays for transforming the page.
const slow = { timeout: 15_000 };

const failing = (platform: string, lastError: string) =>
  workingSource({
    platform,
    last_success_at: null,
    items_seen: 0,
    last_error: lastError,
    consecutive_failures: 3,
  });

describe('the empty lead list', { timeout: 30_000 }, () => {
  it('says no data source is on, and links a member to Data Sources', async () => {
    api().state.projectSources = [workingSource({ enabled: false })];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No data source is on' }, slow)).toBeVisible();
    expect(screen.getByText(/so no lead can come in/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose data sources' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/settings/data-sources`,
    );
    expect(screen.queryByText(/within minutes|Still collecting/)).not.toBeInTheDocument();
  });

  it('tells a guest who chooses the sources, with no link to what they cannot change', async () => {
    api().state.projectSources = [];
    api().state.project.viewer_role = 'guest';
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No data source is on' }, slow)).toBeVisible();
    expect(screen.getByText(/Its members choose the data sources/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose data sources' })).toBeNull();
  });

  it('names each failing source with its error, when it is retried and what to check', async () => {
    api().state.projectSources = [
      failing(
        'hackernews',
        'Hacker News could not be reached: its address could not be found (no internet connection, or no such site)',
      ),
      failing('reddit', 'Reddit answered 429 Too Many Requests; retrying after 60 s'),
    ];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Every data source is failing' }, slow)).toBeVisible();
    const list = screen.getByRole('list', { name: 'Failing data sources' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hacker News could not be reached: its address could not be found (no internet connection, or no such site).',
      'Reddit answered 429 Too Many Requests; retrying after 60 s.',
    ]);
    expect(screen.getByText(/No post could be read yet\. Signalboard tries again at /)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Data Sources' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/settings/data-sources`,
    );
    expect(screen.queryByText(/within minutes|Still collecting/)).not.toBeInTheDocument();
  });

  it('says when working sources are checked next and how many posts they read', async () => {
    api().state.projectSources = [
      workingSource({ platform: 'stackexchange', items_seen: 1 }),
      failing('github', 'GitHub answered 401 Unauthorized'),
    ];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Still collecting' }, slow)).toBeVisible();
    expect(
      screen.getByText(/^Stack Exchange: 1 post read, none matching the intent signals yet\. Next check at /),
    ).toBeVisible();
    expect(screen.getByText(/Failing: GitHub answered 401 Unauthorized\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check your data sources' })).toBeVisible();
  });
});
