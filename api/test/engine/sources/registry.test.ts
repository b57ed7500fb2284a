import { describe, expect, it } from 'vitest';
import { hiddenPlatforms, platformCatalogue } from '../../../src/data-sources/catalogue.js';
import { connectorFor, polledPlatforms } from '../../../src/engine/sources/registry.js';

const pushed = ['csv_import', 'webhook'];

describe('connector registry', () => {
  it('has a connector for every catalogue platform that is polled, whose platform id is the same', () => {
    for (const { id } of [...platformCatalogue, ...hiddenPlatforms]) {
      const connector = connectorFor(id);
      if (pushed.includes(id)) expect(connector, id).toBeNull();
      else expect(connector?.platform, id).toBe(id);
    }
  });

  it('lists the polled platforms in catalogue order, the hidden sample feed last', () => {
    expect(polledPlatforms).toEqual([
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
      'sample',
    ]);
    expect(polledPlatforms).toEqual(
      [...platformCatalogue, ...hiddenPlatforms].map((p) => p.id).filter((id) => !pushed.includes(id)),
    );
  });

  it('has nothing for an unknown platform', () => {
    expect(connectorFor('myspace')).toBeNull();
    expect(connectorFor('')).toBeNull();
    expect(connectorFor('__proto__')).toBeNull();
  });
});
