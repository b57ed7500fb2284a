// What each platform is called wherever a lead or a project names it (the lead list, the lead drawer
// and page, the project cards). The API's platform catalogue (api/src/data-sources/catalogue.ts) uses
// the same names; api/test/data-sources/platform-names.test.ts checks that the two agree.

export const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  hackernews: 'Hacker News',
  reddit: 'Reddit',
  rss: 'RSS',
  stackexchange: 'Stack Exchange',
  github: 'GitHub',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  lobsters: 'Lobsters',
  devto: 'Dev.to',
  x: 'X',
  csv_import: 'CSV import',
  webhook: 'Webhook',
  // The embedded demo's bundled example posts (a hidden platform: not offered in the catalogue).
  sample: 'Sample feed',
};

/** A platform's display name; an unknown id (a platform newer than this build) reads as itself. */
export function platformName(id: string): string {
  return PLATFORM_NAMES[id] ?? id;
}
