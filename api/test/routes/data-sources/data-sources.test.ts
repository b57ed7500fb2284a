import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, injectWithLogin, signUp, signUpWithOrganization } from '../../helper.js';
import { addGuest, createProject } from '../../support/projects.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

interface Platform {
  id: string;
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
      ['keywords', 'list', true],
      ['client_id', 'secret', false],
      ['client_secret', 'secret', false],
    ]);
    expect(platforms.find((p) => p.id === 'mastodon')?.settings.map((s) => s.kind)).toEqual(['url', 'list']);
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
        items_seen: 0,
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
