// The all-pairs evaluation set as the scorer's measurements read it: every feed post labelled for
// every business, every reviewed cross pair resolving, every post's writer known.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPairCorpus, pairKind } from '../../../../src/engine/scoring/learned/pair-corpus.js';

const evalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../eval');

describe('the all-pairs evaluation set', () => {
  it('holds every post once, with its writer, against every business', async () => {
    const corpus = await loadPairCorpus(evalDir, null);
    const ids = corpus.posts.map(({ post }) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(corpus.posts.filter((post) => post.group === 'feeds').length).toBeGreaterThanOrEqual(1200);
    expect(corpus.businesses.filter((business) => business.group === 'feeds').length).toBeGreaterThanOrEqual(
      6,
    );
    expect(corpus.posts.filter((post) => post.writer === 'unknown')).toEqual([]);
    // A feed post without a label line would be dropped from the measurement: none may be.
    const written = readdirSync(path.join(evalDir, 'feeds', 'posts')).flatMap((file) =>
      readFileSync(path.join(evalDir, 'feeds', 'posts', file), 'utf8')
        .trim()
        .split('\n'),
    );
    expect(corpus.posts.filter((post) => post.group === 'feeds')).toHaveLength(written.length);
  });

  it('labels a post for the business it was written for, and for others only by review', async () => {
    const corpus = await loadPairCorpus(evalDir, null);
    const index = (id: string) => corpus.posts.findIndex(({ post }) => post.id === id);
    // An electrician request in Leeds: Brightwire's lead, another business's "other_lead".
    const spark = index('spark-008');
    expect(corpus.leadFor[spark]).toEqual(new Set(['brightwire-electric']));
    expect(pairKind(corpus, spark, 'brightwire-electric')).toBe('request');
    expect(pairKind(corpus, spark, 'acme-crm')).toBe('other_lead');
    // Reviewed as a lead for a business it was not written for (eval/cross-labels.jsonl).
    const cafe = index('crm-061');
    expect(corpus.leadFor[cafe]!.has('shiftnest')).toBe(true);
    expect(pairKind(corpus, cafe, 'shiftnest')).toBe('cross_lead');
    // A feed post is nobody's lead unless its label says so.
    const feed = corpus.posts.findIndex(
      (post) => post.group === 'feeds' && corpus.leadFor[corpus.posts.indexOf(post)]!.size === 0,
    );
    expect(pairKind(corpus, feed, 'acme-crm')).toBe('elsewhere');
  });
});
