import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dataSources } from '../../../src/db/schema/index.js';
import { connectorFor } from '../../../src/engine/sources/registry.js';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

interface Platform {
  id: string;
  polled: boolean;
  settings: { key: string; kind: string; required: boolean }[];
}

const sourcesUrl = (id: string) => `/api/v1/project/${id}/data-sources`;
const save = (token: string, id: string, data_sources: unknown[]) =>
  injectWithLogin(app, token, { method: 'PATCH', url: sourcesUrl(id), payload: { data_sources } });

async function ownerWithProject() {
  const owner = await signUpWithOrganization(app);
  return { owner, project: await createProject(app, owner.token) };
}

describe('GET /api/v1/data_source_subscriptions', () => {
  it('lists every platform with the settings it takes', async () => {
    const { token } = await signUp(app);
    const response = await injectWithLogin(app, token, {
      method: 'GET',
      url: '/api/v1/data_source_subscriptions',
    });
    expect(response.statusCode).toBe(200);
    const platforms = response.json<Platform[]>();
    expect(platforms.map((p) => p.id)).toEqual([
      'hackernews',
      'reddit',
      'rss',
      'stackexchange',
      'github',
      'mastodon',
      'bluesky',
      'lobsters',
      'devto',
      'x',
      'csv_import',
      'webhook',
    ]);
    const reddit = platforms.find((p) => p.id === 'reddit');
    expect(reddit?.settings.map((s) => [s.key, s.kind, s.required])).toEqual([
      ['subreddits', 'list', true],
      // Reddit reads subreddits; keywords only add searches inside them.
      ['keywords', 'list', false],
      ['client_id', 'secret', false],
      ['client_secret', 'secret', false],
    ]);
    expect(
      platforms.find((p) => p.id === 'mastodon')?.settings.map((s) => [s.key, s.kind, s.required]),
    ).toEqual([
      ['instance', 'url', true],
      ['hashtags', 'list', false],
      ['keywords', 'list', false],
      ['access_token', 'secret', false],
    ]);
    // The webhook's signing secret is the server's (made on switch-on, rotated by /webhook/rotate).
    expect(platforms.find((p) => p.id === 'webhook')?.settings).toEqual([]);
    // Polled exactly when a connector polls it: the form offers an interval only then.
    for (const platform of platforms) expect(platform.polled).toBe(connectorFor(platform.id) !== null);
    expect(platforms.filter((p) => !p.polled).map((p) => p.id)).toEqual(['csv_import', 'webhook']);
  });
});

describe('Reddit on a server without a Reddit app', () => {
  it('tells members and the operator apart, and its keywords field says they are not used yet', async () => {
    const { token } = await signUp(app);
    const response = await injectWithLogin(app, token, {
      method: 'GET',
      url: '/api/v1/data_source_subscriptions',
    });
    const platforms = response.json<(Platform & { server_setup?: unknown; notice?: string })[]>();
    const reddit = platforms.find((p) => p.id === 'reddit') as unknown as {
      notice: string;
      server_setup: { variables: string[]; until: string };
      settings: { key: string; help: string }[];
    };
    expect(reddit.server_setup).toEqual({
      variables: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'],
      until: expect.stringMatching(/public feed of your subreddits: .*no keyword search/),
    });
    expect(reddit.notice).toMatch(/REDDIT_CLIENT_ID/); // kept for clients that show it as it is
    expect(reddit.settings.find((s) => s.key === 'keywords')?.help).toMatch(
      /once Reddit is set up on this server; until then they are not used/,
    );
    expect(platforms.filter((p) => p.server_setup !== undefined).map((p) => p.id)).toEqual(['reddit']);
  });

  it('has no server_setup once the server has a Reddit app', async () => {
    const withApp = await buildTestApp({ REDDIT_CLIENT_ID: 'app-id', REDDIT_CLIENT_SECRET: 'app-secret' });
    const { token } = await signUp(withApp);
    const response = await injectWithLogin(withApp, token, {
      method: 'GET',
      url: '/api/v1/data_source_subscriptions',
    });
    const reddit = response
      .json<(Platform & { server_setup?: unknown; notice?: string })[]>()
      .find((p) => p.id === 'reddit');
    expect(reddit?.server_setup).toBeUndefined();
    expect(reddit?.notice).toBeUndefined();
  });
});

describe('keywords_from_signals on /api/v1/project/{id}/data-sources', () => {
  interface Source {
    platform: string;
    settings: Record<string, unknown>;
    keywords_from_signals?: string[];
  }
  const of = (sources: Source[], platform: string) => sources.find((s) => s.platform === platform)!;

  it('saves Reddit with subreddits and no keywords, but not without a subreddit', async () => {
    const { owner, project } = await ownerWithProject();
    const saved = await save(owner.token, project.id, [
      { platform: 'reddit', enabled: true, settings: { subreddits: ['dogs'] } },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[0].settings).toEqual({ subreddits: ['dogs'] });
    const refused = await save(owner.token, project.id, [
      { platform: 'reddit', enabled: true, settings: { keywords: ['dog groomer'] } },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().field).toBe('data_sources.0.settings.subreddits');
  });

  it('keeps which terms were derived from the signals, beside the settings, for the terms still listed', async () => {
    const { owner, project } = await ownerWithProject();
    const first = await save(owner.token, project.id, [
      {
        platform: 'hackernews',
        enabled: true,
        settings: { keywords: ['dog groomer', 'grooming salon', 'my own term'] },
        // ' dog groomer' is trimmed like the setting; 'not listed' is not one of the keywords.
        keywords_from_signals: [' dog groomer', 'grooming salon', 'not listed'],
      },
      {
        platform: 'github',
        enabled: true,
        settings: { queries: ['dog grooming app'] },
        keywords_from_signals: ['dog grooming app'],
      },
    ]);
    expect(first.statusCode).toBe(200);
    expect(of(first.json(), 'hackernews')).toMatchObject({
      settings: { keywords: ['dog groomer', 'grooming salon', 'my own term'] },
      keywords_from_signals: ['dog groomer', 'grooming salon'],
    });
    expect(of(first.json(), 'github').keywords_from_signals).toEqual(['dog grooming app']);
    const listed = await injectWithLogin(app, owner.token, { method: 'GET', url: sourcesUrl(project.id) });
    expect(of(listed.json(), 'hackernews').keywords_from_signals).toEqual(['dog groomer', 'grooming salon']);
    expect(of(listed.json(), 'hackernews').settings).not.toHaveProperty('keywords_from_signals');

    // A client that does not know the field (left out): the marks stay for the terms still listed.
    const older = await save(owner.token, project.id, [
      { platform: 'hackernews', enabled: true, settings: { keywords: ['grooming salon', 'my own term'] } },
      { platform: 'github', enabled: true, settings: { queries: ['dog grooming app'] } },
    ]);
    expect(of(older.json(), 'hackernews').keywords_from_signals).toEqual(['grooming salon']);
    expect(of(older.json(), 'github').keywords_from_signals).toEqual(['dog grooming app']);

    // Sent empty: nothing is derived any more, and the field is left out of the answer.
    const none = await save(owner.token, project.id, [
      {
        platform: 'hackernews',
        enabled: true,
        settings: { keywords: ['grooming salon'] },
        keywords_from_signals: [],
      },
    ]);
    expect(none.json()[0]).not.toHaveProperty('keywords_from_signals');
    const [stored] = await app.repositories.dataSources.listForProject(project.id);
    expect(stored?.config).toEqual({ keywords: ['grooming salon'] });
  });

  it('refuses a settings key named like the list (it is not a setting)', async () => {
    const { owner, project } = await ownerWithProject();
    const response = await save(owner.token, project.id, [
      {
        platform: 'hackernews',
        enabled: true,
        settings: { keywords: ['crm'], keywords_from_signals: ['crm'] },
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().field).toBe('data_sources.0.settings.keywords_from_signals');
  });
});

describe('/api/v1/project/{id}/data-sources', () => {
  it('starts empty, replaces the set and masks secrets', async () => {
    const { owner, project } = await ownerWithProject();
    expect(
      (await injectWithLogin(app, owner.token, { method: 'GET', url: sourcesUrl(project.id) })).json(),
    ).toEqual([]);

    const saved = await save(owner.token, project.id, [
      {
        platform: 'reddit',
        enabled: true,
        settings: { subreddits: ['startups', ' '], keywords: ['crm'], client_secret: 'abcdefgh1234' },
      },
      { platform: 'rss', enabled: true, settings: { feed_urls: ['https://blog.example/feed.xml'] } },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      {
        platform: 'reddit',
        enabled: true,
        settings: { subreddits: ['startups'], keywords: ['crm'], client_secret: '••••1234' },
        last_polled_at: null,
        last_success_at: null,
        last_error: null,
        last_error_kind: null,
        items_seen: 0,
        // Polled at the deployment's default (300 s here), due at the scheduler's next tick.
        poll_interval_seconds: 300,
        poll_interval_is_default: true,
        next_poll_at: expect.any(String),
        consecutive_failures: 0,
      },
      expect.objectContaining({
        platform: 'rss',
        settings: { feed_urls: ['https://blog.example/feed.xml'] },
      }),
    ]);
    expect(saved.body).not.toContain('abcdefgh');

    // The form sends the masked secret back: the stored one stays; rss is left out, so it goes.
    const again = await save(owner.token, project.id, [
      {
        platform: 'reddit',
        enabled: false,
        settings: { subreddits: ['saas'], keywords: ['crm'], client_secret: '••••1234' },
      },
    ]);
    expect(again.json()).toEqual([
      expect.objectContaining({
        platform: 'reddit',
        enabled: false,
        settings: expect.objectContaining({ subreddits: ['saas'] }),
      }),
    ]);
    const [stored] = await app.repositories.dataSources.listForProject(project.id);
    expect(stored?.config.client_secret).toBe('abcdefgh1234');

    expect((await save(owner.token, project.id, [])).json()).toEqual([]);
  });

  it('takes Mastodon keywords (no hashtag) with an access token, and masks the token', async () => {
    const { owner, project } = await ownerWithProject();
    const settings = {
      instance: 'https://mastodon.social',
      keywords: ['crm'],
      access_token: 'tok-abcdef5678',
    };
    const saved = await save(owner.token, project.id, [{ platform: 'mastodon', enabled: true, settings }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[0].settings).toEqual({ ...settings, access_token: '••••5678' });
    const [stored] = await app.repositories.dataSources.listForProject(project.id);
    expect(stored?.config.access_token).toBe('tok-abcdef5678');
  });

  it('lets a source be saved switched off before its required settings are filled', async () => {
    const { owner, project } = await ownerWithProject();
    const off = await save(owner.token, project.id, [{ platform: 'bluesky', enabled: false, settings: {} }]);
    expect(off.statusCode).toBe(200);
    const on = await save(owner.token, project.id, [{ platform: 'bluesky', enabled: true, settings: {} }]);
    expect(on.statusCode).toBe(422);
    expect(on.json().field).toBe('data_sources.0.settings.handle');
  });

  it.each([
    [[{ platform: 'myspace', enabled: true, settings: {} }], 'data_sources.0.platform'],
    [
      [{ platform: 'hackernews', enabled: true, settings: { keywords: ['a'], colour: 'red' } }],
      'data_sources.0.settings.colour',
    ],
    [
      [{ platform: 'hackernews', enabled: true, settings: { keywords: 'crm' } }],
      'data_sources.0.settings.keywords',
    ],
    [
      [{ platform: 'rss', enabled: true, settings: { feed_urls: ['file:///etc/passwd'] } }],
      'data_sources.0.settings.feed_urls',
    ],
    [
      [{ platform: 'mastodon', enabled: true, settings: { instance: 'mastodon.social', hashtags: ['crm'] } }],
      'data_sources.0.settings.instance',
    ],
    [
      [{ platform: 'mastodon', enabled: true, settings: { instance: 'https://mastodon.social' } }],
      'data_sources.0.settings.hashtags',
    ],
    [
      [
        {
          platform: 'mastodon',
          enabled: true,
          settings: { instance: 'https://mastodon.social', hashtags: ['crm'], keywords: ['crm'] },
        },
      ],
      'data_sources.0.settings.access_token',
    ],
    [
      [{ platform: 'x', enabled: true, settings: { bearer_token: '••••9999', keywords: ['crm'] } }],
      'data_sources.0.settings.bearer_token',
    ],
    [
      [
        { platform: 'hackernews', enabled: true, settings: { keywords: ['a'] } },
        { platform: 'hackernews', enabled: false, settings: {} },
      ],
      'data_sources.1.platform',
    ],
    [[{ platform: 'hackernews', enabled: 'yes', settings: {} }], 'data_sources.0.enabled'],
    [[{ platform: 'hackernews', settings: {} }], 'data_sources.0.enabled'],
  ])('answers 422 naming the field for %j', async (sources, field) => {
    const { owner, project } = await ownerWithProject();
    const response = await save(owner.token, project.id, sources);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(response.json().detail.startsWith(`${field}: `)).toBe(true);
    expect(await app.repositories.dataSources.listForProject(project.id)).toEqual([]);
  });

  it('shows guests the sources without secrets and refuses their changes', async () => {
    const { owner, project } = await ownerWithProject();
    await save(owner.token, project.id, [
      { platform: 'github', enabled: true, settings: { queries: ['crm'], token: 'ghp_secret_token_wxyz' } },
    ]);
    const guest = await signUp(app);
    await addGuest(app, owner.token, project.id, guest.user.id);
    const read = await injectWithLogin(app, guest.token, { method: 'GET', url: sourcesUrl(project.id) });
    expect(read.statusCode).toBe(200);
    expect(read.json()[0].settings).toEqual({ queries: ['crm'], token: '••••wxyz' });
    const changed = await save(guest.token, project.id, []);
    expect(changed.statusCode).toBe(403);
    expect(await app.repositories.dataSources.listForProject(project.id)).toHaveLength(1);
  });
});

const sourceRow = async (projectId: string, platform: string) =>
  (await app.repositories.dataSources.listForProject(projectId)).find((row) => row.platform === platform)!;

const hackerNews = (extra: Record<string, unknown> = {}) => ({
  platform: 'hackernews',
  enabled: true,
  settings: { keywords: ['crm'] },
  ...extra,
});

describe('poll intervals on /api/v1/project/{id}/data-sources', () => {
  it('sets an interval, keeps it on saves that leave it out, and goes back to the default with null', async () => {
    const { owner, project } = await ownerWithProject();
    const set = await save(owner.token, project.id, [hackerNews({ poll_interval_seconds: 3600 })]);
    expect(set.statusCode).toBe(200);
    expect(set.json()[0]).toMatchObject({ poll_interval_seconds: 3600, poll_interval_is_default: false });

    // The settings change; the interval, not sent, stays.
    const kept = await save(owner.token, project.id, [hackerNews({ settings: { keywords: ['saas'] } })]);
    expect(kept.json()[0]).toMatchObject({
      settings: { keywords: ['saas'] },
      poll_interval_seconds: 3600,
      poll_interval_is_default: false,
    });
    const off = await save(owner.token, project.id, [hackerNews({ enabled: false })]);
    expect(off.json()[0]).toMatchObject({ poll_interval_seconds: 3600, next_poll_at: null });

    const reset = await save(owner.token, project.id, [hackerNews({ poll_interval_seconds: null })]);
    expect(reset.json()[0]).toMatchObject({ poll_interval_seconds: 300, poll_interval_is_default: true });
    const got = await injectWithLogin(app, owner.token, { method: 'GET', url: sourcesUrl(project.id) });
    expect(got.json()[0]).toMatchObject({ poll_interval_seconds: 300, poll_interval_is_default: true });
  });

  it.each([
    [[hackerNews({ poll_interval_seconds: 59 })], 'data_sources.0.poll_interval_seconds'],
    [[hackerNews({ poll_interval_seconds: 86_401 })], 'data_sources.0.poll_interval_seconds'],
    [[hackerNews({ poll_interval_seconds: 90.5 })], 'data_sources.0.poll_interval_seconds'],
    [[hackerNews({ poll_interval_seconds: '3600' })], 'data_sources.0.poll_interval_seconds'],
    [
      [hackerNews(), { platform: 'csv_import', enabled: true, settings: {}, poll_interval_seconds: 3600 }],
      'data_sources.1.poll_interval_seconds',
    ],
  ])('answers 422 naming the field for %j', async (sources, field) => {
    const { owner, project } = await ownerWithProject();
    const response = await save(owner.token, project.id, sources);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await app.repositories.dataSources.listForProject(project.id)).toEqual([]);
  });

  it('shows the next poll and the failures in a row of a failing source', async () => {
    const { owner, project } = await ownerWithProject();
    await save(owner.token, project.id, [hackerNews()]);
    const retryAt = new Date(Date.now() + 20 * 60_000);
    await app.db
      .update(dataSources)
      .set({ consecutiveFailures: 2, lastError: 'Hacker News answered 503', nextPollAt: retryAt })
      .where(eq(dataSources.projectId, project.id));
    const got = await injectWithLogin(app, owner.token, { method: 'GET', url: sourcesUrl(project.id) });
    expect(got.json()[0]).toMatchObject({
      consecutive_failures: 2,
      last_error: 'Hacker News answered 503',
      next_poll_at: retryAt.toISOString(),
    });
  });

  it('brings the next poll forward to one new interval after the last poll when the interval gets shorter', async () => {
    const { owner, project } = await ownerWithProject();
    await save(owner.token, project.id, [hackerNews({ poll_interval_seconds: 7200 })]);
    // Polled 10 minutes ago, next poll planned in 110 minutes (a 2-hour interval).
    await app.db
      .update(dataSources)
      .set({
        lastPolledAt: sql`now() - interval '10 minutes'`,
        nextPollAt: sql`now() + interval '110 minutes'`,
      })
      .where(eq(dataSources.projectId, project.id));

    const shorter = await save(owner.token, project.id, [hackerNews({ poll_interval_seconds: 900 })]);
    const row = await sourceRow(project.id, 'hackernews');
    // 15 minutes (±10%) after the last poll: in about 5 minutes, not in 110.
    const ahead = (row.nextPollAt!.getTime() - Date.now()) / 60_000;
    expect(ahead).toBeGreaterThan(3);
    expect(ahead).toBeLessThan(7);
    expect(shorter.json()[0].next_poll_at).toBe(row.nextPollAt!.toISOString());

    // Saving other fields leaves the plan alone.
    await save(owner.token, project.id, [hackerNews({ settings: { keywords: ['other'] } })]);
    expect((await sourceRow(project.id, 'hackernews')).nextPollAt).toEqual(row.nextPollAt);
  });

  it('is the owner organization’s: a stranger gets 404 and changes nothing', async () => {
    const { owner, project } = await ownerWithProject();
    await save(owner.token, project.id, [hackerNews({ poll_interval_seconds: 3600 })]);
    const stranger = await signUpWithOrganization(app, 'Other');
    const changed = await save(stranger.token, project.id, [hackerNews({ poll_interval_seconds: 60 })]);
    expect(changed.statusCode).toBe(404);
    const read = await injectWithLogin(app, stranger.token, { method: 'GET', url: sourcesUrl(project.id) });
    expect(read.statusCode).toBe(404);
    expect((await sourceRow(project.id, 'hackernews')).pollIntervalSeconds).toBe(3600);
  });
});

describe('the webhook source on /api/v1/project/{id}/data-sources', () => {
  const webhook = (enabled: boolean, settings: Record<string, unknown> = {}) => ({
    platform: 'webhook',
    enabled,
    settings,
  });

  it('never shows or takes the signing secret, and keeps it when saved off and on again', async () => {
    const { owner, project } = await ownerWithProject();
    const on = await save(owner.token, project.id, [webhook(true)]);
    expect(on.statusCode).toBe(200);
    expect(on.json()[0]).toMatchObject({
      settings: {},
      poll_interval_seconds: null,
      next_poll_at: null,
    });
    const secret = (await app.repositories.webhook.find(project.id))!.secret!;
    expect(secret).toMatch(/^whsec_/);
    expect(on.body).not.toContain(secret.slice(-4));

    await save(owner.token, project.id, [webhook(false)]);
    expect((await app.repositories.webhook.find(project.id))?.secret).toBe(secret);
    await save(owner.token, project.id, [webhook(true)]);
    expect((await app.repositories.webhook.find(project.id))?.secret).toBe(secret);

    const typed = await save(owner.token, project.id, [webhook(true, { signing_secret: 'mine' })]);
    expect(typed.statusCode).toBe(422);
    expect(typed.json()).toMatchObject({ field: 'data_sources.0.settings.signing_secret' });
    expect((await app.repositories.webhook.find(project.id))?.secret).toBe(secret);
  });
});
