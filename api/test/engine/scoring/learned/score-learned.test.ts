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
import {
  leadKindName,
  learnedReason,
  silenceUnstated,
  statedKinds,
  strongestReasons,
} from '../../../../src/engine/scoring/learned/explain-learned.js';
import { featureValues, postEmbeddingParts } from '../../../../src/engine/scoring/learned/features.js';
import { shippedLeadModel } from '../../../../src/engine/scoring/learned/lead-model.js';
import { evaluateLinear, scoreFromLogit } from '../../../../src/engine/scoring/learned/linear-model.js';
import { ruleParts } from '../../../../src/engine/scoring/score-post.js';

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

describe('the text-gated reasons: on behalf of someone, a student or hobby project', () => {
  const says = (title: string | null, body: string) => statedKinds(analyzePost({ title, body }));

  it('reads on-behalf cues only where the poster asks for someone else', () => {
    for (const body of [
      'Asking for my wife, who runs a small flower shop: which CRM should she use?',
      'My boss wants a shortlist of CRMs by Friday.',
      'I set up tools for our customers and one of them needs a CRM.',
      'Need a simple CRM for my client, a two-person agency.',
      'Asking on behalf of a friend who just opened a bakery.',
    ])
      expect(says(null, body).onBehalf, body).toBe(true);
    for (const body of [
      'We are 3 founders and our HubSpot renewal tripled, what do you use?',
      'New sales manager here, I inherited chaos. Picking a CRM this month.',
      'Our little bike shop started doing corporate deals, need a pipeline.',
    ])
      expect(says(null, body).onBehalf, body).toBe(false);
  });

  it('reads student and hobby cues only where the post says so', () => {
    for (const [title, body] of [
      ['CRM for my thesis?', 'I need sample data for a CRM.'],
      [null, 'Just a hobby project at home, is there a free CRM?'],
      [null, "I'm a student and need a CRM for my class."],
      ['Side project', 'Building a tiny CRM to learn React.'],
    ] as const)
      expect(says(title, body).studentHobby, body).toBe(true);
    expect(
      says('Commercial fit-outs', 'Me, my partner and an estimator. How do we track bids?').studentHobby,
    ).toBe(false);
  });

  it('silences an unstated prototype and tells "reads like a lead" plainly instead of "on behalf"', () => {
    const none = { onBehalf: false, studentHobby: false };
    const both = { onBehalf: true, studentHobby: true };
    const contributions = () => [
      { name: 'proto_on_behalf', value: 0.9 },
      { name: 'proto_student_hobby', value: -1.4 },
      { name: 'topic', value: 0.5 },
    ];
    const quiet = contributions();
    silenceUnstated(quiet, none);
    expect(strongestReasons(quiet, 1)).toEqual(['on this signal’s topic']);
    expect(strongestReasons(quiet, -1, true)).toEqual([]);
    expect(quiet.map((c) => c.value)).toEqual([0.9, -1.4, 0.5]);
    const said = contributions();
    silenceUnstated(said, both);
    expect(strongestReasons(said, 1)).toEqual(['asks on behalf of someone', 'on this signal’s topic']);
    expect(strongestReasons(said, -1, true)).toEqual(['reads like a student or hobby project']);

    expect(leadKindName('on_behalf', none, 'cos_signal_x_lead')).toBe('cos_signal_x_lead');
    expect(leadKindName('on_behalf', both, 'cos_signal_x_lead')).toBe('proto_on_behalf');
    expect(leadKindName('leaving', none, 'topic_x_lead')).toBe('proto_leaving');
  });

  it('changes only the words: a post nearest the on-behalf prototype keeps its score either way', () => {
    const model = shippedLeadModel();
    const vector = model.prototypeVectors.on_behalf;
    const expectedScore = (post: { title: string | null; body: string }) => {
      const analyzed = analyzePost(post);
      const compiled = signals[0]!.compiled;
      const embedding = postEmbeddingParts(vector, context.businessVector, model.prototypeVectors);
      const values = featureValues(
        analyzed,
        compiled,
        ruleParts(analyzed, compiled),
        embedding,
        context.signalVectors.get(hubspot.id)!,
      );
      const { logit } = evaluateLinear(model.primary, values, vector);
      return scoreFromLogit(logit, model.primary.threshold);
    };
    const own = {
      title: null,
      body: 'Our HubSpot renewal tripled, we want to replace HubSpot with a simpler CRM.',
    };
    const forBoss = {
      title: null,
      body: 'My boss wants to replace HubSpot, renewal tripled, we want a simpler CRM.',
    };
    const [ownResult] = scoreLearned(analyzePost(own), vector, signals, context, {});
    const [bossResult] = scoreLearned(analyzePost(forBoss), vector, signals, context, {});
    expect(ownResult!.score).toBe(expectedScore(own));
    expect(bossResult!.score).toBe(expectedScore(forBoss));
    const words = (result: typeof ownResult) =>
      [result!.explanation.reason, ...(result!.explanation as LearnedExplanation).cues].join(' ');
    expect(words(ownResult)).not.toMatch(/on behalf/);
    expect(words(bossResult)).toMatch(/asks on behalf of someone/);
  });

  it('does not call a post a student or hobby project on its similarity alone', () => {
    const model = shippedLeadModel();
    const vector = model.prototypeVectors.student_hobby;
    const plain = { title: 'Free CRM?', body: 'We only need a CRM for two weeks and cannot pay much.' };
    const student = {
      title: 'Free CRM?',
      body: 'For my thesis we only need a CRM for two weeks and cannot pay.',
    };
    const words = (post: typeof plain) => {
      const [result] = scoreLearned(analyzePost(post), vector, signals, context, {});
      return [result!.explanation.reason, ...(result!.explanation as LearnedExplanation).cues].join(' ');
    };
    expect(words(plain)).not.toMatch(/student or hobby/);
    expect(words(student)).toMatch(/student or hobby/);
  });
});
