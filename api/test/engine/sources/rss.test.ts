import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchContext, PlatformEndpoints } from '../../../src/engine/sources/connector.js';
import { ConnectorError } from '../../../src/engine/sources/connector-error.js';
import { rssConnector } from '../../../src/engine/sources/rss.js';
import {
  htmlErrorPage,
  replayEndpoints,
  startReplayServer,
  type ReplayServer,
} from '../../support/replay-server.js';

let replay: ReplayServer;
let endpoints: PlatformEndpoints;
beforeAll(async () => {
  replay = await startReplayServer();
  endpoints = replayEndpoints(replay.origin);
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const feedUrl = (path: string) => `${replay.origin}${path}`;
const context = (urls: string[], overrides: Partial<FetchContext> = {}): FetchContext => ({
  config: { feed_urls: urls },
  cursor: {},
  endpoints,
  allowOrigins: [replay.origin],
  ...overrides,
});

describe('rssConnector', () => {
  it('reads RSS 2.0 with CDATA, dc:creator and guid ids', async () => {
    replay.route(
      { path: '/newest' },
      { file: 'feeds/hnrss-newest-2024.rss.xml', headers: { 'content-type': 'application/rss+xml' } },
    );
    const result = await rssConnector.fetchNew(
      context([feedUrl('/newest')], { now: () => new Date('2024-03-11T20:00:00Z') }),
    );
    expect(replay.requests[0]?.headers['user-agent']).toBe('Signalboard/0.1 (+https://signalboard.app)');
    expect(result.posts).toHaveLength(20);
    expect(result.posts[0]).toEqual({
      platform: 'rss',
      externalId: 'https://news.ycombinator.com/item?id=39672201',
      url: 'https://therecord.media/cisa-takes-two-systems-offline-following-ivanti-compromise',
      author: 'mooreds',
      community: 'Hacker News: Newest',
      title: 'CISA forced to take two systems offline last month after Ivanti compromise',
      body:
        'Article URL: https://therecord.media/cisa-takes-two-systems-offline-following-ivanti-compromise\n\n' +
        'Comments URL: https://news.ycombinator.com/item?id=39672201\n\nPoints: 1\n\n# Comments: 0',
      publishedAt: new Date('2024-03-11T19:15:29Z'),
      metadata: { categories: [] },
    });
    const cursor = (result.cursor.feeds as Record<string, { seen_ids: string[]; newest: string }>)[
      feedUrl('/newest')
    ];
    expect(cursor?.seen_ids).toHaveLength(20);
    expect(cursor?.newest).toBe('2024-03-11T19:15:29.000Z');
  });

  it('reads Reddit Atom (entity-escaped HTML) and keeps only the last 7 days on a first poll', async () => {
    replay.route({ path: '/r/kubernetes.rss' }, { file: 'feeds/reddit-r-kubernetes-2023.atom.xml' });
    const result = await rssConnector.fetchNew(
      context([feedUrl('/r/kubernetes.rss')], { now: () => new Date('2023-12-10T18:00:00Z') }),
    );
    // "Monthly: Who is hiring?" (December 1st) is older than a week.
    expect(result.posts.map((post) => post.title)).toEqual([
      'Weekly: Share your victories thread',
      'Best way to deploy K8s to single VPS for dev environment',
      'How to use NetApp SAN storage to provide Kubernetes Persistent Volumes?',
      '[Request for opinion] : CPU limits in the K8s world',
    ]);
    const cpu = result.posts[3];
    expect(cpu).toMatchObject({
      externalId: `127.0.0.1:${new URL(replay.origin).port}#t3_18exirq`,
      url: 'https://www.reddit.com/r/kubernetes/comments/18exirq/request_for_opinion_cpu_limits_in_the_k8s_world/',
      author: '/u/ekayan',
      community: 'Kubernetes',
      publishedAt: new Date('2023-12-10T06:40:08Z'),
      metadata: { categories: ['r/kubernetes'] },
    });
    expect(cpu?.body).toMatch(
      /^Wanted some opinion on CPU limits in the K8s world\.\n\nI understand CPU is a compressible resource\.\n\nThere are/,
    );
    expect(cpu?.body).toContain("- If I don't set CPU limits, will the containers use all the CPU resources");
    expect(cpu?.body).toContain('"according to the CPU requests you set."');
    expect(cpu?.body).not.toMatch(/&[#a-z0-9]+;|<\/?[a-z]/i);
    // The replay server is told the language: Reddit localises feeds by Accept-Language.
    expect(replay.requests[0]?.headers['accept-language']).toBe('en');
  });

  it('reads Stack Overflow Atom and the NYT RSS (guid isPermaLink, plain descriptions)', async () => {
    replay.route({ path: '/so' }, { file: 'feeds/stackoverflow-tag-kubernetes-2023.atom.xml' });
    replay.route({ path: '/nyt' }, { file: 'feeds/nytimes-2023.rss.xml' });
    const result = await rssConnector.fetchNew(
      context([feedUrl('/so'), feedUrl('/nyt')], { now: () => new Date('2023-12-12T18:00:00Z') }),
    );
    const so = result.posts.find((post) => post.externalId === 'https://stackoverflow.com/q/77635559');
    expect(so).toMatchObject({
      title: 'Kubernetes Ingress behind Cloud Load Balancer',
      author: 'Dominik.W',
      community: 'Newest questions tagged kubernetes - Stack Overflow',
      url: 'https://stackoverflow.com/questions/77635559/kubernetes-ingress-behind-cloud-load-balancer',
      metadata: { categories: ['kubernetes', 'kubernetes-ingress', 'ingress-controller', 'hetzner-cloud'] },
    });
    expect(so?.body).toMatch(/^When using an Ingress Controller in Kubernetes/);
    const nyt = result.posts.find(
      (post) =>
        post.externalId === 'https://www.nytimes.com/live/2023/12/12/world/israel-hamas-gaza-war-news',
    );
    expect(nyt).toMatchObject({
      author: 'The New York Times',
      community: 'NYT >World News',
      body: 'A missile hit a tanker in one of the first successful strikes on a ship by the Iranian-backed Houthi militia in Yemen, which has vowed to target vessels in protest of Israel’s assault on Gaza.',
      publishedAt: new Date('2023-12-12T17:17:11Z'),
    });
    expect(result.posts).toHaveLength(4);
  });

  it('returns nothing it saw before, asks with the ETag, and takes a 304 as nothing new', async () => {
    replay.route(
      { path: '/newest' },
      {
        file: 'feeds/hnrss-newest-2024.rss.xml',
        headers: { etag: '"abc"', 'last-modified': 'Mon, 11 Mar 2024 19:18:15 GMT' },
      },
    );
    const now = () => new Date('2024-03-11T20:00:00Z');
    const first = await rssConnector.fetchNew(context([feedUrl('/newest')], { now }));
    const second = await rssConnector.fetchNew(context([feedUrl('/newest')], { now, cursor: first.cursor }));
    expect(second.posts).toEqual([]);
    expect(replay.requests[1]?.headers['if-none-match']).toBe('"abc"');
    expect(replay.requests[1]?.headers['if-modified-since']).toBe('Mon, 11 Mar 2024 19:18:15 GMT');

    replay.route({ path: '/newest' }, { status: 304, headers: { etag: '"abc"' } });
    const third = await rssConnector.fetchNew(context([feedUrl('/newest')], { now, cursor: first.cursor }));
    expect(third).toEqual({ posts: [], cursor: first.cursor });
  });

  it('reads RDF feeds, undated items and bare guids (constructed feed), and filters by keyword', async () => {
    const rdf = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://example.org/"><title>Example &amp; Co</title></channel>
  <item rdf:about="https://example.org/a"><title>Which CRM for a small team?</title><link>https://example.org/a</link>
    <description>We outgrew spreadsheets &amp;mdash; what do you use?</description><dc:creator>ann</dc:creator><dc:date>2024-03-11T10:00:00Z</dc:date></item>
  <item rdf:about="https://example.org/b"><title>Holiday photos</title><link>https://example.org/b</link><dc:date>2024-03-11T09:00:00Z</dc:date></item>
</rdf:RDF>`;
    const undated = `<rss version="2.0"><channel><title>Tiny</title>
  <item><title>No date, crm inside</title><guid>42</guid><description><![CDATA[<p>Looking for a <b>CRM</b></p>]]></description></item>
</channel></rss>`;
    replay.route({ path: '/rdf' }, { body: rdf, headers: { 'content-type': 'application/rdf+xml' } });
    replay.route({ path: '/undated' }, { body: undated, headers: { 'content-type': 'text/xml' } });
    const result = await rssConnector.fetchNew({
      ...context([feedUrl('/rdf'), feedUrl('/undated')], { now: () => new Date('2024-03-11T12:00:00Z') }),
      config: { feed_urls: [feedUrl('/rdf'), feedUrl('/undated')], keywords: ['crm'] },
    });
    expect(
      result.posts.map((post) => [post.externalId, post.title, post.body, post.author, post.publishedAt]),
    ).toEqual([
      [
        'https://example.org/a',
        'Which CRM for a small team?',
        'We outgrew spreadsheets — what do you use?',
        'ann',
        new Date('2024-03-11T10:00:00Z'),
      ],
      [`127.0.0.1:${new URL(replay.origin).port}#42`, 'No date, crm inside', 'Looking for a CRM', null, null],
    ]);
    // The filtered-out item is remembered as seen all the same.
    expect(
      (result.cursor.feeds as Record<string, { seen_ids: string[] }>)[feedUrl('/rdf')]?.seen_ids,
    ).toEqual(['https://example.org/a', 'https://example.org/b']);
  });

  it('refuses a feed on a private address that is not allow-listed', async () => {
    replay.route({ path: '/newest' }, { file: 'feeds/hnrss-newest-2024.rss.xml' });
    const error = await rssConnector
      .fetchNew(context([feedUrl('/newest')], { allowOrigins: [] }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).toMatchObject({
      kind: 'blocked',
      message: `${replay.origin} is a private or reserved network address; Signalboard only reads public addresses`,
    });
    expect(replay.requests).toHaveLength(0);
  });

  it('keeps the good feeds when one fails, and fails when all do', async () => {
    replay.route({ path: '/newest' }, { file: 'feeds/hnrss-newest-2024.rss.xml' });
    replay.route({ path: '/down' }, htmlErrorPage(503));
    replay.route(
      { path: '/page' },
      { body: '<!DOCTYPE html><html><body>Welcome</body></html>', headers: { 'content-type': 'text/html' } },
    );
    const now = () => new Date('2024-03-11T20:00:00Z');
    const result = await rssConnector.fetchNew(context([feedUrl('/down'), feedUrl('/newest')], { now }));
    expect(result.posts).toHaveLength(20);
    expect(result.cursor.failing).toEqual({
      [feedUrl('/down')]: `The feed at ${new URL(replay.origin).host} had a problem on its side (HTTP 503)`,
    });

    await expect(rssConnector.fetchNew(context([feedUrl('/page')], { now }))).rejects.toMatchObject({
      kind: 'malformed',
      message: `The feed at ${new URL(replay.origin).host} is not an RSS or Atom feed (it answered with an HTML page)`,
    });
  });
});
