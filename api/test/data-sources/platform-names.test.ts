import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hiddenPlatforms, platformCatalogue } from '../../src/data-sources/catalogue.js';

// The front end names a lead's platform from shared/src/api/platform-names.ts (it has only the id
// there); the catalogue names it everywhere else (wizard, settings, the list's source filter). The API
// never imports front-end code, so the map is read as text: one `id: 'Name',` line per platform.
async function frontEndNames(): Promise<Record<string, string>> {
  const source = await readFile(
    new URL('../../../shared/src/api/platform-names.ts', import.meta.url),
    'utf8',
  );
  const entries = [...source.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((match) => [match[1]!, match[2]!]);
  return Object.fromEntries(entries);
}

describe('platform names', () => {
  it('are the same in the catalogue and in the front end', async () => {
    const catalogue = Object.fromEntries(
      [...platformCatalogue, ...hiddenPlatforms].map((platform) => [platform.id, platform.name]),
    );
    expect(await frontEndNames()).toEqual(catalogue);
  });

  it('are the short names people use', () => {
    expect(platformCatalogue.map((platform) => platform.name)).toEqual([
      'Hacker News',
      'Reddit',
      'RSS',
      'Stack Exchange',
      'GitHub',
      'Mastodon',
      'Bluesky',
      'Lobsters',
      'Dev.to',
      'X',
      'CSV import',
      'Webhook',
    ]);
  });
});
