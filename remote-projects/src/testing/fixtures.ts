// What the test server holds by default, and builders for test scenes.
import type { Platform, Project } from '@signalboard/shared/api';

export const testProject = (overrides: Partial<Project> & Pick<Project, 'id' | 'name'>): Project => ({
  business_description: null,
  website: null,
  organization_id: 'org-1',
  created_at: '2025-03-04T10:00:00.000Z',
  updated_at: '2025-03-04T10:00:00.000Z',
  use_case: null,
  wizard_step: null,
  unread_count: 0,
  enabled_platforms: [],
  lead_threshold: 50,
  excluded_authors: [],
  excluded_communities: [],
  viewer_role: 'owner',
  ...overrides,
});

/** A part of the API's catalogue (api/src/data-sources/catalogue.ts): every kind of setting. */
export const TEST_CATALOGUE: Platform[] = [
  {
    id: 'hackernews',
    polled: true,
    name: 'Hacker News',
    description: 'Stories and comments on news.ycombinator.com.',
    settings: [
      {
        key: 'keywords',
        label: 'Keywords',
        kind: 'list',
        required: true,
        help: 'Words and phrases to look for.',
      },
    ],
  },
  {
    id: 'reddit',
    polled: true,
    name: 'Reddit',
    description: 'Posts and comments in the subreddits you choose.',
    settings: [
      {
        key: 'subreddits',
        label: 'Subreddits',
        kind: 'list',
        required: true,
        help: 'Names without the r/ prefix.',
      },
      {
        key: 'keywords',
        label: 'Keywords',
        kind: 'list',
        required: false,
        help: 'Optional: also search your subreddits for these words and phrases.',
      },
      {
        key: 'client_secret',
        label: 'OAuth client secret',
        kind: 'secret',
        required: false,
        help: 'Optional, with the client id.',
      },
    ],
  },
  {
    id: 'rss',
    polled: true,
    name: 'RSS and Atom feeds',
    description: 'Any blog, forum or news site that publishes a feed.',
    settings: [
      {
        key: 'feed_urls',
        label: 'Feed URLs',
        kind: 'list',
        required: true,
        help: 'One http(s) address per feed.',
        item_kind: 'url',
      },
    ],
  },
  {
    id: 'mastodon',
    polled: true,
    name: 'Mastodon',
    description: 'Public posts with your hashtags on a Mastodon instance, or matching your keywords.',
    settings: [
      { key: 'instance', label: 'Instance', kind: 'url', required: true, help: 'The server address.' },
      { key: 'hashtags', label: 'Hashtags', kind: 'list', required: false, help: 'Without the #.' },
      { key: 'keywords', label: 'Keywords', kind: 'list', required: false, help: 'Needs an access token.' },
      { key: 'access_token', label: 'Access token', kind: 'secret', required: false, help: 'For search.' },
    ],
  },
  {
    id: 'x',
    polled: true,
    name: 'X (Twitter)',
    description: 'Recent posts on X matching your keywords (needs API access).',
    settings: [
      {
        key: 'bearer_token',
        label: 'Bearer token',
        kind: 'secret',
        required: true,
        help: 'From your X developer app.',
      },
      { key: 'max_results', label: 'Posts per search', kind: 'number', required: false, help: '10 to 100.' },
    ],
  },
  {
    id: 'csv_import',
    name: 'CSV import',
    description: 'Leads you upload as a CSV file.',
    polled: false,
    settings: [],
  },
];
