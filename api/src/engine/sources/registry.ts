import { platformCatalogue } from '../../data-sources/catalogue.js';
import { blueskyConnector } from './bluesky.js';
import type { Connector } from './connector.js';
import { devtoConnector } from './devto.js';
import { githubConnector } from './github.js';
import { hackernewsConnector } from './hackernews.js';
import { lobstersConnector } from './lobsters.js';
import { mastodonConnector } from './mastodon.js';
import { redditConnector } from './reddit.js';
import { rssConnector } from './rss.js';
import { sampleConnector } from './sample/sample-connector.js';
import { stackexchangeConnector } from './stackexchange.js';
import { xConnector } from './x.js';

/**
 * Which connector polls each platform id of the catalogue (data-sources/catalogue.ts), plus the hidden
 * 'sample' feed of the embedded demo. 'csv_import' and 'webhook' are pushed to us, never polled: no
 * connector.
 */
const connectors: ReadonlyMap<string, Connector> = new Map(
  [
    hackernewsConnector,
    redditConnector,
    rssConnector,
    stackexchangeConnector,
    githubConnector,
    mastodonConnector,
    blueskyConnector,
    lobstersConnector,
    devtoConnector,
    xConnector,
    sampleConnector,
  ].map((connector) => [connector.platform, connector]),
);

export function connectorFor(platform: string): Connector | null {
  return connectors.get(platform) ?? null;
}

/** The catalogue's platforms that are polled, in catalogue order (the hidden sample feed last). */
export const polledPlatforms: readonly string[] = [
  ...platformCatalogue.map((platform) => platform.id).filter((id) => connectors.has(id)),
  ...[...connectors.keys()].filter((id) => !platformCatalogue.some((platform) => platform.id === id)),
];
