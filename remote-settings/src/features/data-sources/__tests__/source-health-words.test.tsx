import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';
import { testSource } from '../../../testing/test-source';

// The health the API words (what happened, what to do; api/src/engine/sources/failure-words.ts) shows
// on each source's card as it came, once, and Reddit's public-feed note beside it.

const api = withSettingsApi();

const words = {
  hackernews:
    "Signalboard cannot connect to Hacker News: its address could not be found (no internet connection, or no such site). Signalboard tries again at the next poll; if it keeps failing, check this server's network access.",
  reddit:
    'Reddit refused the request, the public feed included (HTTP 403). Since 2026 Reddit needs an approved API app: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server (see the README); until then nothing can be read from Reddit on this server.',
  rss: "The feed at example.com has nothing at the address Signalboard reads (HTTP 404). The feed has moved or is gone: check the feed URL in this source's settings.",
};
const feedNote =
  'Reading the public feed: fewer posts, no comments, no keyword search. Reddit refused its JSON listing (HTTP 403). Since 2026 Reddit needs an approved API app: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET on the server (see the README) for the full listing.';

const card = (name: string) => screen.getByRole('region', { name });

describe("a source's health on the Data Sources tab", () => {
  it("shows each source's failure in the server's words, once, without a status line", async () => {
    api().state.sources.p1 = [
      testSource({ platform: 'hackernews', settings: { keywords: ['crm'] }, last_error: words.hackernews }),
      testSource({
        platform: 'reddit',
        settings: { subreddits: ['saas'], keywords: ['crm'] },
        last_error: words.reddit,
      }),
      testSource({
        platform: 'rss',
        settings: { feed_urls: ['https://example.com/feed.xml'] },
        last_error: words.rss,
      }),
    ];
    renderApp('/projects/p1/settings/data-sources');
    await screen.findByRole('switch', { name: 'Hacker News' }, { timeout: 20_000 });
    for (const [name, text] of [
      ['Hacker News', words.hackernews],
      ['Reddit', words.reddit],
      ['RSS and Atom feeds', words.rss],
    ] as const) {
      const error = within(card(name)).getByText(text);
      expect(error.parentElement).toHaveTextContent(`Last error: ${text}`);
      expect(within(card(name)).getAllByText(/Last error:/)).toHaveLength(1);
    }
    expect(document.body).not.toHaveTextContent(/\b\d{3} [A-Z][a-z]+ [A-Z]?[a-z]*/);
  }, 40_000);

  it('says how Reddit is read when its API refused, on a source whose polls work', async () => {
    api().state.sources.p1 = [
      testSource({
        platform: 'reddit',
        settings: { subreddits: ['saas'], keywords: ['crm'] },
        last_success_at: '2026-06-01T10:00:00.000Z',
        health_note: feedNote,
      }),
    ];
    renderApp('/projects/p1/settings/data-sources');
    await screen.findByRole('switch', { name: 'Reddit' }, { timeout: 20_000 });
    const note = within(card('Reddit')).getByText(feedNote);
    expect(note.parentElement).toHaveTextContent(`How it is read: ${feedNote}`);
    expect(within(card('Reddit')).queryByText(/Last error:/)).not.toBeInTheDocument();
    expect(within(card('Hacker News')).queryByText(/How it is read/)).not.toBeInTheDocument();
  }, 40_000);
});
