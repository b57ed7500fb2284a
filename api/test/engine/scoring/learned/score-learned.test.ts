import { beforeAll, describe, expect, it } from 'vitest';
import { embedTexts } from '../../../../src/engine/embeddings/sentence-encoder.js';
import {
  analyzePost,
  compileSignal,
  postEmbeddingText,
  scoreLearned,
  signalEmbeddingText,
  type LearnedContext,
  type LearnedExplanation,
  type SignalToScore,
} from '../../../../src/engine/scoring/index.js';
import { learnedReason } from '../../../../src/engine/scoring/learned/explain-learned.js';

const hubspot: SignalToScore = {
  id: 'hubspot-alt',
  name: 'Looking for a HubSpot alternative',
  description: 'Small teams unhappy with HubSpot pricing or complexity who want a simpler CRM.',
  keywords: ['hubspot alternative', 'leaving hubspot', 'hubspot pricing', 'replace hubspot', 'CRM'],
  negativeKeywords: ["we're hiring"],
};
const business =
  'Acme CRM: a simple, affordable CRM for small sales teams (2-20 sellers), a replacement for HubSpot or Salesforce.';

const howTo = {
  title: 'HubSpot API returns 429 when batch-updating deals',
  body: 'I am calling the deals batch update endpoint from a Node script and after about 100 calls it returns 429. What is the right way to throttle this, or is there a bulk endpoint I missed?',
};
const switching = {
  title: null,
  body: "we're 3 founders, hubspot renewal tripled, what do you use?",
};
const elsewhere = {
  title: 'Best hiking boots for wide feet?',
  body: 'Doing the West Highland Way in May. My old boots pinch. What do you wear?',
};

let context: LearnedContext;
let vectors: Float32Array[];
const signals = [{ id: hubspot.id, compiled: compileSignal(hubspot) }];

beforeAll(async () => {
  const [businessVector, signalVector, ...posts] = await embedTexts([
    business,
    signalEmbeddingText(hubspot),
    postEmbeddingText(howTo),
    postEmbeddingText(switching),
  ]);
  vectors = posts;
  context = {
    businessVector: businessVector!,
    signalVectors: new Map([[hubspot.id, signalVector!]]),
    examples: [],
  };
}, 30_000);

describe('scoreLearned', () => {
  it('does not make a lead of a how-to question about the competitor’s API', () => {
    const [result] = scoreLearned(analyzePost(howTo), vectors[0]!, signals, context, {});
    expect(result!.score).toBeLessThan(50);
  });

  it('makes a lead of a small team whose HubSpot renewal tripled, and says why', () => {
    const [result] = scoreLearned(analyzePost(switching), vectors[1]!, signals, context, {});
    expect(result!.score).toBeGreaterThanOrEqual(50);
    const explanation = result!.explanation as LearnedExplanation;
    expect(explanation.reasons.length).toBeGreaterThan(0);
    expect(explanation.reason).toMatch(/names a competitor you replace/);
  });

  // Without a vector the fallback reads rule features only: "HubSpot" in a how-to's title weighs as
  // much as a renewal complaint there, so it is held to telling on-topic from off-topic.
  it('scores without an embedding with the rule-only weights', () => {
    const [lead] = scoreLearned(analyzePost(switching), null, signals, context, {});
    const [offTopic] = scoreLearned(analyzePost(elsewhere), null, signals, context, {});
    const [withVector] = scoreLearned(analyzePost(switching), vectors[1]!, signals, context, {});
    expect(lead!.score).toBeGreaterThan(offTopic!.score);
    expect(lead!.score).not.toBe(withVector!.score);
  });

  it('moves a score by the nearest triaged examples once there are 3 of each, and says so', () => {
    const post = analyzePost(switching);
    const [alone] = scoreLearned(post, vectors[1]!, signals, context, {});
    const near = vectors[1]!;
    const far = vectors[0]!;
    const examples = (good: number, notLead: number) => [
      ...Array.from({ length: good }, () => ({ vector: near, verdict: 'good' as const })),
      ...Array.from({ length: notLead }, () => ({ vector: far, verdict: 'not_lead' as const })),
    ];
    const [tooFew] = scoreLearned(post, near, signals, { ...context, examples: examples(2, 3) }, {});
    expect(tooFew!.score).toBe(alone!.score);
    const [moved] = scoreLearned(post, near, signals, { ...context, examples: examples(3, 3) }, {});
    expect(moved!.score).toBeGreaterThan(alone!.score);
    expect((moved!.explanation as LearnedExplanation).reasons).toContain('similar to a lead you accepted');
    // The how-to post is nearest the rejected examples: it moves down.
    const howToPost = analyzePost(howTo);
    const [before] = scoreLearned(howToPost, far, signals, context, {});
    const [after] = scoreLearned(howToPost, far, signals, { ...context, examples: examples(3, 3) }, {});
    expect(after!.score).toBeLessThan(before!.score);
  });

  it('names a competitor the signal replaces', () => {
    const compiled = compileSignal(hubspot);
    expect(compiled.competitors.map((competitor) => competitor.display)).toEqual(['hubspot']);
    const [result] = scoreLearned(analyzePost(switching), vectors[1]!, signals, context, {});
    expect(result!.explanation.reason).toMatch(/names a competitor you replace \(“hubspot”\)/i);
  });

  it('says what counted for a post under 50 rather than that nothing did', () => {
    const facts = { score: 40, down: [], topic: ['hubspot'], negatives: [], competitor: 'hubspot' };
    expect(learnedReason({ ...facts, up: ['names a competitor you replace'] })).toBe(
      'Names a competitor you replace (“hubspot”) but falls short of the lead line.',
    );
    expect(learnedReason({ ...facts, up: [] })).toBe(
      'Mentions “hubspot” but shows no clear sign of wanting to choose, switch or buy.',
    );
  });

  it('gives 0 to an excluded author, for every signal', () => {
    const results = scoreLearned(
      analyzePost({ ...switching, author: 'Spammer' }),
      vectors[1]!,
      [...signals, ...signals],
      context,
      { excludedAuthors: ['spammer'] },
    );
    expect(results.map((result) => result.score)).toEqual([0, 0]);
    expect(results[0]!.explanation.reason).toContain('excluded');
  });
});
