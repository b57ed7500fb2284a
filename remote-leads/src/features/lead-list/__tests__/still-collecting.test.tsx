// The empty lead list tells the truth about the project's data sources briefly: none yet or none on,
// all failing (one short line each, or once that the server is offline), working (when the next check
// is), each for a member (with the next steps as actions) and a guest (told who chooses).
import { screen, within } from '@testing-library/react';
import { workingSource } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';

const api = withLeadsApi();
const LIST = `/projects/${PROJECT}/leads`;
// The first test pays for transforming the page.
const slow = { timeout: 15_000 };

const dataSourcesHref = `/projects/${PROJECT}/settings/data-sources`;

/** The next steps a member is offered, as [name, href]. */
const nextSteps = () =>
  within(screen.getByRole('list', { name: 'Next steps' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const dnsFailure = (name: string) =>
  `Signalboard cannot connect to ${name}: its address could not be found (no internet connection, or no such site). Signalboard tries again at the next poll; if it keeps failing, check this server's network access.`;

const failing = (platform: string, lastError: string) =>
  workingSource({
    platform,
    last_success_at: null,
    items_seen: 0,
    last_error: lastError,
    consecutive_failures: 3,
  });

describe('the empty lead list', { timeout: 30_000 }, () => {
  it('says a first project has no data source yet, with the next steps as actions', async () => {
    api().state.projectSources = [];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No data sources yet' }, slow)).toBeVisible();
    expect(screen.getByText(/watches no platform yet, so no lead can come in/)).toBeVisible();
    expect(nextSteps()).toEqual([
      ['Choose data sources', dataSourcesHref],
      ['Import a CSV file', `${dataSourcesHref}?import=csv`],
      ['Open the demo project', '/demo'],
    ]);
  });

  it('says no data source is on, and offers the same next steps', async () => {
    api().state.projectSources = [workingSource({ enabled: false })];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No data source is on' }, slow)).toBeVisible();
    expect(screen.getByText(/so no lead can come in/)).toBeVisible();
    expect(nextSteps().map(([name]) => name)).toEqual([
      'Choose data sources',
      'Import a CSV file',
      'Open the demo project',
    ]);
    expect(screen.queryByText(/within minutes|Still collecting/)).not.toBeInTheDocument();
  });

  it('tells a guest who chooses the sources, with no link to what they cannot change', async () => {
    api().state.projectSources = [];
    api().state.project.viewer_role = 'guest';
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No data sources yet' }, slow)).toBeVisible();
    expect(screen.getByText(/Its members choose the data sources/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Next steps' })).toBeNull();
    expect(screen.queryByRole('link', { name: /data source|CSV|demo/ })).toBeNull();
  });

  it('gives each failing source one short line, when it is retried, and the next steps', async () => {
    api().state.projectSources = [
      failing(
        'hackernews',
        'Hacker News did not answer within 10 s. It may be slow or down; Signalboard tries again at the next poll.',
      ),
      failing(
        'reddit',
        'Reddit asked Signalboard to slow down (HTTP 429 Too Many Requests); retrying after 60 s. Nothing to change; polls wait until then.',
      ),
      failing('rss', dnsFailure('the feed at example.com')),
    ];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Every data source is failing' }, slow)).toBeVisible();
    const list = screen.getByRole('list', { name: 'Failing data sources' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hacker News did not answer in time.',
      'Reddit asked Signalboard to slow down; it waits, then tries again.',
      'RSS cannot be reached from this server.',
    ]);
    expect(screen.getByText(/^No post could be read yet\. Signalboard tries again at /)).toBeVisible();
    // Short: the API's advice ("Check the address in…", "It may be slow or down…") is not repeated.
    expect(screen.queryByText(/Check the address|may be slow|polls wait/)).not.toBeInTheDocument();
    expect(nextSteps()).toEqual([
      ['Fix a data source', dataSourcesHref],
      ['Import a CSV file', `${dataSourcesHref}?import=csv`],
      ['Open the demo project', '/demo'],
    ]);
    expect(screen.queryByText(/within minutes|Still collecting/)).not.toBeInTheDocument();
  });

  it('says once that the server cannot reach the internet when every source fails to connect', async () => {
    api().state.projectSources = [
      failing('hackernews', dnsFailure('Hacker News')),
      failing('reddit', dnsFailure('Reddit')),
      failing('rss', dnsFailure('the feed at example.com')),
    ];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No source could be read' }, slow)).toBeVisible();
    expect(
      screen.getByText(
        /^This server cannot reach the internet, so no source could be read\. Signalboard tries again at /,
      ),
    ).toBeVisible();
    expect(screen.getAllByText(/cannot reach the internet/)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Failing data sources' })).toBeNull();
    expect(
      screen.queryByText(/check the address|network access|could not be found/i),
    ).not.toBeInTheDocument();
    expect(nextSteps().map(([name]) => name)).toEqual([
      'Check the data sources',
      'Import a CSV file',
      'Open the demo project',
    ]);
  });

  it('tells a guest the same, without actions they cannot take', async () => {
    api().state.project.viewer_role = 'guest';
    api().state.projectSources = [failing('hackernews', dnsFailure('Hacker News'))];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No source could be read' }, slow)).toBeVisible();
    expect(screen.getByText(/The project’s members can change its data sources\./)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Next steps' })).toBeNull();
  });

  it('does not offer the demo inside the demo project', async () => {
    api().state.projectSources = [failing('sample', 'Sample feed had a problem on its side (HTTP 500).')];
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'The data source is failing' }, slow)).toBeVisible();
    expect(nextSteps().map(([name]) => name)).toEqual(['Fix a data source', 'Import a CSV file']);
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
    expect(screen.getByText(/Failing: GitHub refused access: check its credentials\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check your data sources' })).toBeVisible();
  });
});
