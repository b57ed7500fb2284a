import { screen, waitFor, within } from '@testing-library/react';
import type { DataSource, IntentSignal, Platform } from '@signalboard/shared/api';
import { currentLocation } from '@signalboard/shared/testing';
import { dataSourcesRoutes } from '../../../testing/data-sources-routes';
import { TEST_CATALOGUE, testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';
import { keywordsFromSignals, sourcesFollowingSignals } from '../platforms/signal-keywords';

const api = withProjectsApi();

const DESCRIPTION = 'Acme sells a simple CRM for small sales teams, with a shared inbox and pipelines.';

const card = async (name: string) => {
  const box = await screen.findByRole('checkbox', { name });
  return box.closest('li') as HTMLElement;
};
const chipsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);
const proposals = () => api().count('GET /api/v1/project/p1/brainstorm_intent_signals');
const sourcesSent = () =>
  api()
    .requests.filter((r) => r.method === 'PATCH' && r.path.endsWith('/data-sources'))
    .map((r) => (r.body as { data_sources: unknown[] }).data_sources);

const source = (overrides: Partial<DataSource> & Pick<DataSource, 'platform' | 'settings'>): DataSource => ({
  enabled: true,
  last_polled_at: null,
  last_success_at: null,
  last_error: null,
  items_seen: 0,
  poll_interval_seconds: 300,
  poll_interval_is_default: true,
  next_poll_at: null,
  consecutive_failures: 0,
  ...overrides,
});

const savedSignal = (id: string, name: string, keywords: string[]): IntentSignal => ({
  id,
  name,
  description: '',
  keywords,
  negative_keywords: [],
  enabled: true,
  position: 0,
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: '2025-03-05T10:00:00.000Z',
});

describe('step 5 starts from the proposed signals’ keywords', () => {
  beforeEach(() => {
    api().state.projects.push(
      testProject({ id: 'p1', name: 'Acme', wizard_step: 5, business_description: DESCRIPTION }),
    );
  });

  it('fills the keywords, marks them as derived, and step 6 starts from the same proposal', async () => {
    const { user } = renderApp('/projects/new/p1/step-5');
    expect(
      await screen.findByText(
        /filled in from your business description, using the intent signals proposed for it: crm recommendation, hubspot alternative, which crm\. You review those signals in the next step/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Hacker News' }));
    const hackerNews = await card('Hacker News');
    expect(chipsOf(within(hackerNews).getByRole('list', { name: 'Keywords' }))).toEqual([
      'crm recommendation',
      'hubspot alternative',
      'which crm',
    ]);
    // One derived term removed, one typed: the typed one is the user's.
    await user.click(within(hackerNews).getByRole('button', { name: 'Remove entry “which crm”' }));
    await user.type(within(hackerNews).getByRole('textbox', { name: /Keywords/ }), 'sales inbox{Enter}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-6'));
    expect(sourcesSent()[0]).toEqual([
      {
        platform: 'hackernews',
        enabled: true,
        settings: { keywords: ['crm recommendation', 'hubspot alternative', 'sales inbox'] },
        keywords_from_signals: ['crm recommendation', 'hubspot alternative'],
      },
    ]);
    // Step 6 starts from the same proposal (the server is not asked twice) and says the keywords follow.
    expect(await screen.findByRole('group', { name: 'Intent signal 1' })).toBeVisible();
    expect(screen.getByDisplayValue('Looking for a CRM')).toBeVisible();
    expect(
      await screen.findByText(/The keywords your platforms took from the intent signals follow/),
    ).toBeVisible();
    expect(proposals()).toBe(1);
  });

  it('keeps what the user typed while the proposal was on its way', async () => {
    let release = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    api().route('GET /api/v1/project/:id/brainstorm_intent_signals', async () => {
      await waiting;
      return {
        status: 200,
        body: { intent_signals: api().state.proposedSignals, source: 'llm', notice: null },
      };
    });
    const { user } = renderApp('/projects/new/p1/step-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Hacker News' }));
    const hackerNews = await card('Hacker News');
    await user.type(within(hackerNews).getByRole('textbox', { name: /Keywords/ }), 'sales crm{Enter}');
    release();
    await screen.findByText(/Keywords are filled in/);
    expect(chipsOf(within(hackerNews).getByRole('list', { name: 'Keywords' }))).toEqual(['sales crm']);
  });

  it('asks for nothing when there is no description to start from', async () => {
    api().state.projects[0]!.business_description = null;
    const { user } = renderApp('/projects/new/p1/step-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Hacker News' }));
    expect(
      within(await card('Hacker News')).queryByRole('list', { name: 'Keywords' }),
    ).not.toBeInTheDocument();
    expect(proposals()).toBe(0);
  });

  it('follows the saved signals once there are some, keeping typed keywords, without a new proposal', async () => {
    api().state.intentSignals.p1 = [savedSignal('s1', 'Needs a groomer', ['dog groomer', 'grooming salon'])];
    api().state.dataSources.p1 = [
      source({
        platform: 'hackernews',
        settings: { keywords: ['my own term', 'old derived'] },
        keywords_from_signals: ['old derived'],
      }),
    ];
    const { user } = renderApp('/projects/new/p1/step-5');
    expect(
      await screen.findByText(/Keywords follow your intent signals: dog groomer, grooming salon\./),
    ).toBeVisible();
    const hackerNews = await card('Hacker News');
    expect(chipsOf(within(hackerNews).getByRole('list', { name: 'Keywords' }))).toEqual([
      'my own term',
      'dog groomer',
      'grooming salon',
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-6'));
    expect(api().state.dataSources.p1?.[0]?.keywords_from_signals).toEqual(['dog groomer', 'grooming salon']);
    expect(proposals()).toBe(0);
  });
});

describe('step 6 Finish: the platforms’ derived keywords follow the signals', () => {
  beforeEach(() => {
    api().state.projects.push(
      testProject({ id: 'p1', name: 'Acme', wizard_step: 6, business_description: DESCRIPTION }),
    );
    api().state.intentSignals.p1 = [
      savedSignal('s1', 'Looking for a CRM', ['crm recommendation', 'which crm']),
    ];
    api().state.dataSources.p1 = [
      source({
        platform: 'hackernews',
        settings: { keywords: ['my own term', 'crm recommendation', 'which crm'] },
        keywords_from_signals: ['crm recommendation', 'which crm'],
      }),
      // Hashtags only, no token: it never gets keywords it could not search.
      source({ platform: 'mastodon', settings: { instance: 'https://mastodon.social', hashtags: ['crm'] } }),
    ];
  });

  it('replaces the derived keywords with the edited signals’ ones and keeps typed ones', async () => {
    const { user } = renderApp('/projects/new/p1/step-6');
    const signal = await screen.findByRole('group', { name: 'Intent signal 1' });
    expect(await screen.findByText(/Keywords you typed on a platform yourself are kept\./)).toBeVisible();
    await user.click(within(signal).getByRole('button', { name: 'Remove keyword “which crm”' }));
    await user.type(within(signal).getByRole('textbox', { name: /^Keywords/ }), 'best crm{Enter}');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
    const [hackerNews, mastodon] = api().state.dataSources.p1!;
    expect(hackerNews).toMatchObject({
      settings: { keywords: ['my own term', 'crm recommendation', 'best crm'] },
      keywords_from_signals: ['crm recommendation', 'best crm'],
    });
    expect(mastodon?.settings).toEqual({ instance: 'https://mastodon.social', hashtags: ['crm'] });
    expect(api().state.projects[0]?.wizard_step).toBeNull();
  });

  it('says the signals are saved when the platforms cannot follow, and Finish again does not save them twice', async () => {
    const saveSources = dataSourcesRoutes(api().state, (id) =>
      api().state.projects.find((project) => project.id === id),
    )['PATCH /api/v1/project/:id/data-sources']!;
    let failing = true;
    api().route('PATCH /api/v1/project/:id/data-sources', (request) =>
      failing
        ? { status: 500, body: { detail: 'The database is not answering.', code: 'INTERNAL' } }
        : saveSources(request),
    );
    const { user } = renderApp('/projects/new/p1/step-6');
    const signal = await screen.findByRole('group', { name: 'Intent signal 1' });
    await user.type(within(signal).getByRole('textbox', { name: /^Keywords/ }), 'best crm{Enter}');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText(
        /Your intent signals are saved, but your platforms' keywords could not follow them\..*Try Finish again\./,
      ),
    ).toBeVisible();
    expect(api().state.projects[0]?.wizard_step).toBe(6);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
    expect(api().count('PUT /api/v1/leads/p1/intent_signals')).toBe(1);
    expect(api().state.dataSources.p1?.[0]?.keywords_from_signals).toContain('best crm');
  });
});

describe('keywordsFromSignals', () => {
  const signal = (keywords: string[], enabled?: boolean, name?: string) => ({ keywords, enabled, name });

  it('takes short search terms, each signal’s most specific first, without repeats or sentences', () => {
    expect(
      keywordsFromSignals([
        signal(['best crm', 'CRM for agencies', 'crm recommendation']),
        signal(['Best CRM', 'looking for a simple crm for my small sales team', 'pipedrive alternative']),
        signal(['Acme sells a simple CRM.', 'hubspot pricing']),
      ]),
    ).toEqual([
      'CRM for agencies',
      'Best CRM',
      'hubspot pricing',
      'pipedrive alternative',
      'crm recommendation',
    ]);
  });

  it('leaves out fragments cut from a phrase and switched-off signals', () => {
    expect(
      keywordsFromSignals([
        signal(['and tax accountant', 'accountant for', 'tax accountant']),
        signal(['dog groomer'], false),
      ]),
    ).toEqual(['tax accountant']);
  });

  it('leaves out terms made only of generic words, and prefers the category, a rival or a problem', () => {
    expect(
      keywordsFromSignals([
        signal(
          ['pricing', 'per seat', 'cost', 'kiln price', 'electric kiln'],
          true,
          'Asking what a kiln costs',
        ),
        signal(['best price', 'Skutt alternative', 'leaving Skutt'], true, 'Leaving Skutt'),
        signal(['cheap', 'kiln tripping breaker', 'kiln breaker'], true, 'Kiln trips the breaker'),
      ]),
    ).toEqual([
      'electric kiln',
      'Skutt alternative',
      'kiln tripping breaker',
      'kiln price',
      'kiln breaker',
      'leaving Skutt',
    ]);
  });

  it('says the same thing once before saying it again', () => {
    expect(
      keywordsFromSignals([
        signal(
          ['possum removal cost', 'possum removal price', 'possum removal'],
          true,
          'Asking what possum removal costs',
        ),
        signal(['possum in roof'], true, 'Possum in the roof'),
      ]),
    ).toEqual(['possum removal', 'possum in roof', 'possum removal cost', 'possum removal price']);
  });

  it('stops at a handful', () => {
    const many = Array.from({ length: 12 }, (_, i) => `term ${i}`);
    expect(keywordsFromSignals([signal(many)])).toHaveLength(6);
  });
});

describe('sourcesFollowingSignals', () => {
  const catalogue: Platform[] = TEST_CATALOGUE.map((platform) =>
    platform.id === 'reddit'
      ? { ...platform, server_setup: { variables: ['REDDIT_CLIENT_ID'], until: 'Until then, the feed.' } }
      : platform,
  );

  it('is null when no source has derived keywords, or there are no terms', () => {
    const typed = [source({ platform: 'hackernews', settings: { keywords: ['crm'] } })];
    expect(sourcesFollowingSignals(catalogue, typed, ['dog groomer'])).toBeNull();
    const derived = [
      source({ platform: 'hackernews', settings: { keywords: ['crm'] }, keywords_from_signals: ['crm'] }),
    ];
    expect(sourcesFollowingSignals(catalogue, derived, [])).toBeNull();
    expect(sourcesFollowingSignals(catalogue, derived, ['crm'])).toBeNull();
  });

  it('leaves alone platforms that cannot search without a credential or a server set-up', () => {
    const sources = [
      source({
        platform: 'mastodon',
        settings: { instance: 'https://m.example', keywords: ['crm'] },
        keywords_from_signals: ['crm'],
      }),
      source({
        platform: 'reddit',
        settings: { subreddits: ['dogs'], keywords: ['crm'] },
        keywords_from_signals: ['crm'],
      }),
      source({
        platform: 'hackernews',
        enabled: false,
        settings: { keywords: ['crm', 'mine'] },
        keywords_from_signals: ['crm'],
      }),
    ];
    expect(sourcesFollowingSignals(catalogue, sources, ['dog groomer'])).toEqual([
      { platform: 'mastodon', enabled: true, settings: { instance: 'https://m.example', keywords: ['crm'] } },
      { platform: 'reddit', enabled: true, settings: { subreddits: ['dogs'], keywords: ['crm'] } },
      {
        platform: 'hackernews',
        enabled: false,
        settings: { keywords: ['mine', 'dog groomer'] },
        keywords_from_signals: ['dog groomer'],
      },
    ]);
  });
});
