import { describe, expect, it } from 'vitest';
import { defaultEndpoints } from '../../../src/engine/sources/connector.js';
import { sampleConnector } from '../../../src/engine/sources/sample/sample-connector.js';

const firstPoll = () =>
  sampleConnector.fetchNew({ config: {}, cursor: {}, endpoints: defaultEndpoints, now: () => new Date() });

describe('the sample feed', () => {
  it('gives a post only the counters its platform has: none on a Hacker News comment or an RSS item', async () => {
    const { posts } = await firstPoll();
    const hnComments = posts.filter(
      (post) => post.platform === 'hackernews' && post.community === 'comments',
    );
    expect(hnComments.length).toBeGreaterThan(0);
    for (const post of hnComments) expect(post.metadata).toEqual({ sample: true, kind: 'comment' });
    const rss = posts.filter((post) => post.platform === 'rss');
    expect(rss.length).toBeGreaterThan(0);
    for (const post of rss) expect(post.metadata).toEqual({ sample: true });
    const reddit = posts.find((post) => post.platform === 'reddit');
    expect(reddit?.metadata).toMatchObject({ points: expect.any(Number), comments: expect.any(Number) });
  });

  it('stamps its posts with the platforms they imitate, never with its own', async () => {
    const { posts } = await firstPoll();
    const platforms = new Set(posts.map((post) => post.platform));
    expect(platforms).not.toContain('sample');
    expect([...platforms]).toEqual(expect.arrayContaining(['reddit', 'hackernews', 'stackexchange']));
  });
});
