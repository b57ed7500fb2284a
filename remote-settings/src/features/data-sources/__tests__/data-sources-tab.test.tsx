import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';

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
    .at(-1)?.body as { data_sources: { platform: string; enabled: boolean; settings: object }[] } | undefined;

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
    await user.type(within(reddit).getByRole('textbox', { name: /^Keywords/ }), 'crm for agencies');
    expect(within(reddit).queryByText(/is required/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Data sources saved')).toBeInTheDocument();
    expect(lastPatch()).toEqual({
      data_sources: [
        {
          platform: 'reddit',
          enabled: true,
          settings: { subreddits: ['startups', 'saas'], keywords: ['crm for agencies'] },
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
      {
        platform: 'bluesky',
        enabled: true,
        settings: { handle: 'acme.bsky.social', app_password: 'abcd-efgh-ijkl' },
        last_polled_at: '2025-03-01T10:00:00.000Z',
        last_success_at: '2025-02-28T10:00:00.000Z',
        last_error: 'Bluesky refused the app password (401).',
        items_seen: 1234,
      },
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

  it('keeps the settings of a source switched off, and saves it off', async () => {
    api().state.sources.p1 = [
      {
        platform: 'hackernews',
        enabled: true,
        settings: { keywords: ['crm'] },
        last_polled_at: null,
        last_success_at: null,
        last_error: null,
        items_seen: 0,
      },
    ];
    const { user } = await openDataSources();
    // Saved but never polled: no poll, no success yet.
    expect(within(card('Hacker News')).getAllByText('Not yet')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Hacker News' }));
    expect(within(card('Hacker News')).getByText(/Its settings are kept/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Data sources saved');
    expect(lastPatch()).toEqual({
      data_sources: [{ platform: 'hackernews', enabled: false, settings: { keywords: ['crm'] } }],
    });
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
