import { screen, waitFor, within } from '@testing-library/react';
import { findAlert } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();

beforeEach(() => {
  api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 5 }));
});

/** The card of one platform (its list item), found by the platform's checkbox. */
const card = async (name: string) => {
  const box = await screen.findByRole('checkbox', { name });
  return box.closest('li') as HTMLElement;
};

describe('step 5, choosing platforms', () => {
  it('needs at least one platform, says why, and validates the settings of a selected one', async () => {
    const { user } = renderApp('/projects/new/p1/step-5');
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(/Choose at least one platform/);

    await user.click(screen.getByRole('checkbox', { name: 'Hacker News' }));
    const hackerNews = await card('Hacker News');
    // A required setting appears, and Continue names it until it is filled.
    const keywords = within(hackerNews).getByRole('textbox', { name: /Keywords/ });
    expect(next).toHaveAccessibleDescription('Hacker News: Keywords is required.');

    await user.type(keywords, 'crm{Enter}best crm,');
    expect(within(hackerNews).getByRole('list', { name: 'Keywords' })).toHaveTextContent('crmbest crm');
    expect(next).toBeEnabled();
    await user.click(next);

    await waitFor(() => expect(api().state.projects[0]?.wizard_step).toBe(6));
    const sent = api().requests.find((r) => r.method === 'PATCH' && r.path.endsWith('/data-sources'));
    expect(sent?.body).toEqual({
      data_sources: [
        // Typed, not derived from the intent signals: they stay when the signals change.
        {
          platform: 'hackernews',
          enabled: true,
          settings: { keywords: ['crm', 'best crm'] },
          keywords_from_signals: [],
        },
      ],
    });
    expect(api().state.projects[0]?.enabled_platforms).toEqual(['hackernews']);
  });

  it('names the field when a setting is not valid', async () => {
    const { user } = renderApp('/projects/new/p1/step-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Mastodon' }));
    const mastodon = await card('Mastodon');
    const instance = within(mastodon).getByLabelText(/^Instance/);
    await user.type(instance, 'mastodon.social');
    await user.tab();
    expect(instance).toHaveAccessibleDescription(/Instance must be a web address starting with https:\/\//);

    await user.click(screen.getByRole('checkbox', { name: 'RSS and Atom feeds' }));
    const rss = await card('RSS and Atom feeds');
    await user.type(within(rss).getByRole('textbox', { name: /Feed URLs/ }), 'not a url{Enter}');
    expect(within(rss).getByText('“not a url” is not a web address: start it with https://.')).toBeVisible();
    expect(within(rss).queryByRole('list', { name: 'Feed URLs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  describe('with Reddit saved', () => {
    beforeEach(() => {
      api().state.dataSources.p1 = [
        {
          platform: 'reddit',
          enabled: true,
          settings: { subreddits: ['startups'], keywords: ['crm'], client_secret: 'secret-1234' },
          last_polled_at: null,
          last_success_at: null,
          last_error: null,
          items_seen: 0,
          poll_interval_seconds: 300,
          poll_interval_is_default: true,
          next_poll_at: null,
          consecutive_failures: 0,
        },
      ];
    });

    it('starts from the saved settings and keeps the saved secret without showing it', async () => {
      const { user } = renderApp('/projects/new/p1/step-5');
      const reddit = await card('Reddit');
      expect(within(reddit).getByRole('checkbox', { name: 'Reddit' })).toBeChecked();
      expect(within(reddit).getByRole('list', { name: 'Subreddits' })).toHaveTextContent('startups');
      const secret = within(reddit).getByLabelText(/OAuth client secret/);
      expect(secret).toHaveValue('');
      expect(secret).toHaveAttribute('type', 'password');
      expect(secret).toHaveAccessibleDescription(/ending in “1234” is saved/);

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(api().state.projects[0]?.wizard_step).toBe(6));
      expect(api().state.dataSources.p1?.[0]?.settings.client_secret).toBe('secret-1234');
    });

    it('switches off an unticked platform, keeping its settings for later', async () => {
      const { user } = renderApp('/projects/new/p1/step-5');
      await user.click(await screen.findByRole('checkbox', { name: 'Reddit' }));
      expect(screen.queryByRole('list', { name: 'Subreddits' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'CSV import' }));
      expect(within(await card('CSV import')).getByText('No settings needed.')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(api().state.projects[0]?.enabled_platforms).toEqual(['csv_import']));
      const reddit = api().state.dataSources.p1?.find((source) => source.platform === 'reddit');
      expect(reddit).toMatchObject({
        enabled: false,
        settings: { subreddits: ['startups'], client_secret: 'secret-1234' },
      });
    });
  });

  it('asks Reddit for a subreddit, not for keywords', async () => {
    const { user } = renderApp('/projects/new/p1/step-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Reddit' }));
    const reddit = await card('Reddit');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveAccessibleDescription('Reddit: Subreddits is required.');
    expect(within(reddit).getByRole('textbox', { name: /Keywords/ })).not.toBeRequired();
    await user.type(within(reddit).getByRole('textbox', { name: /Subreddits/ }), 'dogs{Enter}');
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(api().state.projects[0]?.wizard_step).toBe(6));
    expect(api().state.dataSources.p1?.[0]).toMatchObject({
      platform: 'reddit',
      settings: { subreddits: ['dogs'] },
    });
  });

  describe('Mastodon, whose keyword search needs an access token', () => {
    beforeEach(() => {
      api().state.projects[0]!.business_description = 'A dog-grooming salon in Manchester.';
    });

    it('is not pre-filled with keywords, and says inline what it needs once chosen', async () => {
      const { user } = renderApp('/projects/new/p1/step-5');
      await screen.findByText(/Keywords are filled in/);
      await user.click(screen.getByRole('checkbox', { name: 'Mastodon' }));
      const mastodon = await card('Mastodon');
      expect(within(mastodon).queryByRole('list', { name: 'Keywords' })).not.toBeInTheDocument();
      const next = screen.getByRole('button', { name: 'Continue' });
      expect(next).toHaveAccessibleDescription(
        /Mastodon: Instance is required\..*Mastodon: Add a hashtag or a keyword\./,
      );

      await user.type(within(mastodon).getByLabelText(/^Instance/), 'https://mastodon.social');
      await user.tab();
      expect(within(mastodon).getByRole('textbox', { name: /Hashtags/ })).toHaveAccessibleDescription(
        /Add a hashtag or a keyword\./,
      );
      await user.type(within(mastodon).getByRole('textbox', { name: /^Keywords/ }), 'dog groomer{Enter}');
      const token = within(mastodon).getByLabelText(/^Access token/);
      expect(token).toHaveAccessibleDescription(/Access token is required to search keywords/);
      expect(next).toHaveAccessibleDescription(
        'Mastodon: Access token is required to search keywords: add one, or follow hashtags without keywords.',
      );
      await user.type(token, 'tok-123456');
      expect(next).toBeEnabled();
    });

    it('never blocks Continue when the user did not choose it', async () => {
      api().state.dataSources.p1 = [
        {
          platform: 'mastodon',
          enabled: false,
          settings: { instance: 'https://mastodon.social', keywords: ['dog groomer'] },
          last_polled_at: null,
          last_success_at: null,
          last_error: null,
          items_seen: 0,
          poll_interval_seconds: 300,
          poll_interval_is_default: true,
          next_poll_at: null,
          consecutive_failures: 0,
        },
      ];
      const { user } = renderApp('/projects/new/p1/step-5');
      await screen.findByText(/Keywords are filled in/);
      expect(screen.getByRole('checkbox', { name: 'Mastodon' })).not.toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Hacker News' }));
      const next = screen.getByRole('button', { name: 'Continue' });
      expect(next).toBeEnabled();
      await user.click(next);
      await waitFor(() => expect(api().state.projects[0]?.wizard_step).toBe(6));
      expect(api().state.dataSources.p1?.find((s) => s.platform === 'mastodon')).toMatchObject({
        enabled: false,
        settings: { instance: 'https://mastodon.social', keywords: ['dog groomer'] },
      });
    });
  });

  it("shows the server's refusal on the field it names", async () => {
    api().route('PATCH /api/v1/project/:id/data-sources', () => ({
      status: 422,
      body: {
        detail: 'data_sources.0.settings.keywords: entries must be at most 500 characters',
        code: 'VALIDATION_ERROR',
        field: 'data_sources.0.settings.keywords',
      },
    }));
    const { user } = renderApp('/projects/new/p1/step-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Hacker News' }));
    await user.type(screen.getByRole('textbox', { name: /Keywords/ }), 'crm{Enter}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await findAlert('Hacker News, Keywords: entries must be at most 500 characters');
    expect(screen.getByRole('textbox', { name: /Keywords/ })).toHaveAccessibleDescription(
      /entries must be at most 500 characters/,
    );
    expect(api().state.projects[0]?.wizard_step).toBe(5);
  });

  it('says when the platforms cannot be loaded, with Try again', async () => {
    api().route('GET /api/v1/data_source_subscriptions', () => ({
      status: 403,
      body: { detail: 'Not allowed.', code: 'FORBIDDEN' },
    }));
    const { user } = renderApp('/projects/new/p1/step-5');
    await findAlert('We could not load the list of platforms. Not allowed.');
    api().route('GET /api/v1/data_source_subscriptions', () => ({
      status: 200,
      body: api().state.catalogue,
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Hacker News' })).toBeVisible();
  });
});
