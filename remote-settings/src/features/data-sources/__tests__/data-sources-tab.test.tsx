import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';
import { testSource } from '../../../testing/test-source';

const api = withSettingsApi();

const card = (name: string) => screen.getByRole('region', { name });

async function openDataSources() {
  const result = renderApp('/projects/p1/settings/data-sources');
  await screen.findByRole('switch', { name: 'Hacker News' });
  return result;
}

const lastPatch = () =>
  api()
    .requests.filter((r) => r.method === 'PATCH')
    .at(-1)?.body as
    | {
        data_sources: {
          platform: string;
          enabled: boolean;
          settings: object;
          poll_interval_seconds?: number | null;
        }[];
      }
    | undefined;

describe('the Data Sources tab', () => {
  it('lists every platform of the catalogue, each switched off, with nothing to save', async () => {
    await openDataSources();
    for (const name of ['Hacker News', 'Reddit', 'RSS and Atom feeds', 'Mastodon', 'Bluesky', 'CSV import']) {
      expect(screen.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
    }
    expect(screen.getByText(/No platform is on yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('switches a source on, asks for its required settings by name, then saves them with PATCH', async () => {
    const { user } = await openDataSources();
    await user.click(screen.getByRole('switch', { name: 'Reddit' }));
    expect(screen.getByRole('switch', { name: 'Reddit' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const reddit = card('Reddit');
    expect(await within(reddit).findByText('Subreddits is required while Reddit is on.')).toBeVisible();
    expect(within(reddit).getByText('Keywords is required while Reddit is on.')).toBeVisible();
    await findAlert('Fix the 2 fields marked below, then save again.');
    await waitFor(() => expect(within(reddit).getByRole('textbox', { name: /^Subreddits/ })).toHaveFocus());
    expect(api().count('PATCH /api/v1/project/p1/data-sources')).toBe(0);

    await user.type(within(reddit).getByRole('textbox', { name: /^Subreddits/ }), 'startups{Enter}  saas  ');
    await user.type(within(reddit).getByRole('textbox', { name: /^Keywords/ }), 'crm for agencies{Enter}');
    expect(within(reddit).queryByText(/is required/)).not.toBeInTheDocument();
    // Each entry is a chip, removable by its own button.
    expect(
      within(within(reddit).getByRole('list', { name: 'Subreddits' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(reddit).getByRole('button', { name: 'Remove entry “saas”' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Data sources saved')).toBeInTheDocument();
    expect(lastPatch()).toEqual({
      data_sources: [
        {
          platform: 'reddit',
          enabled: true,
          settings: { subreddits: ['startups', 'saas'], keywords: ['crm for agencies'] },
          poll_interval_seconds: null,
        },
      ],
    });
    expect(screen.getByText('1 of 6 platforms on.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('checks URLs and URL lists as the API does, naming the field and the entry', async () => {
    const { user } = await openDataSources();
    await user.click(screen.getByRole('switch', { name: 'Mastodon' }));
    await user.click(screen.getByRole('switch', { name: 'RSS and Atom feeds' }));
    const mastodon = card('Mastodon');
    await user.type(within(mastodon).getByRole('textbox', { name: /^Instance/ }), 'mastodon.social');
    await user.type(within(mastodon).getByRole('textbox', { name: /^Hashtags/ }), 'crm');
    await user.type(
      within(card('RSS and Atom feeds')).getByRole('textbox', { name: /^Feed URLs/ }),
      'https://blog.example/feed{Enter}ftp://old.example/rss',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await within(mastodon).findByText('Instance must be an http(s) address, like https://example.com.'),
    ).toBeVisible();
    expect(
      within(card('RSS and Atom feeds')).getByText(
        'Feed URLs: entry 2 (“ftp://old.example/rss”) is not an http(s) address.',
      ),
    ).toBeVisible();
    expect(api().count('PATCH /api/v1/project/p1/data-sources')).toBe(0);
  });

  it('shows a stored secret masked, sends the mask back to keep it, and replaces it only when asked', async () => {
    api().state.sources.p1 = [
      testSource({
        platform: 'bluesky',
        settings: { handle: 'acme.bsky.social', app_password: 'abcd-efgh-ijkl' },
        last_polled_at: '2025-03-01T10:00:00.000Z',
        last_success_at: '2025-02-28T10:00:00.000Z',
        last_error: 'Bluesky refused the app password (401).',
        items_seen: 1234,
      }),
    ];
    const { user } = await openDataSources();
    const bluesky = card('Bluesky');
    expect(within(bluesky).getByText('••••ijkl')).toBeVisible();
    expect(bluesky).not.toHaveTextContent('abcd-efgh-ijkl');
    // Health: last poll, last success, the last error, items seen.
    expect(within(bluesky).getByText('Last error:').parentElement).toHaveTextContent(
      'Last error: Bluesky refused the app password (401).',
    );
    expect(within(bluesky).getByText('1,234')).toBeVisible();
    expect(within(bluesky).getByText('Last poll').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-03-01T10:00:00.000Z',
    );

    // Changing the handle keeps the stored password: its mask goes back.
    const handle = within(bluesky).getByRole('textbox', { name: /^Handle/ });
    await user.clear(handle);
    await user.type(handle, 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Data sources saved');
    expect(lastPatch()?.data_sources[0]).toEqual({
      platform: 'bluesky',
      enabled: true,
      settings: { handle: 'acme.example', app_password: '••••ijkl' },
      poll_interval_seconds: null,
    });
    expect(api().state.sources.p1?.[0]?.settings.app_password).toBe('abcd-efgh-ijkl');

    // Replacing: a password field, never pre-filled; the new one is sent once and shown masked after.
    await user.click(within(bluesky).getByRole('button', { name: 'Replace App password' }));
    const password = within(bluesky).getByLabelText(/^App password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('');
    await user.type(password, 'new-pass-9876');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api().state.sources.p1?.[0]?.settings.app_password).toBe('new-pass-9876'));
    expect(await within(bluesky).findByText('••••9876')).toBeVisible();
    expect(screen.queryByDisplayValue('new-pass-9876')).not.toBeInTheDocument();
  });

  it('puts the server’s 422 at the field it names', async () => {
    const { user } = await openDataSources();
    await user.click(screen.getByRole('switch', { name: 'Reddit' }));
    const reddit = card('Reddit');
    await user.type(within(reddit).getByRole('textbox', { name: /^Subreddits/ }), 'private');
    await user.type(within(reddit).getByRole('textbox', { name: /^Keywords/ }), 'crm');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await within(reddit).findByText('Subreddits: r/private is not a public subreddit')).toBeVisible();
    const subreddits = within(reddit).getByRole('textbox', { name: /^Subreddits/ });
    expect(subreddits).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(subreddits).toHaveFocus());
  });

  it('shows the demo’s sample feed as on, as demo data, and keeps it when the platforms are saved', async () => {
    api().state.sources.p1 = [
      testSource({
        platform: 'sample',
        poll_interval_seconds: 60,
        poll_interval_is_default: false,
        items_seen: 150,
        last_polled_at: '2026-04-20T09:00:00Z',
        last_success_at: '2026-04-20T09:00:00Z',
      }),
    ];
    const { user } = await openDataSources();
    const sample = card('Sample feed (demo data)');
    expect(within(sample).getByRole('switch', { name: 'Sample feed (demo data)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(sample).getByText(/None is fetched from those sites/)).toBeVisible();
    expect(within(sample).getByText('150')).toBeVisible();
    expect(screen.queryByText(/No platform is on yet/)).not.toBeInTheDocument();
    expect(screen.getByText(/Only the demo’s sample feed is on/)).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Hacker News' }));
    await user.type(within(card('Hacker News')).getByRole('textbox', { name: /^Keywords/ }), 'crm{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Data sources saved');
    expect(lastPatch()?.data_sources).toEqual([
      { platform: 'sample', enabled: true, settings: {} },
      { platform: 'hackernews', enabled: true, settings: { keywords: ['crm'] }, poll_interval_seconds: null },
    ]);
    expect(screen.getByText(/^1 of \d+ platforms on, besides the demo’s sample feed\.$/)).toBeVisible();
  });

  it('keeps the settings of a source switched off, and saves it off', async () => {
    api().state.sources.p1 = [testSource({ platform: 'hackernews', settings: { keywords: ['crm'] } })];
    const { user } = await openDataSources();
    // Saved but never polled: no poll, no success yet.
    expect(within(card('Hacker News')).getAllByText('Not yet')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Hacker News' }));
    expect(within(card('Hacker News')).getByText(/Its settings are kept/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Data sources saved');
    expect(lastPatch()).toEqual({
      data_sources: [
        {
          platform: 'hackernews',
          enabled: false,
          settings: { keywords: ['crm'] },
          poll_interval_seconds: null,
        },
      ],
    });
  });

  it('sets how often a polled source is checked, and offers no interval for a pushed one', async () => {
    const { user } = await openDataSources();
    await user.click(screen.getByRole('switch', { name: 'Hacker News' }));
    const hackerNews = card('Hacker News');
    const often = within(hackerNews).getByRole('combobox', { name: 'How often to check' });
    expect(often).toHaveValue('default');
    expect(
      within(often)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Default',
      'Every minute',
      'Every 5 minutes',
      'Every 15 minutes',
      'Every 30 minutes',
      'Hourly',
      'Every 6 hours',
      'Daily',
    ]);
    // Pushed to us, never polled: no interval to choose.
    await user.click(screen.getByRole('switch', { name: 'CSV import' }));
    expect(within(card('CSV import')).queryByRole('combobox')).not.toBeInTheDocument();

    await user.type(within(hackerNews).getByRole('textbox', { name: /^Keywords/ }), 'crm');
    await user.selectOptions(often, 'Hourly');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Data sources saved');
    expect(lastPatch()?.data_sources).toEqual([
      { platform: 'hackernews', enabled: true, settings: { keywords: ['crm'] }, poll_interval_seconds: 3600 },
      { platform: 'csv_import', enabled: true, settings: {} },
    ]);
    expect(within(card('Hacker News')).getByRole('combobox', { name: 'How often to check' })).toHaveValue(
      '3600',
    );
  });

  it('keeps an interval set elsewhere when other fields are saved, and goes back to the default', async () => {
    api().state.sources.p1 = [
      testSource({
        platform: 'hackernews',
        settings: { keywords: ['crm'] },
        poll_interval_seconds: 7200,
        poll_interval_is_default: false,
        next_poll_at: '2099-01-01T10:00:00.000Z',
      }),
      testSource({
        platform: 'rss',
        settings: { feed_urls: ['https://blog.example/feed'] },
        next_poll_at: '2000-01-01T10:00:00.000Z',
      }),
    ];
    const { user } = await openDataSources();
    const often = within(card('Hacker News')).getByRole('combobox', { name: 'How often to check' });
    expect(often).toHaveValue('7200');
    expect(within(often).getByRole('option', { selected: true })).toHaveTextContent('Every 2 hours');
    // A saved source that follows the default says what the default is.
    expect(within(often).getByRole('option', { name: 'Default (every 5 minutes)' })).toBeInTheDocument();
    expect(within(card('Hacker News')).getByText('Next poll').nextElementSibling).toHaveTextContent(
      /, then every 2 hours$/,
    );
    expect(within(card('RSS and Atom feeds')).getByText('Next poll').nextElementSibling).toHaveTextContent(
      'Due now, then every 5 minutes (default)',
    );

    const keywords = within(card('Hacker News')).getByRole('textbox', { name: /^Keywords/ });
    await user.type(keywords, '{Enter}saas');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Data sources saved');
    expect(lastPatch()?.data_sources[0]).toMatchObject({
      settings: { keywords: ['crm', 'saas'] },
      poll_interval_seconds: 7200,
    });

    await user.selectOptions(often, 'default');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastPatch()?.data_sources[0]?.poll_interval_seconds).toBeNull());
    await waitFor(() => expect(api().state.sources.p1?.[0]?.poll_interval_is_default).toBe(true));
  });

  it('says how many polls failed in a row and when the source is retried', async () => {
    api().state.sources.p1 = [
      testSource({
        platform: 'hackernews',
        settings: { keywords: ['crm'] },
        last_error: 'Hacker News answered 503 Service Unavailable',
        consecutive_failures: 3,
        next_poll_at: '2099-01-01T10:00:00.000Z',
      }),
      testSource({
        platform: 'reddit',
        settings: { subreddits: ['saas'], keywords: ['crm'] },
        consecutive_failures: 1,
        next_poll_at: '2000-01-01T10:00:00.000Z',
      }),
    ];
    await openDataSources();
    const next = within(card('Hacker News')).getByText('Next poll').nextElementSibling;
    expect(next).toHaveTextContent(/^3 failures in a row, retrying at /);
    expect(next?.querySelector('time')).toHaveAttribute('datetime', '2099-01-01T10:00:00.000Z');
    // Overdue: the scheduler takes it at its next tick.
    expect(within(card('Reddit')).getByText('Next poll').nextElementSibling).toHaveTextContent(
      '1 failure in a row, retrying now',
    );
  });

  it('puts the server’s 422 about an interval at the interval', async () => {
    api().route('PATCH /api/v1/project/:id/data-sources', () => ({
      status: 422,
      body: {
        detail: 'data_sources.0.poll_interval_seconds: must be between 60 and 86400 seconds',
        code: 'VALIDATION_ERROR',
        field: 'data_sources.0.poll_interval_seconds',
      },
    }));
    const { user } = await openDataSources();
    await user.click(screen.getByRole('switch', { name: 'Hacker News' }));
    const hackerNews = card('Hacker News');
    await user.type(within(hackerNews).getByRole('textbox', { name: /^Keywords/ }), 'crm');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const often = within(hackerNews).getByRole('combobox', { name: 'How often to check' });
    await waitFor(() => expect(often).toHaveFocus());
    expect(often).toHaveAttribute('aria-invalid', 'true');
    expect(often).toHaveAccessibleDescription(/How often to check: must be between 60 and 86400 seconds/);
  });

  it('says when the list of platforms cannot be loaded', async () => {
    api().route('GET /api/v1/data_source_subscriptions', () =>
      errorReply(403, 'ORGANIZATION_REQUIRED', 'Create or join an organization first.'),
    );
    renderApp('/projects/p1/settings/data-sources');
    await findAlert('We could not load the list of platforms. Create or join an organization first.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('list settings as chips', () => {
  it('splits a pasted list, counts a word typed but not added as a change, and adds it on Save', async () => {
    const { user } = await openDataSources();
    await user.click(screen.getByRole('switch', { name: 'Hacker News' }));
    const keywords = within(card('Hacker News')).getByRole('textbox', { name: /^Keywords/ });
    await user.click(keywords);
    await user.paste('crm, sales pipeline\nlead tracking');
    const chips = within(card('Hacker News')).getByRole('list', { name: 'Keywords' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['crm', 'sales pipeline', 'lead tracking']);
    await user.keyboard('{Backspace}');
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    await user.type(keywords, 'pipedrive');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Data sources saved')).toBeInTheDocument();
    expect(lastPatch()).toMatchObject({
      data_sources: [
        { platform: 'hackernews', settings: { keywords: ['crm', 'sales pipeline', 'pipedrive'] } },
      ],
    });
  });
});
