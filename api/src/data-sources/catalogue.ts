/** How a settings field is entered and checked: free text, a list of strings, a URL, a secret or a number. */
export type SettingKind = 'text' | 'list' | 'url' | 'secret' | 'number';

export interface SettingField {
  key: string;
  label: string;
  kind: SettingKind;
  required: boolean;
  help: string;
  /** For `list` fields whose items must be http(s) URLs (feed addresses). */
  item_kind?: 'url';
}

export interface Platform {
  id: string;
  name: string;
  description: string;
  /** False for platforms whose items are pushed to us (an upload, the inbound webhook): no interval. */
  polled: boolean;
  settings: SettingField[];
}

/** Platforms whose items reach us without polling: engine/sources/registry.ts has no connector for them. */
const pushedPlatforms = new Set(['csv_import', 'webhook']);

const field = (
  key: string,
  label: string,
  kind: SettingKind,
  help: string,
  extra: Partial<Pick<SettingField, 'required' | 'item_kind'>> = {},
): SettingField => ({ key, label, kind, help, required: extra.required ?? true, ...extra });

const keywords = (help = 'Words and phrases to look for.') => field('keywords', 'Keywords', 'list', help);

/**
 * The platforms Signalboard can watch, in the order the wizard shows them. Static: it ships with the code.
 * Their names are the ones the front end shows for a lead's platform (shared/src/api/platform-names.ts).
 */
export const platformCatalogue: readonly Platform[] = (
  [
    {
      id: 'hackernews',
      name: 'Hacker News',
      description: 'Stories and comments on news.ycombinator.com.',
      settings: [keywords()],
    },
    {
      id: 'reddit',
      name: 'Reddit',
      description: 'Posts and comments in the subreddits you choose.',
      settings: [
        field('subreddits', 'Subreddits', 'list', 'Names without the r/ prefix, e.g. startups.'),
        // Reddit reads the subreddits' new posts; keywords only add searches inside them, which only an
        // approved Reddit app can do (the public feed has no search): optional.
        field(
          'keywords',
          'Keywords',
          'list',
          'Optional: also search your subreddits for these words and phrases.',
          { required: false },
        ),
        field(
          'client_id',
          'OAuth client id',
          'secret',
          "Optional: your own approved Reddit app (else the server's, else Reddit's public feed).",
          {
            required: false,
          },
        ),
        field('client_secret', 'OAuth client secret', 'secret', 'Optional, with the client id.', {
          required: false,
        }),
      ],
    },
    {
      id: 'rss',
      name: 'RSS',
      description: 'Any blog, forum or news site that publishes an RSS or Atom feed.',
      settings: [
        field('feed_urls', 'Feed URLs', 'list', 'One http(s) address per feed.', { item_kind: 'url' }),
        field('keywords', 'Keywords', 'list', 'Optional: keep only items that mention one.', {
          required: false,
        }),
      ],
    },
    {
      id: 'stackexchange',
      name: 'Stack Exchange',
      description: 'Questions on Stack Overflow and the other Stack Exchange sites.',
      settings: [
        field('site', 'Site', 'text', 'The site id, e.g. stackoverflow or serverfault.'),
        field('tags', 'Tags', 'list', 'Question tags to follow.'),
      ],
    },
    {
      id: 'github',
      name: 'GitHub',
      description: 'Issues and discussions matching your searches.',
      settings: [
        field('queries', 'Search queries', 'list', 'GitHub search syntax, e.g. "crm in:title".'),
        field('token', 'Access token', 'secret', 'Optional: a token raises the rate limit.', {
          required: false,
        }),
      ],
    },
    {
      id: 'mastodon',
      name: 'Mastodon',
      description: 'Public posts with your hashtags on a Mastodon instance, or matching your keywords.',
      // Hashtags or keywords, at least one, and keywords need the token: validate-settings.ts checks both.
      settings: [
        field('instance', 'Instance', 'url', 'The server address, e.g. https://mastodon.social.'),
        field('hashtags', 'Hashtags', 'list', 'Without the #. Hashtags, keywords or both.', {
          required: false,
        }),
        field(
          'keywords',
          'Keywords',
          'list',
          'Full-text search of public posts. Needs an access token of an account on this instance.',
          { required: false },
        ),
        field(
          'access_token',
          'Access token',
          'secret',
          'For keyword search: in Mastodon, Preferences > Development > New application with the read:search scope, then copy "Your access token".',
          { required: false },
        ),
      ],
    },
    {
      id: 'bluesky',
      name: 'Bluesky',
      description: 'Posts on Bluesky matching your keywords.',
      settings: [
        field('handle', 'Handle', 'text', 'The account used to search, e.g. name.bsky.social.'),
        field(
          'app_password',
          'App password',
          'secret',
          'Create one in Bluesky under Settings > App passwords.',
        ),
        keywords(),
      ],
    },
    {
      id: 'lobsters',
      name: 'Lobsters',
      description: 'Stories on lobste.rs.',
      settings: [
        keywords(),
        field('tags', 'Tags', 'list', 'Optional: only stories with these tags.', { required: false }),
      ],
    },
    {
      id: 'devto',
      name: 'Dev.to',
      description: 'Articles on the DEV Community, dev.to.',
      settings: [field('tags', 'Tags', 'list', 'Article tags to follow.'), keywords()],
    },
    {
      id: 'x',
      name: 'X',
      description: 'Recent posts on X (formerly Twitter) matching your keywords (needs API access).',
      settings: [field('bearer_token', 'Bearer token', 'secret', 'From your X developer app.'), keywords()],
    },
    {
      id: 'csv_import',
      name: 'CSV import',
      description: 'Leads you upload as a CSV file.',
      settings: [],
    },
    {
      id: 'webhook',
      name: 'Webhook',
      description: 'Items your own systems post to Signalboard.',
      // Its signing secret is made by the server, never typed: see serverManagedKeys.
      settings: [],
    },
  ] satisfies Omit<Platform, 'polled'>[]
).map((platform) => ({ ...platform, polled: !pushedPlatforms.has(platform.id) }));

/**
 * Config keys the server writes itself, per platform: never a setting (not offered, not accepted, not
 * shown), and kept on every save. The webhook's signing secret is generated when the source is switched
 * on and rotated by POST /project/{id}/webhook/rotate, which is the only place it is shown in clear.
 */
export const serverManagedKeys: Readonly<Record<string, readonly string[]>> = {
  webhook: ['signing_secret'],
};

/**
 * Platforms that work but are not offered in the catalogue: the embedded demo's bundled sample feed. A
 * project may have them (findPlatform knows them); GET /data_source_subscriptions does not list them.
 */
export const hiddenPlatforms: readonly Platform[] = [
  {
    id: 'sample',
    name: 'Sample feed',
    description:
      'Example posts bundled with Signalboard, so the demo project has leads at once. Each is written like a ' +
      'post of the platform it is stamped with (Reddit, Hacker News...), but none is fetched from it.',
    polled: true,
    settings: [],
  },
];

export const isHiddenPlatform = (id: string) => hiddenPlatforms.some((platform) => platform.id === id);

export function findPlatform(id: string): Platform | undefined {
  return (
    platformCatalogue.find((platform) => platform.id === id) ??
    hiddenPlatforms.find((platform) => platform.id === id)
  );
}
